#!/usr/bin/env python3
"""Expected values for CorpusCapturesTest, worked out without sbetool: for each sample capture, the file
offset, templateId and version of its first SBE message and the value of the first field of that
message that takes bytes, decoded here from the pcap and the schema by the rules of the SBE standard.

Only the standard library is used: the pcap, Ethernet, IPv4, UDP and TCP headers are read by hand, each
venue's framing is unwrapped as its documentation says, and the schema is read with ElementTree.

    python3 first-fields.py ../../../../../testdata/corpus > first-fields.txt   (from this folder)

Each output line: capture, offset, templateId, version, field name, value as JSON (tab-separated).
"""
import json
import struct
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

MDP3 = "cme/Cme.Futures.Mdp3.Sbe.v1.12.xml"
SESSION = "cme/Cme.Futures.SessionMgmt.Sbe.v0.2.xml"
ILINK = "cme/Cme.Futures.iLink3.Sbe.v8.5.xml"
UMDF = "b3/B3.Equities.BinaryUmdf.Sbe.v1.8.xml"
BEP = "b3/B3.Equities.BinaryEntryPoint.Sbe.v8.1.xml"
CB_MD = "coinbase/Coinbase.Derivatives.MarketDataApi.Sbe.v1.2.xml"
CB_ORD = "coinbase/Coinbase.Derivatives.OrdersApi.Sbe.v1.4.xml"
CB_SES = "coinbase/Coinbase.Derivatives.Session.Sbe.v1.2.xml"
MEMX = "memx/Memx.Equities.MemoirDepth.Sbe.v1.3.xml"

# capture folder, schema, framing, bytes skipped at the start of each UDP payload or TCP segment
VENUES = [
    ("cme/samples/Mdp3.Sbe.v1.12/Md", MDP3, "u16le-incl", 14),
    ("cme/samples/Mdp3.Sbe.v1.12/Snapshot", MDP3, "u16le-incl", 14),
    ("cme/samples/Mdp3.Sbe.v1.12/", SESSION, "u16le-incl", 14),
    ("cme/samples/iLink3.Sbe.8.5/", ILINK, "sofh", 0),
    ("b3/samples/BinaryUmdf.v1.8/", UMDF, "sofh", 16),
    ("b3/samples/BinaryEntryPoint.v8.1/", BEP, "sofh", 0),
    ("coinbase/samples/MarketDataApi.v1.2/", CB_MD, "raw", 24),
    ("coinbase/samples/OrderApi.v1.4/Unknown", CB_SES, "raw", 0),
    ("coinbase/samples/OrderApi.v1.4/", CB_ORD, "raw", 0),
    ("memx/samples/Equities.MemiorDepth.v1.3/", MEMX, "u16be", 20),
]

SIZES = {"char": 1, "int8": 1, "uint8": 1, "int16": 2, "uint16": 2, "int32": 4, "uint32": 4,
         "int64": 8, "uint64": 8, "float": 4, "double": 8}
FORMATS = {"char": "c", "int8": "b", "uint8": "B", "int16": "h", "uint16": "H", "int32": "i", "uint32": "I",
           "int64": "q", "uint64": "Q", "float": "f", "double": "d"}
# The standard's null values of optional fields (02FieldEncoding, table of primitive types).
NULLS = {"char": 0, "int8": -128, "uint8": 255, "int16": -32768, "uint16": 65535, "int32": -2**31,
         "uint32": 2**32 - 1, "int64": -2**63, "uint64": 2**64 - 1}


def local(tag):
    return tag.rsplit("}", 1)[-1]


def first_payload(data):
    """The file offset and bytes of the first UDP or TCP payload that is not empty."""
    magic = data[:4]
    endian = "<" if magic in (b"\xd4\xc3\xb2\xa1", b"\x4d\x3c\xb2\xa1") else ">"
    linktype = struct.unpack(endian + "I", data[20:24])[0]
    assert linktype == 1, "only Ethernet captures are expected"
    at = 24
    while at + 16 <= len(data):
        included = struct.unpack(endian + "I", data[at + 8:at + 12])[0]
        frame = at + 16
        at = frame + included
        ethertype = struct.unpack(">H", data[frame + 12:frame + 14])[0]
        ip = frame + 14
        if ethertype == 0x8100:
            ethertype = struct.unpack(">H", data[frame + 16:frame + 18])[0]
            ip += 4
        if ethertype != 0x0800:
            continue
        header = (data[ip] & 0x0F) * 4
        total = struct.unpack(">H", data[ip + 2:ip + 4])[0]
        protocol = data[ip + 9]
        transport = ip + header
        if protocol == 17:
            start = transport + 8
        elif protocol == 6:
            start = transport + (data[transport + 12] >> 4) * 4
        else:
            continue
        end = min(ip + total, frame + included)
        if end > start:
            return start, data[start:end]
    raise ValueError("no payload")


def message_start(framing, skip):
    """Where the first SBE message header starts in the payload, by the venue's framing: a uint16 length
    (u16le-incl, u16be), the 4-byte Simple Open Framing Header that CME iLink 3 and B3 put before each
    message (uint16 message length, uint16 encoding type 0xCAFE or 0xEB50), or nothing (raw)."""
    return skip + {"u16le-incl": 2, "u16be": 2, "sofh": 4, "raw": 0}[framing]


