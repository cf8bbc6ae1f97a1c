/**
 * Fails when a function in the checked folders is longer than the limit (issue 31: no function
 * over ~80 lines in apps/worker/src/pipeline). Biome has no rule for function length, so this reads
 * each file's syntax tree with the `typescript` package and measures every function, method, arrow
 * function and accessor from its first to its last line.
 *
 * Usage: node scripts/check-function-length.ts [--max N] [folder ...]
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const DEFAULT_FOLDERS = ["apps/worker/src/pipeline"];
const DEFAULT_MAX_LINES = 80;
/**
 * Functions that were over the limit when the check came in, with their length then. They may
 * shrink but not grow; remove an entry when its function is split. Anything else over the limit
 * fails the check.
 */
const KNOWN_LONG: Record<string, number> = {};

interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

function tsFiles(folder: string): string[] {
  if (statSync(folder).isFile()) return [folder];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function functionName(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return parent.name.getText();
  }
  return "(anonymous)";
}

function longFunctions(file: string, maxLines: number): LongFunction[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > maxLines) {
        found.push({ file, line: first + 1, name: functionName(node as ts.FunctionLikeDeclaration), lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function parseArgs(argv: string[]): { maxLines: number; folders: string[] } {
  const maxAt = argv.indexOf("--max");
  const maxLines = maxAt >= 0 ? Number(argv[maxAt + 1]) : DEFAULT_MAX_LINES;
  const folders = argv.filter((_, i) => (i !== maxAt && i !== maxAt + 1) || maxAt < 0);
  return { maxLines, folders: folders.length > 0 ? folders : DEFAULT_FOLDERS };
}

const { maxLines, folders } = parseArgs(process.argv.slice(2));
const found = folders.flatMap((folder) => tsFiles(folder)).flatMap((file) => longFunctions(file, maxLines));
const failures: string[] = [];
for (const f of found) {
  const where = `${relative(process.cwd(), f.file)}:${f.line} ${f.name} is ${f.lines} lines`;
  const known = KNOWN_LONG[`${relative(process.cwd(), f.file)} ${f.name}`];
  if (known !== undefined && f.lines <= known) console.warn(`known: ${where} (was ${known}; split it)`);
  else failures.push(`${where} (limit ${maxLines}${known !== undefined ? `, was ${known}` : ""})`);
}
const seen = new Set(found.map((f) => `${relative(process.cwd(), f.file)} ${f.name}`));
const checked = (key: string) => folders.some((folder) => key.startsWith(relative(process.cwd(), folder)));
for (const key of Object.keys(KNOWN_LONG)) {
  if (checked(key) && !seen.has(key))
    failures.push(`${key} is no longer over ${maxLines} lines: remove it from KNOWN_LONG in this script`);
}
for (const failure of failures) console.error(failure);
if (failures.length > 0) {
  console.error(`\n${failures.length} function(s) over ${maxLines} lines: split them into named steps.`);
  process.exit(1);
}
console.log(`No new function over ${maxLines} lines in ${folders.join(", ")}.`);
