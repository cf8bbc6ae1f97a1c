import { PICTOGRAPHS } from "../text/regex.ts";
import { contentWords } from "../text/tokenize.ts";
import { looksLikeCode } from "./junk.ts";
import { LANGUAGES, type Language } from "./language.ts";
import { latinLanguageWithoutRules } from "./language-id.ts";
import { containsSecret } from "./secrets.ts";
import { splitSentences } from "./sentences.ts";

/**
 * Text in a language the local rules do not cover (Chinese, Japanese, Korean, Thai, Russian …):
 * its sentences are kept as they were said, attributed and dated by the extractor, when they say
 * something: not a question, a reaction, a greeting or a chat app's system line.
 */

/** The rules (extract.ts, junk.ts …) are written for languages in Latin script. */
const LATIN = /\p{Script=Latin}/gu;
const LETTER = /\p{L}/gu;

/** Whether most of the letters of `text` are Latin (or it has none). */
function mostlyLatin(text: string): boolean {
  const letters = text.match(LETTER)?.length ?? 0;
  return letters === 0 || (text.match(LATIN)?.length ?? 0) * 2 >= letters;
}

/**
 * Whether the rules for the language of `text` exist: it is mostly in Latin script and not in a
 * Latin-script language without rules (rule LATIN_WITHOUT_RULES: Italian, Polish, Turkish …).
 */
export function hasLanguageRules(text: string): boolean {
  return mostlyLatin(text) && latinLanguageWithoutRules(text) === undefined;
}

/**
 * The language whose dates are read in a text the rules do not read: Portuguese, whose chrono parser
 * and relative words (RELATIVE_DAY_WORDS) the date reader has; undefined for the others.
 */
export function datesLanguageOf(text: string): Language | undefined {
  const language = languageWithoutRules(text);
  return language && (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : undefined;
}

/** The language of a text the rules do not read: its script's, else the identifier's. */
export function languageWithoutRules(text: string): string | undefined {
  return languageOfScript(text) ?? (mostlyLatin(text) ? latinLanguageWithoutRules(text) : undefined);
}

/** The script of each language code, most specific first (kana before Han: Japanese writes both). */
const SCRIPTS: Array<[RegExp, string]> = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, "ja"],
  [/\p{Script=Hangul}/u, "ko"],
  [/\p{Script=Han}/u, "zh"],
  [/[іїєґ]/iu, "uk"],
  [/\p{Script=Cyrillic}/u, "ru"],
  [/\p{Script=Thai}/u, "th"],
  [/\p{Script=Greek}/u, "el"],
  [/\p{Script=Arabic}/u, "ar"],
  [/\p{Script=Hebrew}/u, "he"],
  [/\p{Script=Devanagari}/u, "hi"],
];

/** ISO 639-1 guess from the script (Cyrillic is Russian unless Ukrainian letters say otherwise). */
export function languageOfScript(text: string): string | undefined {
  return SCRIPTS.find(([script]) => script.test(text))?.[1];
}

/**
 * A question: its mark (Greek's U+037E, Arabic "؟"; a Greek question typed with ";" ends like code
 * and is dropped as code), or the question particle that ends it (Japanese か and the recalling っけ,
 * "どこだっけ"; Chinese 吗 呢; Korean 까).
 */
const QUESTION = /(?:[?？\u037E؟]|(?:(?<!ばっ)か|っけ|吗|嗎|呢|까)[。.!！…〜~]*)\s*$/u;
/**
 * A Chinese question without its particle: it opens with an interrogative word (什么时候, 为什么,
 * 怎么, 哪里, 谁, 多少 …; Chinese asks with the word in place, no particle needed), not the
 * indefinite "every-" reading of 谁都, 什么都, 怎么也 ("nobody", "nothing").
 */
const ZH_QUESTION_OPENING =
  /^(?:什么(?:时候)?|为什么|怎么(?:样)?|哪(?:里|儿|个|天)|谁|多少|几(?:点|号|时))(?!都|也)/u;
/**
 * TALK_ABOUT_THE_TALK, in Chinese and Japanese: a sentence that only announces what comes next
 * ("ちょっと話したいことがあって", "実は報告があるんだけど", "告诉你一个好消息", "跟你说个事") or
 * points the other to something ("これ見て", "ちょっと聞いて", "你看这个"): the news follows in
 * the next sentence; the announcement is no memory.
 */
const ANNOUNCEMENT =
  /(?:(?:話|相談)したいことが(?:ある|あって)|話が(?:ある|あって)|報告(?:が|も)?(?:ある|あって)(?:んだけど)?|好消息|坏消息|(?:一|个|一个)件?事|(?:消息|事)(?:要|想)(?:告诉你|跟你说))[。！!…〜~]*$|(?:これ|ちょっと)(?:見て|聞いて)[。！!…〜~]*$|^(?:你看|快看|看看)(?:这个|这)?[。！!…]*$/u;

