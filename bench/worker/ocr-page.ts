/**
 * Where a real scanned page's time goes: OCRmyPDF's brochure page (JBIG2 and CCITT in turn,
 * ~700 words) rendered for OCR on the main thread, then recognised by tesseract with 1 and with 2
 * workers, in this process. Prints milliseconds per page of each stage and the pages/s they allow.
 *
 *   cd bench && node worker/ocr-page.ts   (BENCH_OCR_PAGES=20 by default)
 */
import { availableParallelism, loadavg } from "node:os";
import { makeRealScanPdf } from "@memory/worker/testing/file-data";
import { timeOcrStages } from "@memory/worker/testing/ocr-stages";

const pages = Number(process.env.BENCH_OCR_PAGES ?? 20);
const pdf = await makeRealScanPdf(pages);
console.log("| tesseract workers | render ms/page | recognise ms/page | pages/s (recognise) | page MP |");
console.log("|---|---|---|---|---|");
for (const workers of [1, 2]) {
  const t = await timeOcrStages(pdf, workers);
  console.log(
    `| ${workers} | ${t.renderMs.toFixed(0)} | ${t.recogniseMs.toFixed(0)} | ${(1000 / t.recogniseMs).toFixed(2)} | ${t.pixels.toFixed(2)} |`,
  );
}
console.log(
  `\n${pages} pages; ${availableParallelism()} cores; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}; Node ${process.version}.`,
);
