/**
 * IPP/1.1 message encoding and decoding (RFC 8010): a version, an operation or status code, a
 * request id, attribute groups (with 1setOf values and collections), then the document data.
 * Attribute values are plain JSON, as the `ipp` npm package writes them, so hiprint pages can
 * send what they already send.
 */
import type { IppGroup, IppValue } from '../../contract/printClient.ts';
import { ENUMS, GROUP_TAGS, SYNTAX, TAG, type ValueTag } from './tables.ts';

export type GroupName = keyof typeof GROUP_TAGS;

export interface IppGroupEntry {
  name: GroupName | string;
  attributes: IppGroup;
}

export interface IppMessage {
  /** "1.1", "2.0", ... */
  version: string;
  /** The operation id of a request, the status code of a response. */
  code: number;
  id: number;
  groups: IppGroupEntry[];
  data: Buffer;
}

/** Thrown for bytes that are not an IPP message, or values that cannot be encoded. */
export class IppFormatError extends Error {
  override name = 'IppFormatError';
}

// ---------------------------------------------------------------- encoding

/** Encode a message; groups are written in the order given. */
export function encodeMessage(message: IppMessage): Buffer {
  const out: Buffer[] = [];
  const [major, minor] = message.version.split('.').map(Number);
  const head = Buffer.alloc(8);
  head.writeUInt8(major ?? 1, 0);
  head.writeUInt8(minor ?? 1, 1);
  head.writeUInt16BE(message.code, 2);
  head.writeInt32BE(message.id, 4);
  out.push(head);
  for (const group of message.groups) {
    const tag = GROUP_TAGS[group.name as GroupName];
    if (tag === undefined || tag === GROUP_TAGS['end-of-attributes-tag']) throw new IppFormatError(`unknown attribute group '${group.name}'`);
    out.push(Buffer.from([tag]));
    for (const [name, value] of Object.entries(group.attributes)) {
      if (value === undefined) continue;
      writeAttribute(out, name, value);
    }
  }
  out.push(Buffer.from([GROUP_TAGS['end-of-attributes-tag']]));
  out.push(message.data);
  return Buffer.concat(out);
}

function writeAttribute(out: Buffer[], name: string, value: IppValue): void {
  const values = Array.isArray(value) && !isRangePair(name, value) ? value : [value];
  if (values.length === 0) throw new IppFormatError(`attribute '${name}' has no value`);
  values.forEach((one, i) => writeValue(out, i === 0 ? name : '', name, one));
}

/** One value: tag, name (empty for additional values and collection members), value. */
function writeValue(out: Buffer[], writtenName: string, syntaxName: string, value: IppValue): void {
  const tag = tagFor(syntaxName, value);
  if (tag === TAG.begCollection) {
    if (!isObject(value)) throw new IppFormatError(`attribute '${syntaxName}' must be a collection (an object)`);
    out.push(header(tag, writtenName, 0));
    for (const [member, memberValue] of Object.entries(value)) {
      if (memberValue === undefined) continue;
      const nameBytes = Buffer.from(member, 'utf8');
      out.push(header(TAG.memberAttrName, '', nameBytes.length), nameBytes);
      const memberValues = Array.isArray(memberValue) ? memberValue : [memberValue];
      for (const one of memberValues) writeValue(out, '', member, one);
    }
    out.push(header(TAG.endCollection, '', 0));
    return;
  }
  const bytes = valueBytes(tag, syntaxName, value);
  out.push(header(tag, writtenName, bytes.length), bytes);
}

function header(tag: number, name: string, valueLength: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const buffer = Buffer.alloc(1 + 2 + nameBytes.length + 2);
  buffer.writeUInt8(tag, 0);
  buffer.writeUInt16BE(nameBytes.length, 1);
  nameBytes.copy(buffer, 3);
  buffer.writeUInt16BE(valueLength, 3 + nameBytes.length);
  return buffer;
}

/** The value tag: from the syntax table, else from the JSON type of the value. */
function tagFor(name: string, value: IppValue): ValueTag {
  if (value === null) return TAG.noValue;
  const known = SYNTAX[name];
  if (known !== undefined) return known;
  if (typeof value === 'boolean') return TAG.boolean;
  if (typeof value === 'number') return TAG.integer;
  if (typeof value === 'string') return /^[a-z0-9][a-z0-9._-]*$/.test(value) ? TAG.keyword : TAG.textWithoutLanguage;
  if (isObject(value) && 'lower' in value && 'upper' in value) return TAG.rangeOfInteger;
  if (isObject(value) && 'x' in value && 'y' in value && 'units' in value) return TAG.resolution;
  return TAG.begCollection;
}