/**
 * TOPIC_PREFACE: a sentence that only names the topic to come and closes with けど, as a speaker
 * opens a subject ("北海道の件だけど", "来週のことなんだけど", "例の話ですけど"; Japanese の件 / のこと /
 * の話 + けど, or a verb of saying + んだけど: "ずっと言えなかったんだけど"; Chinese "说到 / 关于 …
 * 的事"): what is said of it follows.
 */
const TOPIC_PREFACE =
  /(?:(?:の件|のこと|の話)(?:なん)?(?:だ|です)?けど|(?:言|話|伝)\p{Script=Hiragana}{0,6}んだけど|^(?:说到|关于|說到|關於)\p{L}{1,12}的事(?:情)?)[。.!！…〜~]*$/u;
/**
 * ADDRESS_ONLY: a sentence that only calls the other by name, in the forms of address of Chinese
 * (阿 / 小 / 老 + a name: "阿明", "小李") and Japanese (a name + さん / ちゃん / くん / 君).
 */
const ADDRESS_ONLY = /^(?:(?:阿|小|老)\p{Script=Han}|[\p{L}]{1,5}(?:さん|ちゃん|くん|君))[。.!！…〜~]*$/u;

/**
 * APPEAL_TO_THE_LISTENER: the Japanese sentence-final particles that seek the other's agreement (ね,
 * よね, じゃん, もんね: "旅行楽しかったね", "最高じゃん") and the Chinese 吧 of a proposal or an
 * assumption ("我们明天去吧", "你累了吧"): talk between the two, not news. An explanation with の or ん
 * before it is one's own news ("実は転職したんだよね"), and stays, as does the polite form, which says
 * more than it asks ("駐車無料のホテルだと助かりますね").
 */
const APPEAL_TO_THE_LISTENER =
  /(?:(?<!(?:[んの]だ?|んです|のです|ます|です)よ?)(?:よね|ね|じゃん|もんね|もんな)|吧)[笑w〜~ー。.!！…]*$/u;

/** A whole line in brackets is a chat app's placeholder: "[写真]", "<Media omitted>", "(이모티콘)". */
const PLACEHOLDER = /^\s*[[<【(（「][^\]>】)）」]{1,30}[\]>】)）」]\s*$/u;
/** System lines as the chat apps write them (LINE, KakaoTalk, WeChat, Telegram): unsent, joined, left. */
const SYSTEM_LINE =
  /送信を取り消しました|がグループに参加しました|が退会しました|님이 들어왔습니다|님이 나갔습니다|삭제된 메시지입니다|撤回了一条消息|加入了群聊|Сообщение удалено|присоединил(?:ся|ась) к группе/u;

/**
 * Words of thanks, greeting, apology and laughter, as a phrasebook gives them, in the form the
 * segmenter cuts them: a sentence of nothing else is a reaction.
 */
const FORMULAS = new Set(
  [
    "ありがとう ござい おはよう こんにちは こんばんは すみません ごめん ごめんなさい おやすみ よろしく お願い お疲れ 了解",
    // Japanese exclamations and the laughter mark 笑 ("lol"): "ほんとに笑", "まじか", "すごい", "おめでとう".
    "ほんと ほんとに 本当に まじ マジ 笑 すごい やばい 最高 なるほど わかる おめでとう いいね",
    "谢谢 謝謝 你好 早上好 晚上好 晚安 对不起 對不起 不客气 没关系 再见 好的 哈哈 呵呵 嘿嘿",
    // Chinese exclamations and the words of praise or comfort: "太好了", "辛苦了", "恭喜", "加油".
    "太好了 辛苦 辛苦了 恭喜 加油 厉害 真的 好吧 天哪",
    "감사합니다 고마워 고마워요 고맙습니다 안녕 안녕하세요 죄송합니다 미안해 미안해요 잘자 잘자요 네 아니요 응",
    "спасибо привет пока здравствуйте извините простите доброе утро ночи спокойной хорошо ладно ага",
  ].flatMap((line) => line.split(" ")),
);
/**
 * SURU_VERB_EVENT: Japanese says an event with a noun and する, "do" (a verbal noun, サ変動詞:
 * "プロポーズされた", "入院した", "転職しました"): one content word and a whole clause. Not a feeling or a
 * formula said so ("安心した", "感動した", "失礼しました"), which is a reaction.
 */
const SURU_VERB_EVENT =
  /^(?:\p{Script=Han}{2,}|[\p{Script=Katakana}ー]{2,})(?:を)?(?:し|され)(?:た|ました|てる|ている|ています|ちゃった)(?![\p{L}])/u;
