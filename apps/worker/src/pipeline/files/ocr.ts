import { createRequire } from "node:module";
import path from "node:path";
import type { Worker } from "tesseract.js";

const require = createRequire(import.meta.url);

/** An idle tesseract worker is ended after this long (its ~70 MB come back to the process). */
const IDLE_MS = 60_000;

/**
 * The tesseract workers of this process, shared by its imports: a worker is started on the first
 * image-only page (loading the model takes ~0.2–0.3 s and ~70 MB), lent to one import at a time
 * (so two imports OCR in parallel on two workers), handed back when the import ends and ended
 * after IDLE_MS without use. English data packaged on npm (`@tesseract.js-data/eng`, its
 * `4.0.0_best_int` LSTM model, the one tesseract.js picks for its default LSTM-only engine):
 * nothing is downloaded at run time.
 */
class OcrWorkers {
  private readonly idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];

  async acquire(): Promise<Worker> {
    const ready = this.idle.pop();
    if (ready) {
      clearTimeout(ready.timer);
      return ready.worker;
    }
    const { createWorker } = await import("tesseract.js");
    return createWorker("eng", 1, {
      langPath: path.join(
        path.dirname(require.resolve("@tesseract.js-data/eng/package.json")),
        "4.0.0_best_int",
      ),
      gzip: true,
      cacheMethod: "none",
      workerPath: require.resolve("tesseract.js/src/worker-script/node/index.js"),
    });
  }

  release(worker: Worker) {
    const entry = {
      worker,
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
 * OCR of one import's rendered pages: borrows one of the process's tesseract workers on the first
 * page and hands it back on close(). A worker whose recognition failed is ended, not handed back.
 */
export class PageOcr {
  private worker: Promise<Worker> | null = null;
  private broken = false;

  /** `image`: PNG, JPEG or PGM/PPM bytes (the PDF pages come as 8-bit grayscale PGM). */
  async recognize(image: Uint8Array): Promise<string> {
    this.worker ??= workers.acquire();
    const worker = await this.worker;
    try {
      const { data } = await worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
      return data.text;
    } catch (error) {
      this.broken = true;
      throw error;
    }
  }

  async close(): Promise<void> {
    if (!this.worker) return;
    const worker = await this.worker.catch(() => null);
    this.worker = null;
    if (!worker) return;
    if (this.broken) await worker.terminate().catch(() => undefined);
    else workers.release(worker);
  }
}
