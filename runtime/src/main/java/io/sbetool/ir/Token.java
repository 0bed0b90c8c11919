package io.sbetool.ir;

import java.util.Objects;

/**
 * One entry of the flattened IR. A message is a list of tokens: BEGIN_MESSAGE, then per field
 * BEGIN_FIELD, the tokens of its type, END_FIELD; per group BEGIN_GROUP, the dimension composite,
 * its fields, groups and data, END_GROUP; per var-data BEGIN_VAR_DATA, the length composite,
 * END_VAR_DATA; finally END_MESSAGE. Composites, enums and sets are bracketed the same way.
 *
 * <p>Conventions, shared with the IR file format of the reference implementation so that
 * {@code .sbeir} files are exchangeable:
 * <ul>
 *   <li>{@code componentTokenCount} of a begin token counts the tokens up to and including its
 *       end token; leaves have 1.</li>
 *   <li>{@code offset} is relative to the enclosing block or composite; it is
 *       {@link #VARIABLE_LENGTH} where it cannot be known statically (a group after a group, var data).</li>
 *   <li>{@code encodedLength} is the size on the wire: a group's is its blockLength, a var-data
 *       element's 0, a var-data composite's {@link #VARIABLE_LENGTH}, a constant's 0.</li>
 *   <li>{@code id} is the schema id of messages, fields, groups and data, else {@link #INVALID_ID}.</li>
 *   <li>{@code version} is the sinceVersion; {@code deprecated} the version it was deprecated in, 0 for not.</li>
 *   <li>an ENCODING token of a field's type is named after the type (or the primitive type when the
 *       field names a primitive directly).</li>
 * </ul>
 */
public final class Token
{
    public static final int INVALID_ID = -1;
    public static final int VARIABLE_LENGTH = -1;

    private final Signal signal;
    private final String name;
    private final String referencedName;
    private final String description;
    private final int id;
    private final int version;
    private final int deprecated;
    private final int encodedLength;
    private final int offset;
    private final int componentTokenCount;
    private final Encoding encoding;

    private Token(final Builder builder)
    {
        signal = Objects.requireNonNull(builder.signal, "signal");
        name = Objects.requireNonNull(builder.name, "name");
        referencedName = builder.referencedName;
        description = builder.description;
        id = builder.id;
        version = builder.version;
        deprecated = builder.deprecated;
        encodedLength = builder.encodedLength;
        offset = builder.offset;
        componentTokenCount = builder.componentTokenCount;
        encoding = builder.encoding;
    }

    public static Builder builder()
    {
        return new Builder();
    }

    public Builder toBuilder()
    {
        return new Builder()
            .signal(signal)
            .name(name)
            .referencedName(referencedName)
            .description(description)
            .id(id)
            .version(version)
            .deprecated(deprecated)
            .encodedLength(encodedLength)
            .offset(offset)
            .componentTokenCount(componentTokenCount)
            .encoding(encoding);
    }

    public Signal signal()
    {
        return signal;
    }

    public String name()
    {
        return name;
    }

    /**
     * @return for a member of a composite that came from a {@code ref}, the name of the referenced
     * type; otherwise null.
     */
    public String referencedName()
    {
        return referencedName;
    }

    public String description()
    {
        return description;
    }

    public int id()
    {
        return id;
    }

    /**
     * @return the sinceVersion of the element.
     */
    public int version()
    {
        return version;
    }

    /**
     * @return the version in which the element was deprecated, or 0 when it is not.
     */
    public int deprecated()
    {
        return deprecated;
    }

    public int encodedLength()
    {
        return encodedLength;
    }

    public int offset()
    {
        return offset;
    }

    public int componentTokenCount()
    {
        return componentTokenCount;
    }

    public Encoding encoding()
    {
        return encoding;
    }

    /**
     * @return the number of elements of an ENCODING token: its encoded length over its primitive size
     * (1 for a constant, which has no encoded length).
     */
    public int arrayLength()
    {
        final PrimitiveType type = encoding.primitiveType();
        if (type == null || encodedLength <= 0)
        {
            return 1;
        }
        return encodedLength / type.size();
    }

    public boolean isConstantEncoding()
    {
        return encoding.presence() == Presence.CONSTANT;
    }

    public boolean isOptionalEncoding()
    {
        return encoding.presence() == Presence.OPTIONAL;
    }

    @Override
    public boolean equals(final Object o)
    {
        if (this == o)
        {
            return true;
        }
        if (!(o instanceof Token))
        {
            return false;
        }
        final Token that = (Token)o;
        return signal == that.signal &&
            id == that.id &&
            version == that.version &&
            deprecated == that.deprecated &&
            encodedLength == that.encodedLength &&
            offset == that.offset &&
            componentTokenCount == that.componentTokenCount &&
            name.equals(that.name) &&
            Objects.equals(referencedName, that.referencedName) &&
            Objects.equals(description, that.description) &&
            Objects.equals(encoding, that.encoding);
    }

    @Override
    public int hashCode()
    {
        return Objects.hash(signal, name, id, version, encodedLength, offset, componentTokenCount);
    }

    @Override
    public String toString()
    {
        return "Token{" + signal + " '" + name + "'" +
            (referencedName != null ? " ref='" + referencedName + "'" : "") +
            " id=" + id +
            " version=" + version +
            (deprecated != 0 ? " deprecated=" + deprecated : "") +
            " encodedLength=" + encodedLength +
            " offset=" + offset +
            " componentTokenCount=" + componentTokenCount +
            " " + encoding +
            (description != null ? " description='" + description + "'" : "") +
            '}';
    }

    /**
     * Collects the values of a {@link Token}. Defaults: no id, version 0, not deprecated, length 0,
     * offset 0, one component, a default {@link Encoding}.
     */
    public static final class Builder
    {
        private Signal signal;
        private String name;
        private String referencedName;
        private String description;
        private int id = INVALID_ID;
        private int version;
        private int deprecated;
        private int encodedLength;
        private int offset;
        private int componentTokenCount = 1;
        private Encoding encoding = Encoding.builder().build();

        public Builder signal(final Signal signal)
        {
            this.signal = signal;
            return this;
        }

        public Builder name(final String name)
        {
            this.name = name;
            return this;
        }

        public Builder referencedName(final String referencedName)
        {
            this.referencedName = referencedName;
            return this;
        }

        public Builder description(final String description)
        {
            this.description = description;
            return this;
        }

        public Builder id(final int id)
        {
            this.id = id;
            return this;
        }

        public Builder version(final int version)
        {
            this.version = version;
            return this;
        }

        public Builder deprecated(final int deprecated)
        {
            this.deprecated = deprecated;
            return this;
        }

        public Builder encodedLength(final int encodedLength)
        {
            this.encodedLength = encodedLength;
            return this;
        }

        public Builder offset(final int offset)
        {
            this.offset = offset;
            return this;
        }

        public Builder componentTokenCount(final int componentTokenCount)
        {
            this.componentTokenCount = componentTokenCount;
            return this;
        }

        public Builder encoding(final Encoding encoding)
        {
            this.encoding = encoding;
            return this;
        }

        public Token build()
        {
            return new Token(this);
        }
    }
}
