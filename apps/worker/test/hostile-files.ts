import { createDeflate, deflateSync } from "node:zlib";
import JSZip from "jszip";

/**
 * Hostile documents generated at test time (nothing binary is committed): small files that
 * inflate hugely, documents of very many pages, nesting deeper than any real document. Shared by
 * the parser and fault tests and by `bench/worker/hostile-files.ts`.
 */

const MIB = 1024 * 1024;
const PARAGRAPH =
  "<w:p><w:r><w:t>The quarterly revenue grew by 18 percent compared to the previous year.</w:t></w:r></w:p>";

/** A minimal DOCX package around `body` (the inside of `<w:body>`). */
async function docx(body: string | Uint8Array, extra: Record<string, Uint8Array> = {}): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    "_rels/.rels",
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const head =
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
  const tail = "</w:body></w:document>";
  zip.file(
    "word/document.xml",
    typeof body === "string"
      ? head + body + tail
      : Buffer.concat([Buffer.from(head), body, Buffer.from(tail)]),
  );
  for (const [name, bytes] of Object.entries(extra)) zip.file(name, bytes);
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE", compressionOptions: { level: 9 } });
}

/** A DOCX whose word/document.xml is `xmlMb` MB of ordinary paragraphs: 30 MB packs into ~110 KB. */
export function inflatingDocx(xmlMb: number): Promise<Uint8Array> {
  const count = Math.ceil((xmlMb * MIB) / PARAGRAPH.length);
  return docx(PARAGRAPH.repeat(count));
}

/** A DOCX of `paragraphs` short paragraphs: a real-looking document, a few hundred KB of XML. */
export function ordinaryDocx(paragraphs: number): Promise<Uint8Array> {
  return docx(PARAGRAPH.repeat(paragraphs));
}

/** A DOCX whose content controls nest `depth` levels deep (mammoth converts them recursively). */
export function nestedDocx(depth: number): Promise<Uint8Array> {
  return docx(
    `${"<w:sdt><w:sdtContent>".repeat(depth)}${PARAGRAPH}${"</w:sdtContent></w:sdt>".repeat(depth)}`,
  );
}

/**
 * A zip bomb dressed as a DOCX: a media entry of `inflatedMb` MB of zeros whose sizes in the
 * zip's headers are rewritten to 1 KB, so a reader that trusts them sees a small package.
 */
export async function lyingZipBomb(inflatedMb: number): Promise<Uint8Array> {
  const bytes = Buffer.from(
    await docx(PARAGRAPH, { "word/media/image1.bin": new Uint8Array(inflatedMb * MIB) }),
  );
  const name = Buffer.from("word/media/image1.bin");
  for (const [signature, sizeAt, nameAt] of [
    [0x04034b50, 22, 30],
    [0x02014b50, 24, 46],
  ] as const) {
    for (let at = bytes.indexOf(name); at >= 0; at = bytes.indexOf(name, at + 1)) {
      const header = at - nameAt;
      if (header >= 0 && bytes.readUInt32LE(header) === signature) bytes.writeUInt32LE(1024, header + sizeAt);
    }
  }
  return new Uint8Array(bytes);
}

