/**
 * The language-neutral codec model: what every target generates for a schema, built once from its IR by
 * {@link io.sbetool.compiler.generation.model.CodecModelBuilder}. Immutable records with the standard's
 * names (blockLength, sinceVersion, numInGroup...) and no target-language names or types: each target's
 * generator walks this model and names things with its own rules.
 *
 * <pre>
 * Schema ── header: MessageHeader (the header composite and its four standard members)
 *        ├─ types: CompositeDef | EnumDef | SetDef     (each named type once, in order of first use)
 *        └─ messages: Message ── block: Block ── fields: Member ── type: Encoded | EnumRef | SetRef | CompositeRef
 *                                             ├─ groups: Group (Dimension, nested Block)
 *                                             └─ varData: VarData (length Member, data encoding)
 * </pre>
 */
package io.sbetool.compiler.generation.model;
