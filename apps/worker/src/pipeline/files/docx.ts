import JSZip from "jszip";
import mammoth from "mammoth";
import { htmlToBlocks } from "./html-blocks.ts";
import { type FileLimits, megabytes, tooComplex } from "./limits.ts";
import { type Block, FileRejected, type ParsedDocument } from "./types.ts";
import { checkZipBounds } from "./zip-bounds.ts";

/**
 * Reads a DOCX with mammoth: headings stay headings (Heading 1..6 styles), footnotes and endnotes,
 * text boxes and tracked insertions are included (deletions are not), and ISO 29500 Strict files
 * are read like transitional ones. mammoth leaves headers and footers out, so their text is read
 * from the package's header/footer parts and added at the end. A truncated or damaged zip ends
 * the import with a clear error; a package past the limits (`FileLimits`: its unpacked size, an
 * XML part's size or element count) ends it before mammoth parses anything.
 */
export async function parseDocx(
  bytes: Uint8Array,
  filename: string,
  limits: FileLimits,
): Promise<ParsedDocument> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const damaged = () =>
    new FileRejected(
      "FILE_CORRUPT",
      `${filename}: the Word document cannot be read: it is truncated, damaged or built in a way this import cannot parse; save it again as .docx and upload the new copy.`,
    );
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(buffer);
  } catch {
    throw damaged();
  }
  const declared = Object.values(zip.files).reduce((n, f) => n + uncompressedSize(f), 0);
  if (declared > limits.maxUnpackedBytes) {
    throw tooComplex(
      filename,
      `the package declares ${megabytes(declared)} unpacked, more than ${megabytes(limits.maxUnpackedBytes)}`,
      "FILE_MAX_UNPACKED_MB",
    );
  }
  // Before mammoth builds its DOM: every entry inflated and counted (declared sizes can lie).
  await checkZipBounds(zip, filename, limits).catch((error: unknown) => {
    throw error instanceof FileRejected ? error : damaged();
  });
  let html: string;
  const warnings: ParsedDocument["warnings"] = [];
  try {
    const result = await mammoth.convertToHtml(
      { buffer },
      { includeDefaultStyleMap: true, ignoreEmptyParagraphs: true },
    );
    html = result.value;
  } catch {
    throw damaged();
  }
  // mammoth puts notes at the end as a list; they stay text.
  const blocks: Block[] = htmlToBlocks(html.replace(/<a [^>]*>↑<\/a>/g, ""));
  const extras = await headerFooterText(zip);
  if (extras.length > 0) {
    blocks.push({ type: "heading", text: "Headers and footers", level: 2, page: 1 });
    for (const text of extras) blocks.push({ type: "text", text, page: 1 });
  }
  const title = blocks.find((b) => b.type === "heading")?.text;
  return {
    kind: "docx",
    blocks,
    totalPages: 1,
    metadata: { ...(title ? { title } : {}), strict: (await isStrict(zip)) || undefined },
    warnings,
  };
}

/** The size an entry declares in the zip's directory (JSZip keeps it on the entry's compressed data). */
function uncompressedSize(file: JSZip.JSZipObject): number {
  const size = (file as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize;
  return typeof size === "number" && size > 0 ? size : 0;
}

/** The distinct paragraphs of every header and footer part (repeated ones once). */
async function headerFooterText(zip: JSZip): Promise<string[]> {
  const names = Object.keys(zip.files)
    .filter((n) => /^word\/(header|footer)\d*\.xml$/.test(n))
    .sort();
  const seen = new Set<string>();
  for (const name of names) {
    const xml = await zip.file(name)?.async("string");
    if (!xml) continue;
    for (const para of xml.split(/<\/w:p>/)) {
      const text = [...para.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
        .map((m) => decodeXml(m[1] ?? ""))
        .join("")
        .replace(/\s+/g, " ")
        .trim();
      if (text) seen.add(text);
    }
  }
  return [...seen];
}

async function isStrict(zip: JSZip): Promise<boolean> {
  const xml = await zip.file("word/document.xml")?.async("string");
  return xml?.includes("purl.oclc.org/ooxml/wordprocessingml/main") ?? false;
}

function decodeXml(s: string): string {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, "&");
}
