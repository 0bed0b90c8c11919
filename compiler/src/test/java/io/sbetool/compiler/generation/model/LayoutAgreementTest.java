package io.sbetool.compiler.generation.model;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.GenerationSchemas;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Layout;
import io.sbetool.ir.MessageWalker;
import io.sbetool.ir.MessageWalker.Site;
import io.sbetool.ir.PresentExtent;
import io.sbetool.ir.Token;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The codec model (which the Java, C++ and Rust generators read) and {@link MessageWalker} (which the on-the-fly
 * decoder and the encoder read) take the same layout from every message of every schema we hold: the same
 * fields at the same offsets, lengths, versions and kinds, the same present extent per version, the same
 * dimension members and the same var-data headers. A generated codec and {@code sbetool decode} thus read one
 * message one way.
 */
class LayoutAgreementTest
{
    /** A fixed field as the walker sees it. */
    private record Field(String name, int offset, int encodedLength, int sinceVersion, boolean array)
    {
    }

    private record WalkedGroup(String name, int blockLengthOffset, int numInGroupOffset, Body body)
    {
    }

    private record WalkedData(String name, int lengthOffset, int headerLength)
    {
    }

    private record Body(int blockLength, List<Field> fields, List<WalkedGroup> groups, List<WalkedData> varData)
    {
    }

    /** Collects what the runtime's plans are built from, with the lengths they take (constants have none). */
    private static final class Walk implements MessageWalker.Parts<Field, WalkedGroup, WalkedData, Body>
    {
        private static Field field(final Site site, final int encodedLength, final boolean array)
        {
            final Token owner = site.owner();
            return new Field(owner.name(), owner.offset(), encodedLength, owner.version(), array);
        }

        @Override
        public Field scalar(final Site site, final Token encoding)
        {
            return field(site, encoding.isConstantEncoding() ? 0 : encoding.encodedLength(), encoding.arrayLength() > 1);
        }

        @Override
        public Field enumeration(final Site site, final Token begin, final List<Token> validValues)
        {
            return field(site, site.constantEnumName() != null ? 0 : begin.encodedLength(), false);
        }

        @Override
        public Field set(final Site site, final Token begin, final List<Token> choices)
        {
            return field(site, begin.encodedLength(), false);
        }

        @Override
        public Field composite(final Site site, final Token begin, final List<Field> members)
        {
            return field(site, Math.max(0, begin.encodedLength()), false);
        }

        @Override
        public WalkedGroup group(final Token group, final Token dimension, final Token blockLength,
            final Token numInGroup, final Body body)
        {
            return new WalkedGroup(group.name(), blockLength.offset(), numInGroup.offset(), body);
        }

        @Override
        public WalkedData varData(final Token data, final Token length, final Token varData)
        {
            return new WalkedData(data.name(), length.offset(), Layout.varDataHeaderLength(length, varData));
        }

        @Override
        public Body body(final Token owner, final List<Field> fields, final List<WalkedGroup> groups,
            final List<WalkedData> varData)
        {
            return new Body(owner.encodedLength(), fields, groups, varData);
        }
    }

    static List<Path> schemas()
    {
        return GenerationSchemas.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void theModelAndTheWalkerReadEveryMessageAlike(final Path schemaFile)
    {
        final Ir ir = Compilation.compileOrThrow(schemaFile);
        final Schema schema = CodecModelBuilder.build(ir);
        final MessageWalker<Field, WalkedGroup, WalkedData, Body> walker = new MessageWalker<>(new Walk());
        for (int i = 0; i < schema.messages().size(); i++)
        {
            final Message message = schema.messages().get(i);
            assertAgree(message.name(), message.block(), walker.message(ir.messages().get(i)));
        }
    }

    private static void assertAgree(final String path, final Block model, final Body walked)
    {
        assertEquals(walked.blockLength(), model.blockLength(), path + " blockLength");
        final List<Field> modelFields = new ArrayList<>();
        final PresentExtent.Builder walkedExtent = PresentExtent.builder();
        for (final Member member : model.fields())
        {
            modelFields.add(new Field(member.name(), member.offset(), member.encodedLength(), member.sinceVersion(),
                member.type() instanceof MemberType.Encoded encoded && encoded.encoding().isArray()));
        }
        for (final Field field : walked.fields())
        {
            walkedExtent.add(field.sinceVersion(), field.offset(), field.encodedLength());
        }
        assertEquals(walked.fields(), modelFields, path + " fields");
        final PresentExtent modelExtent = model.presentExtent();
        final PresentExtent runtimeExtent = walkedExtent.build();
        assertArrayEquals(runtimeExtent.versions(), modelExtent.versions(), path + " versions");
        for (final int version : modelExtent.versions())
        {
            assertEquals(runtimeExtent.endAt(version), modelExtent.endAt(version), path + " end at " + version);
        }

        assertEquals(walked.groups().size(), model.groups().size(), path + " groups");
        for (int g = 0; g < model.groups().size(); g++)
        {
            final Group group = model.groups().get(g);
            final WalkedGroup walkedGroup = walked.groups().get(g);
            final String groupPath = path + "." + group.name();
            assertEquals(walkedGroup.name(), group.name(), groupPath);
            assertEquals(walkedGroup.numInGroupOffset(), group.dimension().numInGroup().offset(), groupPath + " numInGroup");
            assertEquals(walkedGroup.blockLengthOffset(), group.dimension().blockLength().offset(), groupPath + " blockLength");
            assertAgree(groupPath, group.block(), walkedGroup.body());
        }

        final List<WalkedData> modelData = new ArrayList<>();
        for (final VarData data : model.varData())
        {
            modelData.add(new WalkedData(data.name(), data.length().offset(), data.headerLength()));
        }
        assertEquals(walked.varData(), modelData, path + " var data");
    }
}
