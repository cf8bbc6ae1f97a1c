import { createIsomorphicCanvasFactory, type getDocumentProxy } from "unpdf";

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * Render scale of a page for OCR: 2 is 144 DPI, where tesseract reads body text of scanned pages
 * (a bitmap twice as large costs twice the time for no better text on ordinary scans).
 */
const OCR_SCALE = 2;

/**
 * Renders one PDF page for OCR as an 8-bit grayscale PGM (binary "P5"): the raw pixels with a
 * 15-byte header, which tesseract's image reader (Leptonica) takes as it is. Encoding a PNG here
 * and decoding it again inside tesseract's WebAssembly costs more than the OCR gains from it.
 */
export async function renderPageForOcr(
  pdf: PdfDocument,
  pageNumber: number,
  maxPixels: number,
): Promise<Uint8Array> {
  const CanvasFactory = await createIsomorphicCanvasFactory(() => import("@napi-rs/canvas"));
  const page = await pdf.getPage(pageNumber);
  const factory = new CanvasFactory();
  try {
    // A page larger than maxPixels at OCR_SCALE (a MediaBox of 200,000 pt would be 160 GB) is rendered smaller.
    const natural = page.getViewport({ scale: 1 });
    const fit = Math.sqrt(maxPixels / Math.max(1, natural.width * natural.height));
    const viewport = page.getViewport({ scale: Math.min(OCR_SCALE, fit) });
    const drawing = factory.create(viewport.width, viewport.height);
    try {
      await page.render({ canvas: drawing.canvas, canvasContext: drawing.context, viewport } as never)
        .promise;
      const { width, height, data } = drawing.context.getImageData(
        0,
        0,
        drawing.canvas.width,
        drawing.canvas.height,
      );
      const header = Buffer.from(`P5\n${width} ${height}\n255\n`, "latin1");
      const out = Buffer.allocUnsafe(header.length + width * height);
      header.copy(out);
      // ITU-R BT.601 luma in fixed point; the canvas is opaque (pdf.js paints the page white first).
      for (let i = 0, o = header.length; i < data.length; i += 4, o++)
        out[o] = ((data[i] ?? 0) * 77 + (data[i + 1] ?? 0) * 150 + (data[i + 2] ?? 0) * 29) >> 8;
      return out;
    } finally {
      factory.destroy(drawing);
    }
  } finally {
    page.cleanup();
  }
}