class Schema:
    def __init__(self, path):
        self.root = ET.parse(path).getroot()
        self.order = "<" if self.root.get("byteOrder", "littleEndian") == "littleEndian" else ">"
        self.types = {}
        for types in self.root.iter():
            if local(types.tag) == "types":
                for element in types:
                    self.types[element.get("name")] = element

    def read(self, kind, data, at):
        return struct.unpack(self.order + FORMATS[kind], data[at:at + SIZES[kind]])[0]

    def header(self, data, at):
        """blockLength, templateId, schemaId and version, each at its place in the header composite."""
        composite = self.types[self.root.get("headerType", "messageHeader")]
        values = {}
        offset = at
        for member in composite:
            if member.get("offset") is not None:
                offset = at + int(member.get("offset"))
            if local(member.tag) == "type" and member.get("presence") != "constant":
                values[member.get("name")] = self.read(member.get("primitiveType"), data, offset)
            offset += self.size_of(member)
        values["length"] = offset - at
        return values

    def message(self, template_id):
        for element in self.root.iter():
            if local(element.tag) == "message" and int(element.get("id")) == template_id:
                return element
        raise KeyError(template_id)

    def constant(self, element):
        if element.get("presence") == "constant":
            return True
        named = self.types.get(element.get("type"))
        return named is not None and named.get("presence") == "constant"

    def value(self, type_name, data, at, optional):
        """A value as sbetool's JSON shows it: numbers, text cut at the first NUL, enum names, set
        choice names, composites as objects."""
        if type_name in SIZES:
            return self.primitive(type_name, 1, data, at, optional, None)
        element = self.types[type_name]
        kind = local(element.tag)
        if kind == "type":
            return self.primitive(element.get("primitiveType"), int(element.get("length", "1")), data, at,
                                  optional or element.get("presence") == "optional", element.get("nullValue"))
        if kind == "enum":
            encoding = element.get("encodingType")
            encoding = self.types[encoding].get("primitiveType") if encoding in self.types else encoding
            raw = self.read(encoding, data, at)
            for valid in element:
                text = valid.text.strip()
                if (raw.decode("latin-1") if encoding == "char" else raw) == (text if encoding == "char" else int(text)):
                    return valid.get("name")
            return None if raw == NULLS.get(encoding) else raw
        if kind == "set":
            raw = self.read(element.get("encodingType"), data, at)
            return [choice.get("name") for choice in element if raw >> int(choice.text.strip()) & 1]
        if kind == "composite":
            # Constant members take no bytes and are left out: the test compares the members given here.
            result = {}
            offset = at
            for member in element:
                if member.get("offset") is not None:
                    offset = at + int(member.get("offset"))
                name = member.get("name")
                if local(member.tag) == "ref":
                    if not self.constant(member):
                        result[name] = self.value(member.get("type"), data, offset, False)
                    offset += self.size(member.get("type"))
                elif member.get("presence") != "constant":
                    result[name] = self.value_of(member, data, offset)
                    offset += self.size_of(member)
            return result
        raise ValueError(kind)

    def value_of(self, member, data, at):
        """A type, enum, set or composite declared inside a composite."""
        kind = local(member.tag)
        if kind == "type":
            return self.primitive(member.get("primitiveType"), int(member.get("length", "1")), data, at,
                                  member.get("presence") == "optional", member.get("nullValue"))
        self.types.setdefault(member.get("name"), member)
        return self.value(member.get("name"), data, at, False)

    def size(self, type_name):
        if type_name in SIZES:
            return SIZES[type_name]
        return self.size_of(self.types[type_name])

    def size_of(self, element):
        kind = local(element.tag)
        if element.get("presence") == "constant":
            return 0
        if kind == "type":
            return SIZES[element.get("primitiveType")] * int(element.get("length", "1"))
        if kind in ("enum", "set"):
            return self.size(element.get("encodingType"))
        if kind == "ref":
            return self.size(element.get("type"))
        total = 0
        for member in element:
            if member.get("offset") is not None:
                total = int(member.get("offset"))
            total += self.size_of(member)
        return total

    def primitive(self, kind, length, data, at, optional, null_value):
        if kind == "char":
            text = data[at:at + length].split(b"\0", 1)[0].decode("latin-1")
            return text if length > 1 else (None if optional and text == "" else text)
        value = self.read(kind, data, at)
        null = int(null_value) if null_value is not None else NULLS.get(kind)
        return None if optional and value == null else value


def first_fields(corpus, capture, schema_file, framing, skip):
    data = (corpus / capture).read_bytes()
    start, payload = first_payload(data)
    at = message_start(framing, skip)
    schema = Schema(corpus / schema_file)
    header = schema.header(payload, at)
    message = schema.message(header["templateId"])
    block = at + header["length"]
    for field in message:
        if local(field.tag) == "field" and not schema.constant(field):
            offset = block + int(field.get("offset", "0"))
            value = schema.value(field.get("type"), payload, offset, field.get("presence") == "optional")
            return [capture, start + at, header["templateId"], header["version"], field.get("name"),
                    json.dumps(value, separators=(",", ":"), ensure_ascii=False)]
    # A message with no field that takes bytes (a heartbeat): its header alone.
    return [capture, start + at, header["templateId"], header["version"], "-", "-"]


def main():
    corpus = Path(sys.argv[1])
    for capture in sorted(str(p.relative_to(corpus)) for p in corpus.glob("*/samples/*/*.pcap")):
        for prefix, schema_file, framing, skip in VENUES:
            if capture.startswith(prefix):
                print("\t".join(str(v) for v in first_fields(corpus, capture, schema_file, framing, skip)))
                break


if __name__ == "__main__":
    main()
