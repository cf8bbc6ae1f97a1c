import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { contents, timestamp, user } from "./helpers/facts.ts";

/**
 * A leading 'no', and the question a reply answers.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */
describe("negation", () => {
  it("keeps a leading 'no' that is part of the fact, and strips one that answers", () => {
    expect(contents([user("and no coriander in anything pls, it tastes like soap to me")])).toContain(
      "No coriander in anything pls, it tastes like soap to me.",
    );
    expect(contents([user("No, I moved to Porto last year.")])).toEqual(["I moved to Porto in 2025."]);
  });

  it("strips 'not much,' that answers 'any news?' before the news, not 'not much' of the sentence", () => {
    expect(contents([user("Not much, I just moved to Porto last month.")])).toEqual([
      "I just moved to Porto in 2026-10.",
    ]);
    expect(contents([user("Not much has changed since I moved to Porto.")])).not.toContain(
      "Has changed since I moved to Porto.",
    );
  });
});

describe("answers", () => {
  it("never takes a greeting or a wish for the question a reply answers", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Sofia",
      messages: [
        user("Feliz Ano Novo, Dmitri!"),
        { role: "Dmitri", content: "Off the crutches since Christmas, physio twice a week now." },
        // Nor a request or a remark that ends with a full stop (t11: "(asked by Hattie: "Out with it.")").
        user("I'm up, it's six in the morning. Out with it."),
        { role: "Dmitri", content: "Niamh's pregnant, due in March." },
        user("Please do, he listens to you more than he listens to me."),
        { role: "Dmitri", content: "It's forty-one degrees here today, the sky is orange." },
        // "Please" opening a request is no one "she" could be (t06: "Please says she wants to meet …").
        user("Please thank her from me."),
        { role: "Dmitri", content: "She says she wants to meet you one day." },
        user("Is she sleeping at all?"),
        { role: "Dmitri", content: "She does the six o'clock shift so we can sleep two more hours." },
      ],
    });
    expect(facts.map((f) => f.content).join(" | ")).not.toMatch(/asked by|Please says|Is does/);
  });
});
