import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { htmlToBlocks } from "./html-blocks.ts";
import { type FileLimits, tooComplex } from "./limits.ts";
import { decodeText } from "./text-decode.ts";
import type { ParsedDocument } from "./types.ts";

/**
 * Reads an HTML page: the bytes are decoded with the charset they really have (a BOM or valid
 * UTF-8 wins over a wrong `<meta charset>`), then @mozilla/readability over linkedom keeps the
 * main content (scripts, styles, navigation dropped, headings kept). A page Readability finds no
 * article in is read whole, minus scripts, styles, navigation, headers and footers. Readability's
 * time grows steeply with nesting (500 levels: 1.3 s, 2,000: 53 s, 100,000: 6 min), so a page
 * nested deeper than FILE_MAX_HTML_DEPTH is refused before it runs.
 */
export function parseHtml(bytes: Uint8Array, filename: string, limits: FileLimits): ParsedDocument {
  const declared = declaredCharset(bytes);
  const { text: html, encoding } = decodeText(bytes, declared);
  const tooDeep = () =>
    tooComplex(
      filename,
      `its elements nest more than ${limits.maxHtmlDepth} levels deep`,
      "FILE_MAX_HTML_DEPTH",
    );
  // Counted on the text first: linkedom itself takes ~7 s to build a tree 100,000 levels deep.
  if (tagDepthOver(html, limits.maxHtmlDepth)) throw tooDeep();
  const { document } = parseHTML(html);
  if (depthOver(document.documentElement, limits.maxHtmlDepth)) throw tooDeep();
  const title = document.querySelector("title")?.textContent?.trim() || undefined;
  let article: { content?: string | null; title?: string | null } | null = null;
  try {
    article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], {
      charThreshold: 100,
    }).parse();
  } catch {
    article = null;
  }
  let blocks = article?.content ? htmlToBlocks(article.content) : [];
  if (blocks.length === 0) {
    const { document: again } = parseHTML(html);
    for (const el of again.querySelectorAll("script, style, noscript, nav, header, footer, aside, form"))
      el.remove();
    blocks = htmlToBlocks(again.body?.innerHTML ?? "");
  }
  const heading = article?.title?.trim() || title;
  if (heading && blocks[0]?.text !== heading)
    blocks.unshift({ type: "heading", text: heading, level: 1, page: 1 });
  return {
    kind: "html",
    blocks,
    totalPages: 1,
    metadata: { encoding, ...(declared ? { declared_charset: declared } : {}), ...(title ? { title } : {}) },
    warnings: [],
  };
}

/** The charset a page declares (meta charset or http-equiv), read from its first bytes as ASCII. */
function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 4096)).toString("latin1");
  const m = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head);
  return m?.[1];
}

/** Elements whose end tag may be left out, and void ones: they do not count in `tagDepthOver`. */
const UNCOUNTED = new Set(
  "area base br col embed hr img input link meta source track wbr html head body p li dt dd tr td th thead tbody tfoot option optgroup caption colgroup rt rp".split(
    " ",
  ),
);

/** Whether the open tags of elements that must be closed run more than `max` deep in the text. */
function tagDepthOver(html: string, max: number): boolean {
  let depth = 0;
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g)) {
    if (m[3] || UNCOUNTED.has((m[2] ?? "").toLowerCase())) continue;
    depth = m[1] ? Math.max(0, depth - 1) : depth + 1;
    if (depth > max) return true;
  }
  return false;
}

interface Node {
  children: ArrayLike<Node>;
}

/** Whether any element lies more than `max` levels below `root` (iterative: no recursion on hostile input). */
function depthOver(root: Node | null, max: number): boolean {
  const stack: [Node, number][] = root ? [[root, 1]] : [];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    if (depth > max) return true;
    for (let i = 0; i < node.children.length; i++) {
      const child = node.children[i];
      if (child) stack.push([child, depth + 1]);
    }
  }
  return false;
}