const FEELINGS_SAID_WITH_SURU = new Set(
  "安心 感動 緊張 心配 後悔 満足 感謝 納得 興奮 期待 失礼 了解 承知 反省 感心 動揺 ドキドキ ワクワク イライラ ホッと".split(
    " ",
  ),
);
/** One syllable or character again and again: "ㅋㅋㅋ", "ㅎㅎ", "哈哈哈", "www", "хахаха". */
const LAUGHTER = /^(\p{L}{1,2})\1+$/u;

/**
 * The speaker as the subject, by each language's grammar: Japanese 私/僕/俺 with the topic or
 * subject particle (は, が; not 私の "my"), Chinese 我 not followed by 的 ("my"), Korean 저는 제가
 * 나는 내가, Russian я and мы, Thai ฉัน and ผม.
 */
const FIRST_PERSON_SUBJECT = [
  /(?:私|僕|俺|わたし|あたし|ぼく)(?:たち)?[はがも]/u,
  /我(?!的|们的)/u,
  /(?:저는|제가|저도|나는|내가|나도|우리는|우리가)/u,
  /(?<!\p{L})(?:я|мы)(?!\p{L})/iu,
  /ฉัน|ผม/u,
];

/**
 * A request, by its grammar's polite imperative: Japanese ください/下さい/てほしい, Chinese 请/帮我
 * opening the sentence (not 申请 "apply"), Korean 주세요/해줘 closing it, Russian пожалуйста.
 */
const REQUEST =
  /(?:ください|下さい|て下し|てほしい|て欲しい)|^(?:请|請|麻烦|麻煩|帮我|幫我)|(?:주세요|해줘|해 줘|알려줘)[.!?。]*$|пожалуйста/iu;

/**
 * Someone using an AI assistant for a task asks more than they tell: a third or more of their
 * sentences are questions or requests ("…を示して下さい", "请帮我…"). Then, as with code or long
 * answers, only what they say of themself is kept (see `EpisodeOptions.withAssistant`).
 */
export function asksMoreThanTells(texts: readonly string[]): boolean {
  const sentences = texts.flatMap((text) => splitSentences(text, "en"));
  const asking = sentences.filter((s) => QUESTION.test(s.trim()) || REQUEST.test(s.trim())).length;
  return sentences.length > 0 && asking * 3 >= sentences.length;
}

export interface EpisodeOptions {
  /** A chat with an AI assistant: only sentences whose subject is the speaker speak of the person. */
  withAssistant?: boolean;
}

/**
 * DOCUMENT_POINTER, in Chinese and Japanese: "把下面的文字翻译成英文：…", "以下の文章を英語に訳して：…"
 * point to the text that follows the colon, pasted for the assistant to work on (as "the following
 * text:" in the languages with rules): only what comes before it is the person's.
 */
const DOCUMENT_POINTER = /(?:下面的?|以下的?|如下|以下の|次の)[^：:\n]{0,20}[：:]/u;

/** The sentences of `text` worth remembering as said (see the module's comment). */
export function episodeSentences(text: string, options: EpisodeOptions = {}): string[] {
  if (PLACEHOLDER.test(text) || SYSTEM_LINE.test(text)) return [];
  const pointer = options.withAssistant ? DOCUMENT_POINTER.exec(text) : null;
  const own = pointer ? text.slice(0, pointer.index) : text;
  return splitSentences(own, "en")
    .map((sentence) => sentence.trim())
    .filter((sentence) => saysSomething(sentence, options));
}

function saysSomething(sentence: string, options: EpisodeOptions): boolean {
  if (QUESTION.test(sentence) || PLACEHOLDER.test(sentence) || REQUEST.test(sentence)) return false;
  if (ZH_QUESTION_OPENING.test(sentence) || ANNOUNCEMENT.test(sentence)) return false;
  if (TOPIC_PREFACE.test(sentence) || ADDRESS_ONLY.test(sentence)) return false;
  if (APPEAL_TO_THE_LISTENER.test(sentence)) return false;
  if (containsSecret(sentence) || looksLikeCode(sentence)) return false;
  const meaningful = new Set(
    contentWords(sentence.replace(PICTOGRAPHS, " ")).filter((w) => !FORMULAS.has(w) && !LAUGHTER.test(w)),
  );
  if (meaningful.size < 2 && !suruVerbEvent(sentence, meaningful)) return false;
  return !options.withAssistant || FIRST_PERSON_SUBJECT.some((subject) => subject.test(sentence));
}

/** SURU_VERB_EVENT: the sentence's one content word is a verbal noun done with する, and no feeling. */
function suruVerbEvent(sentence: string, meaningful: ReadonlySet<string>): boolean {
  const [word] = [...meaningful];
  if (meaningful.size !== 1 || word === undefined || FEELINGS_SAID_WITH_SURU.has(word)) return false;
  return SURU_VERB_EVENT.test(sentence.replace(PICTOGRAPHS, "").trim());
}
