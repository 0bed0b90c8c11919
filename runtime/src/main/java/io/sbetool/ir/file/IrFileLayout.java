package io.sbetool.ir.file;

/**
 * Offsets and sizes of the IR file format, taken from {@code schemas/sbe-ir.xml} (schema id 1,
 * version 0, little-endian), the schema the reference implementation uses, so that files are
 * exchangeable. A file has no message headers: one FrameCodec (message 1) then one TokenCodec
 * (message 2) per token, back to back, each a fixed root block followed by its var data, each
 * var-data element a uint16 length then that many bytes.
 */
final class IrFileLayout
{
    /** The only IR format version there is; the FrameCodec's irVersion. */
    static final int IR_VERSION = 0;

    // FrameCodec root block: irId, irVersion, schemaVersion (int32 each).
    static final int FRAME_IR_ID_OFFSET = 0;
    static final int FRAME_IR_VERSION_OFFSET = 4;
    static final int FRAME_SCHEMA_VERSION_OFFSET = 8;
    static final int FRAME_BLOCK_LENGTH = 12;

    // TokenCodec root block: five int32, four uint8 enums, then the int32 deprecated version.
    static final int TOKEN_OFFSET_OFFSET = 0;
    static final int TOKEN_SIZE_OFFSET = 4;
    static final int TOKEN_FIELD_ID_OFFSET = 8;
    static final int TOKEN_VERSION_OFFSET = 12;
    static final int TOKEN_COMPONENT_TOKEN_COUNT_OFFSET = 16;
    static final int TOKEN_SIGNAL_OFFSET = 20;
    static final int TOKEN_PRIMITIVE_TYPE_OFFSET = 21;
    static final int TOKEN_BYTE_ORDER_OFFSET = 22;
    static final int TOKEN_PRESENCE_OFFSET = 23;
    static final int TOKEN_DEPRECATED_OFFSET = 24;
    static final int TOKEN_BLOCK_LENGTH = 28;

    /**
     * Var-data elements of a TokenCodec record: name, constValue, minValue, maxValue, nullValue,
     * characterEncoding, epoch, timeUnit, semanticType, description, referencedName, packageName.
     * The reference added packageName (the {@code package} a type of the schema may name) after its
     * 1.35 releases without changing the schema's version, so older files end each record at
     * referencedName: {@link #TOKEN_VAR_DATA_COUNT_WITHOUT_PACKAGE}. Files are written with it.
     */
    static final int TOKEN_VAR_DATA_COUNT = 12;

    /** Var-data elements of a TokenCodec record in the older files: all but packageName. */
    static final int TOKEN_VAR_DATA_COUNT_WITHOUT_PACKAGE = 11;

    /** Size of the varDataEncoding length (uint16). */
    static final int VAR_DATA_LENGTH_SIZE = 2;

    /** Largest var-data length: the uint16 maximum, 65535 being the type's null value. */
    static final int MAX_VAR_DATA_LENGTH = 65534;

    /** PrimitiveTypeCodec NONE: a token without a primitive type. */
    static final int PRIMITIVE_TYPE_NONE = 0;

    /** ByteOrderCodec values. */
    static final int LITTLE_ENDIAN = 0;
    static final int BIG_ENDIAN = 1;

    private IrFileLayout()
    {
    }
}