function valueBytes(tag: ValueTag, name: string, value: IppValue): Buffer {
  switch (tag) {
    case TAG.noValue:
      return Buffer.alloc(0);
    case TAG.integer:
    case TAG.enum: {
      const n = tag === TAG.enum && typeof value === 'string' ? enumNumber(name, value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < -0x80000000 || n > 0x7fffffff) throw new IppFormatError(`attribute '${name}' needs an integer, got ${JSON.stringify(value)}`);
      const b = Buffer.alloc(4);
      b.writeInt32BE(n, 0);
      return b;
    }
    case TAG.boolean:
      if (typeof value !== 'boolean') throw new IppFormatError(`attribute '${name}' needs true or false`);
      return Buffer.from([value ? 1 : 0]);
    case TAG.rangeOfInteger: {
      const [lower, upper] = rangeOf(name, value);
      const b = Buffer.alloc(8);
      b.writeInt32BE(lower, 0);
      b.writeInt32BE(upper, 4);
      return b;
    }
    case TAG.resolution: {
      if (!isObject(value) || typeof value.x !== 'number' || typeof value.y !== 'number') throw new IppFormatError(`attribute '${name}' needs {x, y, units}`);
      const b = Buffer.alloc(9);
      b.writeInt32BE(value.x, 0);
      b.writeInt32BE(value.y, 4);
      b.writeInt8(value.units === 'dpcm' ? 4 : 3, 8);
      return b;
    }
    case TAG.textWithLanguage:
    case TAG.nameWithLanguage: {
      const lang = Buffer.from(isObject(value) && typeof value.lang === 'string' ? value.lang : 'en', 'utf8');
      const text = Buffer.from(isObject(value) ? String(value.value ?? '') : String(value), 'utf8');
      const b = Buffer.alloc(4 + lang.length + text.length);
      b.writeUInt16BE(lang.length, 0);
      lang.copy(b, 2);
      b.writeUInt16BE(text.length, 2 + lang.length);
      text.copy(b, 4 + lang.length);
      return b;
    }
    default:
      if (typeof value !== 'string' && typeof value !== 'number') throw new IppFormatError(`attribute '${name}' needs a string value`);
      return Buffer.from(String(value), 'utf8');
  }
}

function enumNumber(name: string, value: string): number {
  const table = ENUMS[name] ?? {};
  const found = Object.entries(table).find(([, keyword]) => keyword === value);
  if (!found) throw new IppFormatError(`'${value}' is not a value of ${name} (${Object.values(table).join(', ') || 'numbers only'})`);
  return Number(found[0]);
}

/** A range as {lower, upper}, [lower, upper] or "lower-upper". */
function rangeOf(name: string, value: IppValue): [number, number] {
  if (isObject(value) && typeof value.lower === 'number' && typeof value.upper === 'number') return [value.lower, value.upper];
  if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'number') return [value[0], value[1]];
  if (typeof value === 'string' && /^\d+(-\d+)?$/.test(value)) {
    const [lower, upper = lower] = value.split('-').map(Number);
    return [lower!, upper!];
  }
  if (typeof value === 'number' && Number.isInteger(value)) return [value, value];
  throw new IppFormatError(`attribute '${name}' needs a range {lower, upper}`);
}

/** A two-number array for a range attribute is one range, not two values. */
function isRangePair(name: string, value: IppValue[]): boolean {
  return SYNTAX[name] === TAG.rangeOfInteger && value.length === 2 && value.every((v) => typeof v === 'number');
}

