import { describe, expect, it } from "vitest";
import { contentWords, stem, words } from "../src/text/tokenize.ts";

describe("contentWords", () => {
  it("keeps English words that are function words only in another supported language", () => {
    // "sea" (es), "son" (es, fr), "war", "die", "hat", "man" (de), "pour", "plus" (fr) were dropped:
    // "Where does Hannah go sea swimming?" searched for "hannah swimming".
    expect(contentWords("Where does Hannah go sea swimming?")).toEqual(["hannah", "sea", "swimming"]);
    expect(contentWords("What is the name of Dmitri's son?")).toEqual(["name", "dmitri", "son"]);
    expect(contentWords("a man in a hat after the war; the plants die")).toEqual([
      "man",
      "hat",
      "war",
      "plants",
      "die",
    ]);
    expect(contentWords("soy milk, a plus, pour the hay")).toEqual(["soy", "milk", "plus", "pour", "hay"]);
  });

  it("still leaves out the function words of every supported language", () => {
    expect(contentWords("the cat and the dog")).toEqual(["cat", "dog"]);
    expect(contentWords("je suis avec les enfants dans le jardin")).toEqual(["enfants", "jardin"]);
    expect(contentWords("er ist mit dem Hund in der Stadt")).toEqual(["hund", "stadt"]);
    expect(contentWords("yo estoy en la playa y mi perro")).toEqual(["playa", "perro"]);
  });
});

describe("words in scripts without spaces", () => {
  it("segments Japanese, Chinese and Thai into dictionary words (ICU through Intl.Segmenter)", () => {
    expect(words("私は東京に住んでいます。")).toEqual(["私", "は", "東京", "に", "住", "んで", "い", "ます"]);
    expect(contentWords("我住在北京。下个月我要去上海")).toEqual([
      "住在",
      "北京",
      "下个月",
      "我要",
      "去",
      "上海",
    ]);
    // NFKC would split "ำ" in "ทำงาน" in two before the dictionary sees it.
    expect(contentWords("ฉันทำงานเป็นครู")).toContain("ทำงาน".normalize("NFKC"));
    expect(contentWords("ฉันทำงานเป็นครู")).toContain("ครู");
  });

  it("gives a word the dictionary lacks (a name) whole too, besides its single characters", () => {
    // KdConv (thu-coai/KdConv, Apache-2.0): "观复博物馆我知道，是马未都先生创办的…"
    expect(contentWords("观复博物馆我知道，是马未都先生创办的")).toEqual(
      expect.arrayContaining(["观复", "博物", "马未", "先生"]),
    );
    // A function word ends the run ("是马未", "马未都": "是" and "都" are stop words), so the name
    // comes out the same in a query ("马未都" → 马, 未, 马未); only characters next to each other.
    expect(words("我的猫。很可爱")).toEqual(["我的", "猫", "很", "可爱"]);
  });

  it("keeps a single hanzi or kanji, drops single kana and the grammar's function words", () => {
    expect(contentWords("猫が好き")).toEqual(["猫", "好き"]);
    expect(contentWords("我的猫")).toEqual(["猫"]);
    expect(contentWords("これは本です")).toEqual(["本"]);
  });

  it("reads Latin words inside Japanese text as it reads them alone (full-width letters too)", () => {
    expect(words("ＡＢＣ社でJavaを書く")).toEqual(["abc", "社", "で", "java", "を", "書く"]);
    expect(words("Zürich’s café と j’habite")).toEqual(["zürich", "café", "と", "habite"]);
  });

  it("keeps the combining marks of spaced scripts inside the word (Devanagari)", () => {
    expect(words("नमस्ते दुनिया")).toEqual(["नमस्ते", "दुनिया"]);
  });

  it("gives English exactly the words it gave before segmentation existed", () => {
    expect(words("I'm at Zürich's café, 3.5 km away; j'habite à Lyon")).toEqual([
      "i'm",
      "at",
      "zürich",
      "café",
      "3",
      "5",
      "km",
      "away",
      "habite",
      "à",
      "lyon",
    ]);
  });
});

describe("stem", () => {
  it("takes the particle off a Korean noun when two syllables stay", () => {
    expect(stem("서울에서")).toBe("서울");
    expect(stem("서울에")).toBe("서울");
    expect(stem("부산으로")).toBe("부산");
    // One syllable would stay: "달에" (in the month), "아이" (child) keep their last syllable.
    expect(stem("달에")).toBe("달에");
    expect(stem("아이")).toBe("아이");
    expect(stem("hobbies")).toBe("hobby");
  });
});
