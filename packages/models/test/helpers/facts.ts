import { extractFacts } from "../../src/local/extract.ts";

/** The reference time of the facts tests' conversations. */
export const timestamp = "2026-11-20T10:00:00Z";
/** A message of the user. */
export const user = (content: string) => ({ role: "user", content });
/** The contents of the facts the local extraction takes from `messages`. */
export const contents = (messages: Array<{ role: string; content: string }>, userName?: string) =>
  extractFacts({ timestamp, messages, ...(userName ? { userName } : {}) }).map((f) => f.content);
/** The contents of the facts of user lines said after a request to an assistant and its answer. */
export const afterARequest =
  (request: string, answer: string) =>
  (...lines: string[]) =>
    contents([user(request), { role: "assistant", content: answer }, ...lines.map(user)]);