function isObject(value: IppValue | undefined): value is { [name: string]: IppValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------- decoding

class Reader {
  offset = 0;
  constructor(readonly bytes: Buffer) {}

  need(n: number): void {
    if (this.offset + n > this.bytes.length) throw new IppFormatError(`IPP message ends early (at byte ${this.offset}, ${n} more needed)`);
  }
  u8(): number {
    this.need(1);
    return this.bytes.readUInt8(this.offset++);
  }
  u16(): number {
    this.need(2);
    const v = this.bytes.readUInt16BE(this.offset);
    this.offset += 2;
    return v;
  }
  i32(): number {
    this.need(4);
    const v = this.bytes.readInt32BE(this.offset);
    this.offset += 4;
    return v;
  }
  slice(n: number): Buffer {
    this.need(n);
    const v = this.bytes.subarray(this.offset, this.offset + n);
    this.offset += n;
    return v;
  }
}

/** Decode an IPP message (request or response). */
export function decodeMessage(bytes: Uint8Array): IppMessage {
  const reader = new Reader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const version = `${reader.u8()}.${reader.u8()}`;
  const code = reader.u16();
  const id = reader.i32();
  const groups: IppGroupEntry[] = [];
  let group: IppGroupEntry | null = null;
  let lastName: string | null = null;
  for (;;) {
    const tag = reader.u8();
    if (tag === GROUP_TAGS['end-of-attributes-tag']) break;
    if (tag < 0x10) {
      const name = Object.entries(GROUP_TAGS).find(([, t]) => t === tag)?.[0] ?? `group-0x${tag.toString(16).padStart(2, '0')}`;
      group = { name, attributes: {} };
      groups.push(group);
      lastName = null;
      continue;
    }
    if (!group) throw new IppFormatError('IPP attribute before any attribute group');
    const nameLength = reader.u16();
    const name = reader.slice(nameLength).toString('utf8');
    const value = readValue(reader, tag, nameLength ? name : (lastName ?? ''));
    if (nameLength) {
      lastName = name;
      group.attributes[name] = value;
    } else {
      if (lastName === null) throw new IppFormatError('IPP additional value without an attribute');
      group.attributes[lastName] = appendValue(group.attributes[lastName]!, value);
    }
  }
  const data = reader.bytes.subarray(reader.offset);
  return { version, code, id, groups, data };
}

/** Add an additional value: decoded single values are never arrays, so an array is always a 1setOf. */
function appendValue(current: IppValue, value: IppValue): IppValue[] {
  if (!Array.isArray(current)) return [current, value];
  current.push(value);
  return current;
}

/** Read one value's length and bytes (or a whole collection) after its tag and name. */
function readValue(reader: Reader, tag: number, name: string): IppValue {
  const length = reader.u16();
  const bytes = reader.slice(length);
  if (tag === TAG.begCollection) return readCollection(reader);
  return decodeValue(tag, name, bytes);
}

function readCollection(reader: Reader): IppValue {
  const collection: { [name: string]: IppValue } = {};
  let member: string | null = null;
  for (;;) {
    const tag = reader.u8();
    const nameLength = reader.u16();
    reader.slice(nameLength); // members carry their names in memberAttrName values, not here
    if (tag === TAG.endCollection) {
      reader.slice(reader.u16());
      return collection;
    }
    if (tag === TAG.memberAttrName) {
      member = reader.slice(reader.u16()).toString('utf8');
      continue;
    }
    if (member === null) throw new IppFormatError('IPP collection value without a member name');
    const value = readValue(reader, tag, member);
    collection[member] = member in collection ? appendValue(collection[member]!, value) : value;
  }
}

function decodeValue(tag: number, name: string, bytes: Buffer): IppValue {
  switch (tag) {
    case TAG.noValue:
      return null;
    case TAG.unsupported:
      return 'unsupported';
    case TAG.unknown:
      return 'unknown';
    case TAG.integer:
      return expectLength(bytes, 4, name).readInt32BE(0);
    case TAG.enum: {
      const n = expectLength(bytes, 4, name).readInt32BE(0);
      return ENUMS[name]?.[n] ?? n;
    }
    case TAG.boolean:
      return expectLength(bytes, 1, name)[0] !== 0;
    case TAG.rangeOfInteger:
      expectLength(bytes, 8, name);
      return { lower: bytes.readInt32BE(0), upper: bytes.readInt32BE(4) };
    case TAG.resolution:
      expectLength(bytes, 9, name);
      return { x: bytes.readInt32BE(0), y: bytes.readInt32BE(4), units: bytes.readInt8(8) === 4 ? 'dpcm' : 'dpi' };
    case TAG.dateTime: {
      expectLength(bytes, 11, name);
      const pad = (n: number): string => String(n).padStart(2, '0');
      const zone = `${String.fromCharCode(bytes[8]!)}${pad(bytes[9]!)}:${pad(bytes[10]!)}`;
      return `${bytes.readUInt16BE(0)}-${pad(bytes[2]!)}-${pad(bytes[3]!)}T${pad(bytes[4]!)}:${pad(bytes[5]!)}:${pad(bytes[6]!)}.${bytes[7]}${zone}`;
    }
    case TAG.textWithLanguage:
    case TAG.nameWithLanguage: {
      const langLength = bytes.readUInt16BE(0);
      const textLength = bytes.readUInt16BE(2 + langLength);
      return bytes.subarray(4 + langLength, 4 + langLength + textLength).toString('utf8');
    }
    case TAG.octetString:
    default:
      return bytes.toString('utf8');
  }
}

function expectLength(bytes: Buffer, length: number, name: string): Buffer {
  if (bytes.length !== length) throw new IppFormatError(`IPP value of '${name}' has ${bytes.length} bytes, ${length} expected`);
  return bytes;
}

/** A message's groups keyed by group name (a repeated group, like one per job, becomes a list). */
export function groupsByName(groups: IppGroupEntry[]): Record<string, IppGroup | IppGroup[]> {
  const byName: Record<string, IppGroup | IppGroup[]> = {};
  for (const group of groups) {
    const current = byName[group.name];
    if (current === undefined) byName[group.name] = group.attributes;
    else if (Array.isArray(current)) current.push(group.attributes);
    else byName[group.name] = [current, group.attributes];
  }
  return byName;
}
