package io.sbetool.compiler.validation;

import io.sbetool.compiler.schema.Block;
import io.sbetool.compiler.schema.BlockMember;
import io.sbetool.compiler.schema.Choice;
import io.sbetool.compiler.schema.CompositeMember;
import io.sbetool.compiler.schema.CompositeType;
import io.sbetool.compiler.schema.ElementKinds;
import io.sbetool.compiler.schema.EnumType;
import io.sbetool.compiler.schema.Group;
import io.sbetool.compiler.schema.Message;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.SetType;
import io.sbetool.compiler.schema.ValidValue;

import java.util.ArrayList;
import java.util.List;

/** Lists every named element of a schema in document order. */
final class SchemaElements
{
    private final List<NamedElement> elements = new ArrayList<>();

    private SchemaElements()
    {
    }

    static List<NamedElement> of(final MessageSchema schema)
    {
        final SchemaElements collector = new SchemaElements();
        schema.types().forEach(collector::addMember);
        schema.messages().forEach(collector::addBlock);
        return collector.elements;
    }

    private void addMember(final CompositeMember member)
    {
        add(ElementKinds.of(member), member.name(), member.sinceVersion(), member.deprecated(), member);
        if (member instanceof CompositeType composite)
        {
            composite.members().forEach(this::addMember);
        }
        else if (member instanceof EnumType enumType)
        {
            for (final ValidValue value : enumType.validValues())
            {
                elements.add(new NamedElement("validValue", value.name(), value.sinceVersion(), value.deprecated(),
                    value.location()));
            }
        }
        else if (member instanceof SetType setType)
        {
            for (final Choice choice : setType.choices())
            {
                elements.add(new NamedElement("choice", choice.name(), choice.sinceVersion(), choice.deprecated(),
                    choice.location()));
            }
        }
    }

    private void addBlock(final Block block)
    {
        if (block instanceof Message message)
        {
            elements.add(new NamedElement("message", message.name(), message.sinceVersion(), message.deprecated(),
                message.location()));
        }
        for (final BlockMember member : block.members())
        {
            elements.add(new NamedElement(ElementKinds.of(member), member.name(), member.sinceVersion(), member.deprecated(),
                member.location()));
            if (member instanceof Group group)
            {
                addBlock(group);
            }
        }
    }

    private void add(final String kind, final String name, final int since, final Integer deprecated,
        final CompositeMember member)
    {
        elements.add(new NamedElement(kind, name, since, deprecated, member.location()));
    }
}
