import { readFileSync } from "node:fs";
import { createUser, getIntegration, listIntegrationErrors, newId } from "@memory/db";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importFile } from "../src/pipeline/files/import-file.ts";
import { fileLimits } from "../src/pipeline/files/limits.ts";
import { PageOcr } from "../src/pipeline/files/ocr.ts";
import { parseDocument } from "../src/pipeline/files/parse.ts";
import type { Block, FileRejected } from "../src/pipeline/files/types.ts";
import type { WorkerServices } from "../src/services.ts";
import { makeTextPdf } from "./file-data.ts";
import { openTestServices, stageTestUpload } from "./support.ts";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/files/${name}`, import.meta.url)));
/** OCRmyPDF's scanned brochure page (JBIG2) and its known text. */
const SCAN = fixture("ocrmypdf-jbig2.pdf");
const KNOWN = readFileSync(new URL("./fixtures/files/ocrmypdf-linn.txt", import.meta.url), "utf8");
const wordsOf = (t: string) => new Set(t.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
const share = (blocks: Block[]) => {
  const read = wordsOf(blocks.map((b) => b.text).join("\n"));
  const wanted = [...wordsOf(KNOWN)];
  return wanted.filter((w) => read.has(w)).length / wanted.length;
};
/** A text page, then the real scanned page (copied as it is, JBIG2 image and all). */
async function textThenScan(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await makeTextPdf(1));
  const scan = await PDFDocument.load(SCAN);
  const [page] = await doc.copyPages(scan, [0]);
  if (!page) throw new Error("the scan has no page");
  doc.addPage(page);
  return doc.save();
}
/** The limits with OCR's time per page cut to `ms` (what FILE_OCR_PAGE_SECONDS=ms/1000 gives). */
const withPageTime = (ms: number) => ({ ...fileLimits(), ocrPageMs: ms });

describe("OCR bounded per page (FILE_OCR_PAGE_SECONDS)", () => {
  it("skips a real scanned page whose OCR runs past its time, lists it, and keeps the other pages", async () => {
    const ocr = new PageOcr();
    const pages: number[] = [];
    try {
      const doc = await parseDocument("pdf", await textThenScan(), {
        filename: "mixed.pdf",
        limits: withPageTime(50),
        ocr,
        onProgress: (done, total) => {
          pages.push(done, total);
          return true;
        },
      });
      expect(pages).toEqual([1, 2, 2, 2]);
      expect(doc.blocks.every((b) => b.page === 1)).toBe(true);
      expect(doc.blocks.map((b) => b.text).join(" ")).toMatch(/page 1, item 1/);
      expect(doc.metadata.ocr_pages).toBe(0);
      expect(doc.warnings).toEqual([
        {
          code: "OCR_TIMEOUT",
          itemId: "page 2",
          message:
            "Page 2: OCR ran past 0.05 s (FILE_OCR_PAGE_SECONDS) and was stopped; the page was skipped. Raise FILE_OCR_PAGE_SECONDS, or upload the page again as a cleaner or smaller scan.",
        },
      ]);
      // The overrun worker was ended: the same import's next page gets a fresh one and is read.
      const again = await parseDocument("pdf", SCAN, { filename: "scan.pdf", limits: fileLimits(), ocr });
      expect(share(again.blocks)).toBeGreaterThanOrEqual(0.9);
    } finally {
      await ocr.close();
    }
  }, 120_000);

  it("fails a scan none of whose pages could be read with NO_TEXT saying why and what to do", async () => {
    const ocr = new PageOcr();
    try {
      const error = (await parseDocument("pdf", SCAN, {
        filename: "scan.pdf",
        limits: withPageTime(50),
        ocr,
      }).catch((e: unknown) => e)) as FileRejected;
      expect(error.code).toBe("NO_TEXT");
      expect(error.message).toMatch(
        /^The PDF has no text: no page has a text layer, and OCR could not read 1 of its 1 page\(s\)\. Page 1: OCR ran past 0\.05 s \(FILE_OCR_PAGE_SECONDS\).*Raise FILE_OCR_PAGE_SECONDS/,
      );
    } finally {
      await ocr.close();
    }
  }, 60_000);
});

describe("an import whose scanned page runs past FILE_OCR_PAGE_SECONDS", () => {
  let opened: Awaited<ReturnType<typeof openTestServices>>;
  let services: WorkerServices;
  beforeAll(async () => {
    opened = await openTestServices({ FILE_OCR_PAGE_SECONDS: "0.05" });
    services = opened.services;
  });
  afterAll(async () => {
    await opened?.close();
  });

  it("completes with the other pages' memories and the page in the status view's errors", async () => {
    const user = await createUser(services.db.orm, { email: `${newId()}@example.com` });
    if (!user) throw new Error("user exists");
    const integrationId = await stageTestUpload(services, user.id, "mixed.pdf", await textThenScan());
    const summary = await importFile(
      services,
      {
        integrationId,
        userId: user.id,
        filename: "mixed.pdf",
        extractMode: "comprehensive",
        chunkSize: 1000,
        chunkOverlap: 200,
        autoCategorize: false,
      },
      { finalAttempt: true },
    );
    expect(summary).toMatchObject({ status: "completed", pages: 2 });
    expect(summary.memoriesCreated).toBeGreaterThan(0);
    const errors = await listIntegrationErrors(services.db.orm, integrationId);
    expect(errors.map((e) => [e.code, e.itemId])).toEqual([["OCR_TIMEOUT", "page 2"]]);
    expect(errors[0]?.message).toMatch(/^Page 2: OCR ran past 0\.05 s \(FILE_OCR_PAGE_SECONDS\)/);
    const row = await getIntegration(services.db.orm, integrationId);
    expect(row?.result).toMatchObject({ total_pages: 2, ocr_pages: 0 });
  }, 120_000);
});
