package io.sbetool.ir;

import java.nio.ByteOrder;
import java.util.Objects;

/**
 * How a token's value is laid out and what it means: primitive type, byte order, presence, the
 * schema's null/min/max/constant values, and the metadata attributes of a field.
 *
 * <p>Immutable; build with {@link #builder()}.
 */
public final class Encoding
{
    private final Presence presence;
    private final PrimitiveType primitiveType;
    private final ByteOrder byteOrder;
    private final PrimitiveValue minValue;
    private final PrimitiveValue maxValue;
    private final PrimitiveValue nullValue;
    private final PrimitiveValue constValue;
    private final String characterEncoding;
    private final String epoch;
    private final String timeUnit;
    private final String semanticType;

    private Encoding(final Builder builder)
    {
        presence = builder.presence;
        primitiveType = builder.primitiveType;
        byteOrder = builder.byteOrder;
        minValue = builder.minValue;
        maxValue = builder.maxValue;
        nullValue = builder.nullValue;
        constValue = builder.constValue;
        characterEncoding = builder.characterEncoding;
        epoch = builder.epoch;
        timeUnit = builder.timeUnit;
        semanticType = builder.semanticType;
    }

    public static Builder builder()
    {
        return new Builder();
    }

    /**
     * @return a builder holding this encoding's values, to derive a changed copy.
     */
    public Builder toBuilder()
    {
        return new Builder()
            .presence(presence)
            .primitiveType(primitiveType)
            .byteOrder(byteOrder)
            .minValue(minValue)
            .maxValue(maxValue)
            .nullValue(nullValue)
            .constValue(constValue)
            .characterEncoding(characterEncoding)
            .epoch(epoch)
            .timeUnit(timeUnit)
            .semanticType(semanticType);
    }

    public Presence presence()
    {
        return presence;
    }

    /**
     * @return the primitive type, or null for tokens that bracket an element (a composite, a field).
     */
    public PrimitiveType primitiveType()
    {
        return primitiveType;
    }

    public ByteOrder byteOrder()
    {
        return byteOrder;
    }

    /**
     * @return the schema's minValue, or null when it gives none (see {@link #applicableMinValue()}).
     */
    public PrimitiveValue minValue()
    {
        return minValue;
    }

    public PrimitiveValue maxValue()
    {
        return maxValue;
    }

    public PrimitiveValue nullValue()
    {
        return nullValue;
    }

    /**
     * @return for a constant the value; for a VALID_VALUE the enum value; for a CHOICE the bit position.
     */
    public PrimitiveValue constValue()
    {
        return constValue;
    }

    public String characterEncoding()
    {
        return characterEncoding;
    }

    public String epoch()
    {
        return epoch;
    }

    public String timeUnit()
    {
        return timeUnit;
    }

    public String semanticType()
    {
        return semanticType;
    }

    /**
     * @return the schema's minValue, or the standard's minimum for the primitive type.
     */
    public PrimitiveValue applicableMinValue()
    {
        return minValue != null ? minValue : primitiveType.minValue();
    }

    public PrimitiveValue applicableMaxValue()
    {
        return maxValue != null ? maxValue : primitiveType.maxValue();
    }

    public PrimitiveValue applicableNullValue()
    {
        return nullValue != null ? nullValue : primitiveType.nullValue();
    }

    @Override
    public boolean equals(final Object o)
    {
        if (this == o)
        {
            return true;
        }
        if (!(o instanceof Encoding))
        {
            return false;
        }
        final Encoding that = (Encoding)o;
        return presence == that.presence &&
            primitiveType == that.primitiveType &&
            Objects.equals(byteOrder, that.byteOrder) &&
            Objects.equals(minValue, that.minValue) &&
            Objects.equals(maxValue, that.maxValue) &&
            Objects.equals(nullValue, that.nullValue) &&
            Objects.equals(constValue, that.constValue) &&
            Objects.equals(characterEncoding, that.characterEncoding) &&
            Objects.equals(epoch, that.epoch) &&
            Objects.equals(timeUnit, that.timeUnit) &&
            Objects.equals(semanticType, that.semanticType);
    }

    @Override
    public int hashCode()
    {
        return Objects.hash(presence, primitiveType, byteOrder, minValue, maxValue, nullValue, constValue);
    }

    @Override
    public String toString()
    {
        final StringBuilder sb = new StringBuilder("Encoding{presence=").append(presence)
            .append(", primitiveType=").append(primitiveType)
            .append(", byteOrder=").append(byteOrder);
        append(sb, "minValue", minValue);
        append(sb, "maxValue", maxValue);
        append(sb, "nullValue", nullValue);
        append(sb, "constValue", constValue);
        append(sb, "characterEncoding", characterEncoding);
        append(sb, "epoch", epoch);
        append(sb, "timeUnit", timeUnit);
        append(sb, "semanticType", semanticType);
        return sb.append('}').toString();
    }

    private static void append(final StringBuilder sb, final String name, final Object value)
    {
        if (value != null)
        {
            sb.append(", ").append(name).append('=').append(value);
        }
    }

    /**
     * Collects the values of an {@link Encoding}; defaults are a required value in little-endian order.
     */
    public static final class Builder
    {
        private Presence presence = Presence.REQUIRED;
        private PrimitiveType primitiveType;
        private ByteOrder byteOrder = ByteOrder.LITTLE_ENDIAN;
        private PrimitiveValue minValue;
        private PrimitiveValue maxValue;
        private PrimitiveValue nullValue;
        private PrimitiveValue constValue;
        private String characterEncoding;
        private String epoch;
        private String timeUnit;
        private String semanticType;

        public Builder presence(final Presence presence)
        {
            this.presence = presence;
            return this;
        }

        public Builder primitiveType(final PrimitiveType primitiveType)
        {
            this.primitiveType = primitiveType;
            return this;
        }

        public Builder byteOrder(final ByteOrder byteOrder)
        {
            this.byteOrder = byteOrder;
            return this;
        }

        public Builder minValue(final PrimitiveValue minValue)
        {
            this.minValue = minValue;
            return this;
        }

        public Builder maxValue(final PrimitiveValue maxValue)
        {
            this.maxValue = maxValue;
            return this;
        }

        public Builder nullValue(final PrimitiveValue nullValue)
        {
            this.nullValue = nullValue;
            return this;
        }

        public Builder constValue(final PrimitiveValue constValue)
        {
            this.constValue = constValue;
            return this;
        }

        public Builder characterEncoding(final String characterEncoding)
        {
            this.characterEncoding = characterEncoding;
            return this;
        }

        public Builder epoch(final String epoch)
        {
            this.epoch = epoch;
            return this;
        }

        public Builder timeUnit(final String timeUnit)
        {
            this.timeUnit = timeUnit;
            return this;
        }

        public Builder semanticType(final String semanticType)
        {
            this.semanticType = semanticType;
            return this;
        }

        public Encoding build()
        {
            return new Encoding(this);
        }
    }
}
