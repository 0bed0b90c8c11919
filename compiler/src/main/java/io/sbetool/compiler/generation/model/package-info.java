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
 *
 * <h2>Layout facts</h2>
 * Every target reads these from the model, and the model takes them from the runtime's IR helpers that the
 * on-the-fly decoder and the encoder use too, so that a generated codec and {@code sbetool decode} read a
 * message one way ({@code LayoutAgreementTest} holds the two readings to each other for every schema we hold):
 * <ul>
 *   <li><b>Present extent per version</b>: {@link io.sbetool.compiler.generation.model.Block#presentExtent()},
 *   where the fixed fields a given acting version has end ({@link io.sbetool.ir.PresentExtent}; constants
 *   take no bytes).</li>
 *   <li><b>Absence</b>: an element is missing from a message of an acting version below its
 *   {@code sinceVersion}; one of version 0 needs no check ({@link io.sbetool.ir.Layout#isVersioned}). A
 *   fixed field is also missing from a wire block too short for it ({@link io.sbetool.ir.Layout#inBlock}),
 *   which the generated decoders, like the reference implementation's, do not check.</li>
 *   <li><b>Null values</b>: what a missing or optional value reads as,
 *   {@link io.sbetool.compiler.generation.model.PrimitiveEncoding#nullValue()}: the schema's nullValue,
 *   else the standard's for the primitive type ({@link io.sbetool.ir.Encoding#applicableNullValue()}).</li>
 *   <li><b>Member kinds</b>: {@link io.sbetool.compiler.generation.model.MemberType} says primitive, enum,
 *   set or composite; a primitive is an array when
 *   {@link io.sbetool.compiler.generation.model.PrimitiveEncoding#isArray()} (more than one element,
 *   {@link io.sbetool.ir.Token#arrayLength()}), constant or not.</li>
 *   <li><b>Composite members</b>: a group's dimension members and a var-data composite's {@code length} and
 *   {@code varData} are the composite's direct members ({@link io.sbetool.ir.TokenLookup#member}); the data
 *   starts {@link io.sbetool.compiler.generation.model.VarData#headerLength()} bytes into the element.</li>
 * </ul>
 */
package io.sbetool.compiler.generation.model;
