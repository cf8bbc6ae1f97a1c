import { describe, expect, it } from "vitest";
import { contents, user } from "./helpers/facts.ts";

/**
 * PASTED_CHAT_LINE: messages copied out of a chat app carry the app's own line head, "[date time]
 * Name: …" (Telegram Desktop, "[3/10/2026 12:55 AM] Sam: …"; WhatsApp, "[12:55, 10/03/2026] Sam:
 * …" and its iOS export "[10/03/2026, 12:55:01] Sam: …"). The rest of that line is someone's
 * message pasted, never the speaker's statement. Lines of my own.
 */
describe("a chat line pasted into a message", () => {
  const answer = { role: "assistant", content: "Sure." };

  it("is nobody's fact; the speaker's own sentences around it stay", () => {
    const pasted = [
      "I work as a nurse in Leeds. Here is what my colleague wrote:\n[12/03/2026, 09:14] Priya Shah: I live in Bristol and I have two kids.",
      "[3/10/2026 12:55 AM] Priya Shah: I moved to Leeds last year.\n[3/10/2026 12:56 AM] Tom: I'm a vegetarian.",
      'Look at this:"[12:55, 10/03/2026] Tom Hale: I have a dog named Rex.',
    ];
    expect(contents([user("Can you summarise this thread?"), answer, ...pasted.map(user)])).toEqual([
      "I work as a nurse in Leeds.",
    ]);
    // The colon and the quotation mark that introduced the pasted line go with it.
    expect(contents([user('I grew up in Cork, see:"[3/10/2026 12:58 AM] Tom: done.')])).toEqual([
      "I grew up in Cork, see.",
    ]);
  });

  it("a bracket that is no chat app's line head is read as before", () => {
    expect(contents([user("I live in Leeds [since 2019] and I work as a nurse.")])).toEqual([
      "I live in Leeds [since 2019].",
      "I work as a nurse.",
    ]);
  });
});
