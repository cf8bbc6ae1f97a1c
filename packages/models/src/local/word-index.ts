/**
 * word → row lookup over the file's UTF-8 vocabulary without a JS string per word: an
 * open-addressing hash table (Uint32Array) of row numbers, compared against the vocabulary bytes.
 * About 7 MB for 341k words, where a Map<string, number> costs ~40 MB of heap.
 */
export class WordIndex {
  private readonly vocab: Buffer;
  /** Start of each word in `vocab`; word i spans starts[i] .. starts[i + 1] - 1 (the "\n"). */
  private readonly starts: Uint32Array;
  /** row + 1 per slot; 0 = empty. */
  private readonly table: Uint32Array;
  private readonly mask: number;

  constructor(vocab: Buffer, count: number) {
    this.vocab = vocab;
    this.starts = new Uint32Array(count + 1);
    let word = 0;
    for (let i = 0; i < vocab.length && word < count; i++) {
      if (vocab[i] === 0x0a) this.starts[++word] = i + 1;
    }
    this.starts[count] = vocab.length + 1;
    let size = 1;
    while (size < count * 2) size <<= 1;
    this.table = new Uint32Array(size);
    this.mask = size - 1;
    for (let row = 0; row < count; row++) {
      const start = this.starts[row] ?? 0;
      const end = (this.starts[row + 1] ?? 0) - 1;
      let slot = fnv1a(vocab, start, end) & this.mask;
      // First occurrence wins (the most frequent spelling), as with Map.has() before set().
      let duplicate = false;
      while (this.table[slot] !== 0) {
        if (this.equals((this.table[slot] ?? 1) - 1, vocab, start, end)) {
          duplicate = true;
          break;
        }
        slot = (slot + 1) & this.mask;
      }
      if (!duplicate) this.table[slot] = row + 1;
    }
  }

  get(word: string): number | undefined {
    const bytes = Buffer.from(word, "utf8");
    let slot = fnv1a(bytes, 0, bytes.length) & this.mask;
    for (;;) {
      const entry = this.table[slot] ?? 0;
      if (entry === 0) return undefined;
      if (this.equals(entry - 1, bytes, 0, bytes.length)) return entry - 1;
      slot = (slot + 1) & this.mask;
    }
  }

  private equals(row: number, bytes: Buffer, start: number, end: number): boolean {
    const from = this.starts[row] ?? 0;
    const to = (this.starts[row + 1] ?? 0) - 1;
    if (to - from !== end - start) return false;
    for (let i = 0; i < end - start; i++) if (this.vocab[from + i] !== bytes[start + i]) return false;
    return true;
  }
}

function fnv1a(bytes: Buffer, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    hash ^= bytes[i] ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
