import { getDocumentProxy } from "unpdf";
import { PageOcr } from "../src/pipeline/files/ocr.ts";
import { renderPageForOcr } from "../src/pipeline/files/page-image.ts";
import { PDFJS_WASM_URL, usePdfjsWithDecoders } from "../src/pipeline/files/pdfjs.ts";

/**
 * Where a scanned page's time goes, for bench/worker/ocr-page.ts: each page of `pdf` rendered for
 * OCR the way the import does it (pdf.js on the main thread, FILE_MAX_IMAGE_MEGAPIXELS 16), then
 * recognised by tesseract with `workers` pages at once. Milliseconds per page of each stage.
 */
export async function timeOcrStages(pdf: Uint8Array, workers: number) {
  await usePdfjsWithDecoders();
  const doc = await getDocumentProxy(new Uint8Array(pdf), { wasmUrl: PDFJS_WASM_URL });
  const ocr = new PageOcr();
  try {
    await ocr.recognize(await renderPageForOcr(doc, 1, 16e6)); // start a worker, not counted
    const images: Uint8Array[] = [];
    let started = performance.now();
    for (let n = 1; n <= doc.numPages; n++) images.push(await renderPageForOcr(doc, n, 16e6));
    const renderMs = (performance.now() - started) / doc.numPages;
    started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        for (let i = next++; i < images.length; i = next++)
          await ocr.recognize(images[i] ?? new Uint8Array());
      }),
    );
    const recogniseMs = (performance.now() - started) / doc.numPages;
    return { pages: doc.numPages, renderMs, recogniseMs, pixels: (images[0]?.length ?? 0) / 1e6 };
  } finally {
    await ocr.close();
    await doc.loadingTask.destroy();
  }
}
