import { readFileSync } from "node:fs";
import { createCanvas } from "@napi-rs/canvas";
import { PDFDocument, StandardFonts } from "pdf-lib";

/** Sentences that carry facts, so generated documents give memories like real ones. */
const SENTENCES = [
  "The project kickoff is scheduled for March 3, 2025 in the Berlin office.",
  "Maria Lopez leads the data platform team and reports to the CTO.",
  "The quarterly revenue grew by 18 percent compared to the previous year.",
  "All contractors must submit their timesheets before Friday noon.",
  "The new onboarding process reduced the time to first commit from ten days to three.",
  "We recommend migrating the billing service to PostgreSQL 16 before the summer.",
  "The support team answered 4,200 tickets in October with a satisfaction score of 92 percent.",
  "Security reviews are required for every change that touches authentication.",
  "The mobile app will support offline mode starting with version 5.2.",
  "Our main competitor lowered its prices by 10 percent in September.",
];

export function pageText(page: number, sentences = 6): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences; i++) {
    const s = SENTENCES[(page * 7 + i) % SENTENCES.length] ?? "";
    out.push(s.replace(".", ` (page ${page}, item ${i + 1}).`));
  }
  return out;
}

/** A text PDF of `pages` pages, each with a heading line and a few factual sentences. */
export async function makeTextPdf(pages: number, sentences = 6): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([595, 842]);
    let y = 800;
    page.drawText(`Section ${p}: status report`, { x: 50, y, size: 16, font });
    y -= 30;
    for (const line of pageText(p, sentences)) {
      page.drawText(line, { x: 50, y, size: 9, font });
      y -= 16;
    }
  }
  return doc.save();
}

/** A scanned-looking PDF: each page is one image of rendered text, without any text layer. */
export async function makeScannedPdf(pages: number, sentences = 3): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let p = 1; p <= pages; p++) {
    const canvas = createCanvas(1240, 600);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "white";
    ctx.fillRect(0, 0, 1240, 600);
    ctx.fillStyle = "black";
    ctx.font = "28px sans-serif";
    let y = 60;
    for (const line of pageText(p, sentences)) {
      ctx.fillText(line, 40, y);
      y += 50;
    }
    const png = await doc.embedPng(canvas.toBuffer("image/png"));
    const page = doc.addPage([620, 300]);
    page.drawImage(png, { x: 0, y: 0, width: 620, height: 300 });
  }
  return doc.save();
}

/**
 * A real scan of `pages` pages: OCRmyPDF's scanned brochure page (fixtures/files, its JBIG2 and its
 * CCITT G4 encoding in turn), each page copied as it is, images and all. Its known text is
 * `fixtures/files/ocrmypdf-linn.txt` (about 700 words a page).
 */
export async function makeRealScanPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const sources = await Promise.all(
    ["ocrmypdf-jbig2.pdf", "ocrmypdf-ccitt.pdf"].map(async (name) =>
      PDFDocument.load(readFileSync(new URL(`./fixtures/files/${name}`, import.meta.url))),
    ),
  );
  for (let p = 0; p < pages; p++) {
    const source = sources[p % sources.length];
    if (!source) throw new Error("no source scan");
    const [page] = await doc.copyPages(source, [0]);
    if (page) doc.addPage(page);
  }
  return doc.save();
}
