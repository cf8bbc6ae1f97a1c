import type JSZip from "jszip";
import { type FileLimits, megabytes, tooComplex } from "./limits.ts";

const LT = 0x3c;
const SLASH = 0x2f;

/**
 * Inflates every entry of a DOCX package once, chunk by chunk, without keeping the bytes, and
 * stops at the first limit passed: the package's total (FILE_MAX_UNPACKED_MB), an XML part's size
 * (FILE_MAX_XML_MB) or its element count (FILE_MAX_XML_ELEMENTS). The sizes a zip declares are not
 * trusted: a bomb can declare anything. Memory stays at one chunk whatever the entry inflates to.
 */
export async function checkZipBounds(zip: JSZip, filename: string, limits: FileLimits): Promise<void> {
  let total = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const xml = /\.(xml|rels)$/i.test(entry.name);
    let size = 0;
    let elements = 0;
    let afterLt = false;
    await inflateEntry(entry, (chunk) => {
      size += chunk.length;
      total += chunk.length;
      if (total > limits.maxUnpackedBytes) {
        return tooComplex(
          filename,
          `the package inflates past ${megabytes(limits.maxUnpackedBytes)}`,
          "FILE_MAX_UNPACKED_MB",
        );
      }
      if (!xml) return undefined;
      if (size > limits.maxXmlBytes) {
        return tooComplex(
          filename,
          `${entry.name} inflates past ${megabytes(limits.maxXmlBytes)}`,
          "FILE_MAX_XML_MB",
        );
      }
      for (let i = 0; i < chunk.length; i++) {
        if (afterLt && chunk[i] !== SLASH) elements++;
        afterLt = chunk[i] === LT;
      }
      if (elements > limits.maxXmlElements) {
        return tooComplex(
          filename,
          `${entry.name} has more than ${limits.maxXmlElements.toLocaleString("en")} XML elements`,
          "FILE_MAX_XML_ELEMENTS",
        );
      }
      return undefined;
    });
  }
}

/** JSZip's own stream of an entry's inflated bytes (public in its documentation, missing from its types). */
interface EntryStream {
  on(event: "data", listener: (chunk: Uint8Array) => void): EntryStream;
  on(event: "error", listener: (error: Error) => void): EntryStream;
  on(event: "end", listener: () => void): EntryStream;
  resume(): EntryStream;
  pause(): EntryStream;
}

/** Streams one entry's inflated bytes to `take`; an error it answers stops the inflating and is thrown. */
function inflateEntry(
  entry: JSZip.JSZipObject,
  take: (chunk: Uint8Array) => Error | undefined,
): Promise<void> {
  const stream = (entry as unknown as { internalStream(type: "uint8array"): EntryStream }).internalStream(
    "uint8array",
  );
  return new Promise((resolve, reject) => {
    stream
      .on("data", (chunk) => {
        const stop = take(chunk);
        if (!stop) return;
        stream.pause();
        reject(stop);
      })
      .on("error", reject)
      .on("end", () => resolve())
      .resume();
  });
}