/** A PDF written by hand: `objects[i]` is object i+1; the first is the catalog. */
function rawPdf(objects: (string | Buffer)[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join("");
  parts.push(Buffer.from(xref));
  return new Uint8Array(Buffer.concat(parts));
}

const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
const TEXT_LINE = "BT /F1 12 Tf 72 720 Td (The quarterly revenue grew by 18 percent.) Tj ET\n";

/** A stream object around `content`, deflated when `flate`. */
function stream(content: Buffer, flate: boolean): Buffer {
  return flate ? flateStream(deflateSync(content, { level: 9 })) : streamObject(content, "");
}

function flateStream(deflated: Buffer): Buffer {
  return streamObject(deflated, " /Filter /FlateDecode");
}

function streamObject(data: Buffer, filter: string): Buffer {
  return Buffer.concat([
    Buffer.from(`<< /Length ${data.length}${filter} >>\nstream\n`),
    data,
    Buffer.from("\nendstream"),
  ]);
}

/** A PDF of `pages` pages that all show one small content stream (100,000 pages: ~7 MB). */
export function manyPagesPdf(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 5} 0 R`).join(" ");
  const page =
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>";
  return rawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    FONT,
    stream(Buffer.from(TEXT_LINE), false),
    ...Array.from({ length: pages }, () => page),
  ]);
}

/**
 * A one-page PDF whose content stream (text operators) inflates to `inflatedMb` MB: 1 GiB packs
 * into ~1 MB. Deflated a MiB at a time: a string of 1 GiB is more than V8 allows.
 */
export async function streamBombPdf(inflatedMb: number): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflate.on("end", resolve));
  const block = Buffer.from(TEXT_LINE.repeat(Math.ceil(MIB / TEXT_LINE.length)));
  for (let i = 0; i < inflatedMb; i++) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  return onePagePdf(flateStream(Buffer.concat(out)));
}

/** A one-page PDF whose content is `lines` text-showing operators (deflated). */
export function busyPagePdf(lines: number): Uint8Array {
  return onePagePdf(stream(Buffer.from(TEXT_LINE.repeat(lines)), true));
}

/** A one-page PDF whose page resources nest `depth` arrays deep (pdf.js parses objects recursively). */
export function nestedPdf(depth: number): Uint8Array {
  return rawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [5 0 R] /Count 1 >>",
    FONT,
    stream(Buffer.from(TEXT_LINE), false),
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> /X ${"[".repeat(depth)}${"]".repeat(depth)} >> /Contents 4 0 R >>`,
  ]);
}

function onePagePdf(content: Buffer, mediaBox = "0 0 612 792", xObjects = ""): Uint8Array {
  return rawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [5 0 R] /Count 1 >>",
    FONT,
    content,
    `<< /Type /Page /Parent 2 0 R /MediaBox [${mediaBox}] /Resources << /Font << /F1 3 0 R >>${xObjects} >> /Contents 4 0 R >>`,
  ]);
}

/**
 * A page without text (so it goes to OCR) showing one gray image of `side` × `side` pixels of
 * zeros: 20,000 packs into ~400 KB and decodes to 1.6 GB of RGBA.
 */
export function imageBombPdf(side: number): Uint8Array {
  const pixels = deflateSync(Buffer.alloc(side * side), { level: 9 });
  const image = Buffer.concat([
    Buffer.from(
      `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} /Filter /FlateDecode >>\nstream\n`,
    ),
    pixels,
    Buffer.from("\nendstream"),
  ]);
  const pdf = Buffer.from(
    onePagePdf(
      stream(Buffer.from("q 612 0 0 792 0 0 cm /Im1 Do Q\n"), false),
      undefined,
      " /XObject << /Im1 6 0 R >>",
    ),
  );
  // The image as object 6: appended with its own xref section (an incremental update).
  const offset = pdf.length;
  const tail = Buffer.concat([Buffer.from("6 0 obj\n"), image, Buffer.from("\nendobj\n")]);
  const start = pdf.toString("latin1").lastIndexOf("startxref");
  const previous = Number(
    pdf
      .toString("latin1")
      .slice(start + 10)
      .trim()
      .split("\n")[0],
  );
  const xref = `xref\n6 1\n${String(offset).padStart(10, "0")} 00000 n \ntrailer\n<< /Size 7 /Root 1 0 R /Prev ${previous} >>\nstartxref\n${offset + tail.length}\n%%EOF\n`;
  return new Uint8Array(Buffer.concat([pdf, tail, Buffer.from(xref)]));
}

/** A page without text whose MediaBox is `points` wide and high (rendered for OCR at scale 2: 200,000 pt would be 160 GB). */
export function hugePagePdf(points: number): Uint8Array {
  return onePagePdf(stream(Buffer.from("0 0 m 10 10 l S\n"), false), `0 0 ${points} ${points}`);
}

/** An HTML page whose elements nest `depth` levels deep. */
export function nestedHtml(depth: number): Uint8Array {
  return Buffer.from(
    `<!doctype html><html><body>${"<div>".repeat(depth)}<p>The quarterly revenue grew by 18 percent compared to the previous year.</p>${"</div>".repeat(depth)}</body></html>`,
  );
}
