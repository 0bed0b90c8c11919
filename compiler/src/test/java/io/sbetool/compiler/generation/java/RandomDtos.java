package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Choice;
import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.EnumDef;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.model.SetDef;
import io.sbetool.compiler.generation.model.VarData;
import io.sbetool.ir.PrimitiveType;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Builds DTOs ({@code --java-dtos}) of random valid values from a seed and a schema, through the compiled
 * DTO classes' setters: every primitive in its type's (or the schema's) range, now and then its null value
 * when optional; enums among their values; char arrays and text of printable ASCII; 0 to 2 entries per group.
 * The same seed, schema and options give the same values, so another target's DTOs (C++) can be compared
 * byte for byte with these. Members older versions lack can be cleared with {@link #clearAfter}.
 */
public final class RandomDtos
{
    private final CodecNames names;
    private final ClassLoader loader;
    private final SplittableRandom random;

    /**
     * @param loader loads the schema's codecs and DTOs, generated with {@code options}.
     */
    public RandomDtos(final Schema schema, final JavaOptions options, final ClassLoader loader, final long seed)
    {
        this.names = new CodecNames(schema, JavaGenerator.packageName(schema, options));
        this.loader = loader;
        this.random = new SplittableRandom(seed);
    }

    public Class<?> dtoClass(final Message message) throws ClassNotFoundException
    {
        return loader.loadClass(DtoNames.messageDto(names, message).reflectionName());
    }

    public Object message(final Message message) throws Exception
    {
        return block(dtoClass(message), message.block(), 0);
    }

    private Object block(final Class<?> type, final Block block, final int depth) throws Exception
    {
        final Object dto = type.getConstructor().newInstance();
        for (final Member field : block.fields())
        {
            if (!field.isConstant())
            {
                setMember(dto, field);
            }
        }
        for (final Group group : block.groups())
        {
            final String name = names.member(group);
            final Method getter = type.getMethod(name);
            final Class<?> entryType = (Class<?>)((ParameterizedType)getter.getGenericReturnType()).getActualTypeArguments()[0];
            final List<Object> entries = new ArrayList<>();
            final int count = count(group, depth);
            for (int i = 0; i < count; i++)
            {
                entries.add(block(entryType, group.block(), depth + 1));
            }
            type.getMethod(name, List.class).invoke(dto, entries);
        }
        for (final VarData data : block.varData())
        {
            final String name = names.member(data);
            final int length = random.nextInt((int)Math.min(9, data.maxLength() + 1));
            final Method setter = setter(type, name);
            setter.invoke(dto, data.characterEncoding() != null ? text(length) : bytes(length));
        }
        return dto;
    }

    /** 0 to 2 entries (fewer deeper down), within what the dimension's numInGroup allows. */
    private int count(final Group group, final int depth)
    {
        final PrimitiveEncoding numInGroup = group.dimension().numInGroup().encoding();
        final long min = numInGroup.minValue().longValue();
        final long max = Math.min(numInGroup.maxValue().longValue(), depth > 2 ? min : 2);
        return (int)(min + random.nextLong(Math.max(1, max - min + 1)));
    }

    private void setMember(final Object dto, final Member member) throws Exception
    {
        final String name = names.member(member);
        final Method setter = setter(dto.getClass(), name);
        setter.invoke(dto, value(member, setter.getParameterTypes()[0]));
    }

    private Object value(final Member member, final Class<?> type) throws Exception
    {
        if (member.type() instanceof MemberType.EnumRef enumRef)
        {
            final EnumDef definition = enumRef.definition();
            final String constant = names.constant(definition, definition.values().get(random.nextInt(definition.values().size())).name());
            return type.getField(constant).get(null);
        }
        if (member.type() instanceof MemberType.SetRef set)
        {
            return set(type, set.definition());
        }
        if (member.type() instanceof MemberType.CompositeRef composite)
        {
            return composite(type, composite.definition());
        }
        final PrimitiveEncoding encoding = ((MemberType.Encoded)member.type()).encoding();
        if (encoding.isArray())
        {
            if (type == String.class)
            {
                return text(random.nextInt(encoding.length() + 1));
            }
            final Object values = Array.newInstance(type.getComponentType(), encoding.length());
            for (int i = 0; i < encoding.length(); i++)
            {
                Array.set(values, i, scalar(encoding, member.isOptional(), type.getComponentType()));
            }
            return values;
        }
        return scalar(encoding, member.isOptional(), type);
    }

    private Object set(final Class<?> type, final SetDef definition) throws Exception
    {
        final Object dto = type.getConstructor().newInstance();
        for (final Choice choice : definition.choices())
        {
            type.getMethod(names.member(choice), boolean.class).invoke(dto, random.nextBoolean());
        }
        return dto;
    }

    private Object composite(final Class<?> type, final CompositeDef definition) throws Exception
    {
        final Object dto = type.getConstructor().newInstance();
        for (final Member member : definition.members())
        {
            if (!member.isConstant())
            {
                setMember(dto, member);
            }
        }
        return dto;
    }

    private Object scalar(final PrimitiveEncoding encoding, final boolean optional, final Class<?> type)
    {
        final PrimitiveType primitive = encoding.primitiveType();
        if (primitive == PrimitiveType.FLOAT || primitive == PrimitiveType.DOUBLE)
        {
            final double value = optional && random.nextInt(8) == 0 ? encoding.nullValue().doubleValue() :
                (random.nextDouble() - 0.5) * 1e6;
            return primitive == PrimitiveType.FLOAT ? (Object)(float)value : (Object)value;
        }
        final long value = optional && random.nextInt(8) == 0 ? encoding.nullValue().longValue() : integer(encoding);
        return box(value, type);
    }

    private long integer(final PrimitiveEncoding encoding)
    {
        final long min = encoding.minValue().longValue();
        final long max = encoding.maxValue().longValue();
        if (encoding.primitiveType() == PrimitiveType.UINT64)
        {
            // unsigned: any bits between min and max as unsigned numbers
            long value;
            do
            {
                value = random.nextLong();
            }
            while (Long.compareUnsigned(value, min) < 0 || Long.compareUnsigned(value, max) > 0);
            return value;
        }
        final long span = max - min + 1;
        return span > 0 ? min + random.nextLong(span) : random.nextLong();
    }

    private static Object box(final long value, final Class<?> type)
    {
        if (type == byte.class || type == Byte.class)
        {
            return (byte)value;
        }
        if (type == short.class || type == Short.class)
        {
            return (short)value;
        }
        if (type == int.class || type == Integer.class)
        {
            return (int)value;
        }
        return value;
    }

    private String text(final int length)
    {
        final StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++)
        {
            text.append((char)('A' + random.nextInt(26)));
        }
        return text.toString();
    }

    private byte[] bytes(final int length)
    {
        final byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return bytes;
    }

    /**
     * Sets to null every member of {@code dto}'s block (and its groups' entries) that {@code version} lacks:
     * what a DTO decoded at that acting version holds.
     */
    public void clearAfter(final Object dto, final Block block, final int version) throws Exception
    {
        final Class<?> type = dto.getClass();
        for (final Member field : block.fields())
        {
            if (!field.isConstant() && field.sinceVersion() > version)
            {
                setter(type, names.member(field)).invoke(dto, (Object)null);
            }
        }
        for (final Group group : block.groups())
        {
            final String name = names.member(group);
            if (group.sinceVersion() > version)
            {
                type.getMethod(name, List.class).invoke(dto, (Object)null);
                continue;
            }
            for (final Object entry : (List<?>)type.getMethod(name).invoke(dto))
            {
                clearAfter(entry, group.block(), version);
            }
        }
        for (final VarData data : block.varData())
        {
            if (data.sinceVersion() > version)
            {
                setter(type, names.member(data)).invoke(dto, (Object)null);
            }
        }
    }

    private static Method setter(final Class<?> type, final String name)
    {
        for (final Method method : type.getMethods())
        {
            if (method.getName().equals(name) && method.getParameterCount() == 1 &&
                !java.lang.reflect.Modifier.isStatic(method.getModifiers()))
            {
                return method;
            }
        }
        throw new IllegalStateException(type.getName() + " has no setter " + name);
    }
}
