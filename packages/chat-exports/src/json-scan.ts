/**
 * A lazy walk over JSON bytes: finds where values start and end without building them, so a large
 * export (a 100 MB Telegram `result.json`, a DiscordChatExporter channel) is parsed one element at a
 * time with `JSON.parse`. Memory: the input bytes plus one element, never the whole tree.
 *
 * The scanner trusts the input to be JSON; on malformed input it throws `JsonScanError`.
 */
export class JsonScanError extends Error {}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJ = 0x7b;
const CLOSE_OBJ = 0x7d;
const OPEN_ARR = 0x5b;
const CLOSE_ARR = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

const decoder = new TextDecoder("utf-8");

export class JsonScanner {
  readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  /** Position of the first value (after a UTF-8 byte-order mark and whitespace). */
  start(): number {
    const b = this.bytes;
    const at = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
    return this.ws(at);
  }

  ws(pos: number): number {
    const b = this.bytes;
    let p = pos;
    while (p < b.length) {
      const c = b[p] as number;
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
      p++;
    }
    return p;
  }

  byteAt(pos: number): number | undefined {
    return this.bytes[pos];
  }

  /** Index just after the string that starts at `pos` (a quote). */
  private stringEnd(pos: number): number {
    const b = this.bytes;
    let p = pos + 1;
    while (p < b.length) {
      const c = b[p] as number;
      if (c === BACKSLASH) p += 2;
      else if (c === QUOTE) return p + 1;
      else p++;
    }
    throw new JsonScanError("unterminated string");
  }

  /** Index just after the value that starts at `pos`. */
  valueEnd(pos: number): number {
    const b = this.bytes;
    const first = b[pos];
    if (first === QUOTE) return this.stringEnd(pos);
    if (first === OPEN_OBJ || first === OPEN_ARR) {
      let depth = 0;
      let p = pos;
      while (p < b.length) {
        const c = b[p] as number;
        if (c === QUOTE) {
          p = this.stringEnd(p);
          continue;
        }
        if (c === OPEN_OBJ || c === OPEN_ARR) depth++;
        else if (c === CLOSE_OBJ || c === CLOSE_ARR) {
          depth--;
          if (depth === 0) return p + 1;
        }
        p++;
      }
      throw new JsonScanError("unterminated object or array");
    }
    let p = pos;
    while (p < b.length) {
      const c = b[p] as number;
      if (
        c === COMMA ||
        c === CLOSE_OBJ ||
        c === CLOSE_ARR ||
        c === 0x20 ||
        c === 0x0a ||
        c === 0x0d ||
        c === 0x09
      )
        break;
      p++;
    }
    if (p === pos) throw new JsonScanError(`unexpected byte at ${pos}`);
    return p;
  }

  /** The members of the object at `pos`: key and the value's byte range. */
  *entries(pos: number): Generator<{ key: string; start: number; end: number }> {
    const b = this.bytes;
    if (b[pos] !== OPEN_OBJ) throw new JsonScanError(`expected an object at ${pos}`);
    let p = this.ws(pos + 1);
    if (b[p] === CLOSE_OBJ) return;
    for (;;) {
      if (b[p] !== QUOTE) throw new JsonScanError(`expected a key at ${p}`);
      const keyEnd = this.stringEnd(p);
      const key = JSON.parse(decoder.decode(b.subarray(p, keyEnd))) as string;
      p = this.ws(keyEnd);
      if (b[p] !== COLON) throw new JsonScanError(`expected ':' at ${p}`);
      const start = this.ws(p + 1);
      const end = this.valueEnd(start);
      yield { key, start, end };
      p = this.ws(end);
      if (b[p] === COMMA) p = this.ws(p + 1);
      else if (b[p] === CLOSE_OBJ) return;
      else throw new JsonScanError(`expected ',' or '}' at ${p}`);
    }
  }

  /** The elements of the array at `pos`, as byte ranges. */
  *items(pos: number): Generator<{ start: number; end: number }> {
    const b = this.bytes;
    if (b[pos] !== OPEN_ARR) throw new JsonScanError(`expected an array at ${pos}`);
    let p = this.ws(pos + 1);
    if (b[p] === CLOSE_ARR) return;
    for (;;) {
      const start = p;
      const end = this.valueEnd(start);
      yield { start, end };
      p = this.ws(end);
      if (b[p] === COMMA) p = this.ws(p + 1);
      else if (b[p] === CLOSE_ARR) return;
      else throw new JsonScanError(`expected ',' or ']' at ${p}`);
    }
  }

  /** Parses the value in a byte range. */
  parse(start: number, end: number): unknown {
    return JSON.parse(decoder.decode(this.bytes.subarray(start, end)));
  }

  /** The top-level members' ranges by key (values are not parsed). */
  index(pos: number): Map<string, { start: number; end: number }> {
    const map = new Map<string, { start: number; end: number }>();
    for (const e of this.entries(pos)) map.set(e.key, { start: e.start, end: e.end });
    return map;
  }
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (v: unknown): v is JsonObject =>
  typeof v === "object" && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
/**
 * IDS_ARE_STRINGS_OR_NUMBERS: an id as the formats write one, a string or a finite number; anything
 * else is no id. `String(value)` would throw on `{"toString": 1}` and make "[object Object]" of the rest.
 */
export const idText = (v: unknown): string | undefined =>
  typeof v === "string" ? v : typeof v === "number" && Number.isFinite(v) ? String(v) : undefined;
/** `Number(value)` for what JSON holds, except that an object or an array is NaN (it never throws). */
export const num = (v: unknown): number => (typeof v === "object" && v !== null ? Number.NaN : Number(v));
