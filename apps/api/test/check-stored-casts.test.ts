import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { storedCasts } from "../../../scripts/check-stored-casts.ts";

describe("check-stored-casts", () => {
  it("flags a cast of a stored result or metadata key, not `as const` or other casts", () => {
    const found = storedCasts(
      "x.ts",
      [
        "const a = (row.result ?? {}) as Partial<Stats>;",
        "const b = md.metadata.categories as Category[];",
        "const c = [1, 2] as const;",
        "const d = (error as Error).message;",
        "const e = job.returnvalue as StoreJobResult;",
      ].join("\n"),
    );
    expect(found).toEqual([
      "x.ts:1: (row.result ?? {}) as Partial<Stats>",
      "x.ts:2: md.metadata.categories as Category[]",
      "x.ts:5: job.returnvalue as StoreJobResult",
    ]);
  });

  it("finds no such cast in apps/ (the check `pnpm lint` runs, run by `pnpm test` too)", () => {
    const apps = fileURLToPath(new URL("../../", import.meta.url));
    const files = readdirSync(apps).flatMap((app) =>
      existsSync(`${apps}${app}/src`)
        ? readdirSync(`${apps}${app}/src`, { recursive: true, encoding: "utf8" })
            .filter((p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p))
            .map((p) => `${app}/src/${p}`)
        : [],
    );
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((p) => storedCasts(p, readFileSync(`${apps}${p}`, "utf8")))).toEqual([]);
  });
});
