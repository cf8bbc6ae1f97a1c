import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { definePDFJSModule } from "unpdf";

/**
 * unpdf's own pdf.js build is "serverless": it leaves out pdf.js's WebAssembly decoders, so every
 * JBIG2 and CCITT image (what scanners and OCRmyPDF write) failed with "JBig2 failed to
 * initialize" and its page read as blank. The whole pdf.js of the same version (pdfjs-dist, Node's
 * legacy build) is used instead, with `wasmUrl` pointing at the decoders it ships (jbig2.wasm for
 * JBIG2 and CCITT, openjpeg.wasm for JPX, qcms for ICC colours).
 */
let defined: Promise<void> | null = null;

export function usePdfjsWithDecoders(): Promise<void> {
  defined ??= definePDFJSModule(() => import("pdfjs-dist/legacy/build/pdf.mjs"));
  return defined;
}

/** The folder of pdf.js's WASM decoders, as pdf.js wants it (a path ending in a separator). */
export const PDFJS_WASM_URL = `${join(dirname(fileURLToPath(import.meta.resolve("pdfjs-dist/package.json"))), "wasm")}/`;
