import { constants, inflateSync } from "node:zlib";
import { type FileLimits, megabytes, tooComplex } from "./limits.ts";

const STREAM = Buffer.from("stream");
const END = Buffer.from("endstream");
/** How far before `stream` its dictionary is looked for. */
const DICT_WINDOW = 4096;

/**
 * Refuses a PDF with a FlateDecode stream that inflates past FILE_MAX_PDF_STREAM_MB before pdf.js
 * sees it: pdf.js keeps a stream's whole inflated content while it reads a page (a 1 MB file whose
 * content stream inflates to 1 GiB took a worker to 2.4 GiB). Streams are found in the raw bytes
 * (`… /FlateDecode … >> stream … endstream`) and inflated with zlib, which stops at the limit.
 * Images are left to pdf.js (it decodes them only to render a page for OCR); streams that do not
 * inflate (encrypted, damaged) are left to pdf.js too.
 */
export function checkPdfStreams(bytes: Uint8Array, filename: string, limits: FileLimits): void {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = data.indexOf(STREAM);
  while (at >= 0) {
    const start = dataStart(data, at + STREAM.length);
    const end = data.indexOf(END, start);
    if (end < 0) return;
    const dict = data.toString("latin1", Math.max(0, at - DICT_WINDOW), at);
    const own = dict.slice(dict.lastIndexOf("obj") + 1);
    if (at > 0 && data[at - 1] !== 0x64 /* the "end" of endstream */ && inflates(own)) {
      if (inflatesPast(data.subarray(start, end), limits.maxPdfStreamBytes)) {
        throw tooComplex(
          filename,
          `a stream of the PDF inflates past ${megabytes(limits.maxPdfStreamBytes)}`,
          "FILE_MAX_PDF_STREAM_MB",
        );
      }
    }
    at = data.indexOf(STREAM, end + END.length);
  }
}

function inflates(dict: string): boolean {
  return dict.includes("/FlateDecode") && !/\/Subtype\s*\/Image/.test(dict);
}

/** The stream's data begins after the end of line that follows the keyword. */
function dataStart(data: Buffer, after: number): number {
  if (data[after] === 0x0d && data[after + 1] === 0x0a) return after + 2;
  return data[after] === 0x0a || data[after] === 0x0d ? after + 1 : after;
}

function inflatesPast(compressed: Buffer, limit: number): boolean {
  try {
    inflateSync(compressed, { maxOutputLength: limit, finishFlush: constants.Z_SYNC_FLUSH });
    return false;
  } catch (error) {
    return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE";
  }
}
