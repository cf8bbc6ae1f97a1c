import { describe, expect, it } from "vitest";
import { lowerFirst, withElaborations } from "../src/local/elaboration.ts";

const dated = (sentence: string) => /\b(?:weekend|monday|september|\d{4})\b/iu.test(sentence);

describe("withElaborations", () => {
  it("joins a verbless piece that carries a date, a number or a name to the first-person statement before it", () => {
    expect(
      withElaborations(["And I moved!", "Last weekend.", "A small flat in Mangwon-dong."], "en", dated),
    ).toEqual(["And I moved last weekend, a small flat in Mangwon-dong."]);
    expect(withElaborations(["I bought a car.", "A Toyota Yaris."], "en", dated)).toEqual([
      "I bought a car, a Toyota Yaris.",
    ]);
  });

  it("leaves a piece with its own verb or subject, a vague piece, and a piece after a reaction or a question", () => {
    const keep = (sentences: string[]) => expect(withElaborations(sentences, "en", dated)).toEqual(sentences);
    keep(["I moved.", "It was chaos."]);
    keep(["I moved.", "Total chaos."]);
    keep(["I'm so happy for you!", "Two weeks in Lisbon."]);
    keep(["Did you move?", "Last weekend."]);
    keep(["Melanie moved.", "Last weekend."]);
  });

  it("leaves other languages as they are", () => {
    const sentences = ["Ich bin umgezogen.", "Letztes Wochenende."];
    expect(withElaborations(sentences, "de", dated)).toEqual(sentences);
  });
});

describe("lowerFirst", () => {
  it("lowers an article, a preposition or a time word at the start, and keeps a name's capital", () => {
    expect(lowerFirst("A small flat")).toBe("a small flat");
    expect(lowerFirst("Last weekend")).toBe("last weekend");
    expect(lowerFirst("TU Delft")).toBe("TU Delft");
    expect(lowerFirst("Mangwon-dong")).toBe("Mangwon-dong");
  });
});
