import { describe, expect, it } from "vitest";
import { wordDiff } from "../src/diff.ts";

const render = (before: string, after: string) =>
  wordDiff(before, after)
    .map((p) => (p.kind === "same" ? p.text : p.kind === "added" ? `{+${p.text}+}` : `[-${p.text}-]`))
    .join("");

describe("wordDiff", () => {
  it("marks a replaced word as removed, then added, and keeps the rest", () => {
    expect(render("I live in Lisbon.", "I live in Porto.")).toBe("I live in [-Lisbon.-]{+Porto.+}");
  });

  it("shows words added and removed in the middle", () => {
    expect(render("a b c", "a x b")).toBe("a {+x +}b[- c-]");
  });

  it("joins the sides back into both texts", () => {
    const before = "My sister Ana lives in Oslo and works as a nurse.";
    const after = "My sister Ana moved to Bergen and works as a doctor.";
    const parts = wordDiff(before, after);
    expect(
      parts
        .filter((p) => p.kind !== "added")
        .map((p) => p.text)
        .join(""),
    ).toBe(before);
    expect(
      parts
        .filter((p) => p.kind !== "removed")
        .map((p) => p.text)
        .join(""),
    ).toBe(after);
  });
});
