/**
 * CI check (run by `pnpm lint` in apps/api and apps/worker): no `as` cast on data read from the
 * database or a job. A value read from `.result`, `.metadata`, `.checkpoint` or a job's
 * `.returnvalue` must go through its schema (`readJobResult`, the job-results.ts schemas), not a
 * cast. `as const` and test files are allowed. Usage: node scripts/check-stored-casts.ts <dir>…
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const STORED = /\.(result|metadata|checkpoint|returnvalue)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The casts of stored data in one file, as `path:line: text`. */
export function storedCasts(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isAsExpression(node) &&
      node.type.getText(file) !== "const" &&
      STORED.test(node.expression.getText(file))
    ) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${relative(process.cwd(), path)}:${line + 1}: ${node.getText(file)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

if (import.meta.main) {
  const found = process.argv
    .slice(2)
    .flatMap((dir) => sourceFiles(dir).flatMap((p) => storedCasts(p, readFileSync(p, "utf8"))));
  if (found.length > 0) {
    console.error(
      `${found.length} cast(s) of data read from the database or a job: parse it with its schema instead (packages/db/src/schema/job-results.ts, readJobResult).\n${found.join("\n")}`,
    );
    process.exit(1);
  }
}
