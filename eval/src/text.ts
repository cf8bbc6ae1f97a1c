/**
 * The harness's own text handling, independent of the service's (so tuning the service's
 * tokenizer cannot move the baseline): lowercase, letters and digits, English and French stop words;
 * Chinese and Japanese (and Thai, Lao, Khmer, Myanmar) cut into words by ICU's dictionary segmenter
 * (`Intl.Segmenter`), with their function words as stop words.
 */
const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are aren't as at be because been before being below " +
    "between both but by can can't could did didn't do does doesn't doing don't down during each few for from " +
    "further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him " +
    "himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most " +
    "mustn't my myself no nor not of off on once only or other ought our ours ourselves out over own same " +
    "shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them " +
    "themselves then there there's these they they'd they'll they're they've this those through to too under " +
    "until up very was wasn't we we'd we'll we're we've were weren't what what's when when's where where's " +
    "which while who who's whom why why's with won't would wouldn't you you'd you'll you're you've your yours " +
    "yourself yourselves s t d ll m re ve just also yes yeah ok okay oh will get got go going " +
    // French
    "au aux avec ce ces cet cette dans de des du elle en et eux il ils je la le les leur lui ma mais me même " +
    "mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une " +
    "vos votre vous c j l n y été est sont suis es être avoir ai as a ont " +
    // Japanese: particles, copulas and auxiliaries, pronouns, question words (as the English list has)
    "の は が を に で と も へ や か から まで より って ね よ な わ さ ぞ だ です ます た て い する し" +
    " ない ある いる なる こと もの 私 僕 俺 あなた 君 これ それ あれ この その あの 何 なに なん いつ どこ 誰" +
    " どの どんな どう どれ " +
    // Chinese: particles, pronouns, copula, question words
    "的 了 是 在 和 也 都 就 有 吗 呢 吧 啊 呀 着 过 我 你 他 她 它 我们 你们 他们 她们 这 那 这个 那个" +
    " 什么 哪 哪里 哪儿 谁 怎么 几 多少 什么时候"
  ).split(" "),
);

/** Characters of scripts written without spaces between words (ICU segments them by dictionary). */
const SPACELESS =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const SEGMENTER = new Intl.Segmenter("und", { granularity: "word" });

/** Lowercased runs of letters and digits; text with a spaceless script is first cut into ICU words. */
function words(text: string): string[] {
  const lower = text.toLowerCase();
  if (!SPACELESS.test(lower)) return lower.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...SEGMENTER.segment(lower)]
    .filter((s) => s.isWordLike)
    .flatMap((s) => s.segment.match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** Lowercased words of `text` (letters, digits; apostrophes split words), stop words removed. */
export function tokenize(text: string): string[] {
  return words(text).filter((w) => !STOP_WORDS.has(w));
}

/** Words as a reader counts them: whitespace-separated runs, or ICU words in a spaceless script. */
export function countWords(text: string): number {
  if (SPACELESS.test(text)) return words(text).length;
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/**
 * A light suffix stripper for the answer-coverage cross-check only ("paints", "painting",
 * "paintings" and "painted" → "paint"), so a paraphrased memory still covers the reference answer's words.
 */
export function stem(word: string): string {
  let w = word;
  for (let round = 0; round < 2; round++) {
    const suffix = ["ing", "ies", "ed", "s"].find((x) => w.length > x.length + 2 && w.endsWith(x));
    if (!suffix) break;
    w = suffix === "ies" ? `${w.slice(0, -3)}y` : w.slice(0, -suffix.length);
  }
  return w;
}
