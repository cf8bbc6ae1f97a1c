interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string }>;
  security?: Record<string, unknown>[];
}
interface Document {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * A self-contained reference page (no script or style from a CDN, so it works on an offline
 * self-hosted install): every operation grouped by tag, with parameters and responses, linking
 * to the machine-readable document.
 */
export function renderReferencePage(doc: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? "Other";
      const params = (op.parameters ?? [])
        .map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ", required" : ""})</li>`)
        .join("");
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => `<li><b>${status}</b> ${escapeHtml(r.description ?? "")}</li>`)
        .join("");
      const auth = op.security?.map((s) => Object.keys(s).join(", ")).join(" or ") || "none";
      const html = `<section id="${escapeHtml(op.operationId ?? `${method}-${path}`)}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary ?? "")}</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ""}
<p>Auth: ${escapeHtml(auth)}${op.requestBody ? " · JSON body" : ""}</p>
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ""}<h4>Responses</h4><ul>${responses}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const body = [...byTag].map(([tag, ops]) => `<h2>${escapeHtml(tag)}</h2>${ops.join("\n")}`).join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#222}
code{background:#f3f3f3;padding:0 .3em;border-radius:3px}section{border-top:1px solid #ddd;padding:.5rem 0}
.m{display:inline-block;min-width:4.5em;text-align:center;color:#fff;border-radius:3px;font-size:13px;padding:1px 4px}
.get{background:#2b7}.post{background:#27c}.patch{background:#c82}.delete{background:#c33}.put{background:#85c}
pre{white-space:pre-wrap;background:#fafafa;padding:1rem}</style></head><body>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>Machine-readable: <a href="/api-reference/openapi.json">/api-reference/openapi.json</a> (OpenAPI 3.0)</p>
<pre>${escapeHtml(doc.info.description ?? "")}</pre>${body}</body></html>`;
}
