import { createRequire } from "node:module";
import path from "node:path";
import { identifyLanguage } from "@memory/models";
import type { Worker } from "tesseract.js";

const require = createRequire(import.meta.url);

/** An idle tesseract worker is ended after this long (its ~70 MB come back to the process). */
const IDLE_MS = 60_000;

/**
 * The recognition models shipped (npm `@tesseract.js-data/*`, `4.0.0_best_int`, ~14 MB each), by
 * the ISO 639-1 code of the language: English, and the Latin-script languages the local rules or
 * the language identifier read (French, German, Spanish, Italian, Portuguese, Dutch).
 */
export const OCR_LANGUAGES = {
  en: "eng",
  fr: "fra",
  de: "deu",
  es: "spa",
  it: "ita",
  pt: "por",
  nl: "nld",
} as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[keyof typeof OCR_LANGUAGES];

/** The model for an ISO 639-1 code, when one is shipped. */
const modelFor = (code: string): OcrLanguage | undefined =>
  Object.hasOwn(OCR_LANGUAGES, code) ? OCR_LANGUAGES[code as keyof typeof OCR_LANGUAGES] : undefined;

/**
 * The tesseract workers of this process, shared by its imports: a worker is started on the first
 * image-only page (loading the model takes ~0.2–0.3 s and ~70 MB), lent to one import at a time
 * (an import borrows up to FILE_OCR_WORKERS of them), handed back when the import ends and ended
 * after IDLE_MS without use; a worker holds one language's model. Data packaged on npm
 * (`@tesseract.js-data/*`, the `4.0.0_best_int` LSTM models tesseract.js picks for its default
 * LSTM-only engine): nothing is downloaded at run time.
 */
class OcrWorkers {
  private readonly idle: { worker: Worker; language: OcrLanguage; timer: NodeJS.Timeout }[] = [];

  async acquire(language: OcrLanguage): Promise<Worker> {
    const at = this.idle.findIndex((entry) => entry.language === language);
    const ready = at >= 0 ? this.idle.splice(at, 1)[0] : undefined;
    if (ready) {
      clearTimeout(ready.timer);
      return ready.worker;
    }
    const { createWorker } = await import("tesseract.js");
    return createWorker(language, 1, {
      langPath: path.join(
        path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)),
        "4.0.0_best_int",
      ),
      gzip: true,
      cacheMethod: "none",
      workerPath: require.resolve("tesseract.js/src/worker-script/node/index.js"),
    });
  }

  release(worker: Worker, language: OcrLanguage) {
    const entry = {
      worker,
      language,
      timer: setTimeout(() => {
        const i = this.idle.indexOf(entry);
        if (i >= 0) this.idle.splice(i, 1);
        void worker.terminate().catch(() => undefined);
      }, IDLE_MS),
    };
    entry.timer.unref();
    this.idle.push(entry);
  }

  async closeAll() {
    const all = this.idle.splice(0);
    await Promise.all(
      all.map(({ worker, timer }) => {
        clearTimeout(timer);
        return worker.terminate().catch(() => undefined);
      }),
    );
  }
}

const workers = new OcrWorkers();

/** Ends the idle tesseract workers (at worker shutdown); busy ones are ended by their imports' close(). */
export const closeOcrWorkers = () => workers.closeAll();

/**
 * A page tesseract could not read: it ran past its time (`timedOut`) or its recognition failed.
 * The page is skipped and listed in the import's errors; the other pages go on.
 */
export class PageOcrFailed extends Error {
  readonly timedOut: boolean;
  constructor(timedOut: boolean) {
    super(timedOut ? "OCR ran past its time limit" : "OCR failed on the page");
    this.name = "PageOcrFailed";
    this.timedOut = timedOut;
  }
}

/**
 * OCR of one import's rendered pages: borrows tesseract workers from the process (one per page
 * read at the same time) and hands them back on close(). A worker whose page ran past `timeoutMs`
 * or whose recognition failed is ended (its thread and WebAssembly memory with it), never handed
 * back: the next page gets a fresh one. Starting a worker (loading the model) is not counted in
 * a page's time; a worker that cannot start is the service's fault and passes through as it is.
 */
export class PageOcr {
  private readonly free: { worker: Worker; language: OcrLanguage }[] = [];
  private readonly busy = new Set<Worker>();
  /** The model pages are read with: English until a page's text says otherwise (rule OCR_LANGUAGE). */
  private language: OcrLanguage = "eng";
  private decided = false;

  /** The model the import's pages were read with (after the first page long enough to tell). */
  get readWith(): OcrLanguage {
    return this.language;
  }

  /**
   * `image`: PNG, JPEG or PGM/PPM bytes (the PDF pages come as 8-bit grayscale PGM). Rejects with
   * PageOcrFailed when the page ran past `timeoutMs` or tesseract failed on it. The first page with
   * enough text decides the import's language: when the English reading is French, German … (the
   * identifier on what was read), that page is read again with that language's model, and so are
   * the pages after it (pages already being read keep their English reading).
   */
  async recognize(image: Uint8Array, timeoutMs = Number.POSITIVE_INFINITY): Promise<string> {
    const text = await this.read(image, this.language, timeoutMs);
    if (this.decided) return text;
    const code = identifyLanguage(text);
    if (code === undefined) return text; // too little text to tell yet
    this.decided = true;
    const language = modelFor(code);
    if (!language || language === this.language) return text;
    this.language = language;
    return this.read(image, language, timeoutMs);
  }

  private async read(image: Uint8Array, language: OcrLanguage, timeoutMs: number): Promise<string> {
    const at = this.free.findIndex((f) => f.language === language);
    const kept = at >= 0 ? this.free.splice(at, 1)[0] : undefined;
    const worker = kept?.worker ?? (await workers.acquire(language));
    this.busy.add(worker);
    let timer: NodeJS.Timeout | undefined;
    const work = worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
    // A recognition ended by terminate() may settle late, or never: nobody waits for it then.
    work.catch(() => undefined);
    const overrun = new Promise<never>((_, reject) => {
      if (Number.isFinite(timeoutMs)) timer = setTimeout(() => reject(new PageOcrFailed(true)), timeoutMs);
    });
    try {
      const { data } = await Promise.race([work, overrun]);
      this.busy.delete(worker);
      this.free.push({ worker, language });
      return data.text;
    } catch (error) {
      this.busy.delete(worker);
      await worker.terminate().catch(() => undefined);
      throw error instanceof PageOcrFailed ? error : new PageOcrFailed(false);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Hands the free workers back to the process; one still busy (its import failed meanwhile) is ended. */
  async close(): Promise<void> {
    for (const { worker, language } of this.free.splice(0)) workers.release(worker, language);
    const busy = [...this.busy];
    this.busy.clear();
    await Promise.all(busy.map((w) => w.terminate().catch(() => undefined)));
  }
}
