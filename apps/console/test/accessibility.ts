import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/** axe-core from node_modules, evaluated in the page by the test (DevTools evaluation: the page's CSP stays as it is). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Rules about a control's or a link's accessible name: failed at any impact. */
const NAME_RULES = new Set([
  "button-name",
  "input-button-name",
  "label",
  "link-name",
  "select-name",
  "aria-command-name",
  "aria-input-field-name",
  "aria-progressbar-name",
  "aria-toggle-field-name",
  "svg-img-alt",
]);

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * The page's accessibility violations that count: every serious or critical one, and any control
 * or link without an accessible name. Each as "rule (impact): help — where". Empty when none.
 */
export async function accessibilityProblems(tab: Page): Promise<string[]> {
  if (!(await tab.evaluate("typeof window.axe === 'object'"))) await tab.evaluate(axeSource);
  const violations = (await tab.evaluate(
    "window.axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)",
  )) as Violation[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || NAME_RULES.has(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
