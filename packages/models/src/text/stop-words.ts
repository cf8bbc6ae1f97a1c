/** Function words of the supported languages; they carry no topic and are left out of vectors. */
const EN =
  "a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i i'm i've i'd i'll if in into is it its itself just let me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves im ive id ill dont doesnt didnt isnt wasnt cant wont also really quite lot lots much many get got gets s t d ll m re ve don't doesn't didn't isn't wasn't can't won't go goes going gone went thing things";
const DE =
  "aber alle allem allen aller alles als also am an ander andere anderen auch auf aus bei bin bis bist da damit dann das dass dein deine dem den denn der des dich die dies diese diesem diesen dieser dieses dir doch dort du durch ein eine einem einen einer eines er es etwas euch euer für gegen gewesen hab habe haben hat hatte hatten hier hin hinter ich ihm ihn ihnen ihr ihre im in indem ins ist jede jedem jeden jeder jedes jetzt kann kein keine können könnte machen man mein meine meinem meinen meiner meines mich mir mit muss nach nicht nichts noch nun nur ob oder ohne sehr sein seine sich sie sind so solche soll sollte sondern sonst über um und uns unser unsere unter vom von vor war waren warst was weil weiter welche wenn werde werden wie wieder will wir wird wo wollen wurde würde zu zum zur zwar zwischen";
const FR =
  "a à ai aie au aux avec avoir c ce ces cet cette d dans de des du elle elles en es est et été être eu il ils j je l la le les leur leurs lui m ma mais me même mes moi mon n ne ni nos notre nous on ont ou où par pas pour qu que qui s sa sans se ses si son sont sur t ta te tes toi ton tu un une vos votre vous y suis était étais très plus aussi";
const ES =
  "a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el él ella ellas ellos en entre era eres es esa esas ese eso esos esta está están estas este esto estos estoy fue fui ha han has hay he la las le les lo los me mi mí mis mucho muy más nada ni no nos nosotros o os otra otro para pero poco por porque que qué se sea ser si sí sin sobre son soy su sus también te tengo ti tu tú tus un una uno unos y ya yo";

/**
 * Function words of Chinese, Japanese and Korean as the segmenter cuts them, from the closed word
 * classes of their grammars: Chinese pronouns, the copula 是, the structural (的 地 得), aspect
 * (了 着 过) and modal (吗 呢 吧 啊) particles and the commonest prepositions and conjunctions;
 * Japanese pronouns, the polite auxiliaries (です, ます), particles of two kana or more and the
 * verb endings the segmenter cuts off (住んで → 住, んで; single kana never count as words); Korean first- and second-person pronouns with their particles.
 */
const ZH =
  "我 你 您 他 她 它 我们 你们 他们 她们 咱们 我的 你的 他的 她的 我们的 自己 这 那 这个 那个 这些 那些 这里 那里 是 的 地 得 了 着 过 吗 呢 吧 啊 呀 嘛 和 与 跟 或 也 都 就 还 又 很 太 不 没 没有 在 把 被 给 对 从 向 而 但 但是 因为 所以 如果 虽然 可是 然后 个 之 会 能 可以 什么 怎么 为什么 哪 哪里";
const JA =
  "私 僕 俺 あなた 彼 彼女 これ それ あれ どれ この その あの どの ここ そこ あそこ です でし でしょ ます まし ませ ない なかっ しま たい てい てる いる いた ある あっ する した して され こと もの から まで より けど けれど ので のに って でも など ながら とか では には とは での への んで んだ";
const KO = "저 저는 제가 저를 제 나 나는 내가 나를 내 우리 우리는 우리가 너 너는 네가 당신 당신은";

/**
 * Function words of German, French or Spanish that are content words in English ("sea", "son",
 * "war", "die", "hat", "man", "pour", "plus"): the union of the lists must not drop them from
 * English text ("Where does Hannah go sea swimming?" used to search for "hannah swimming").
 */
const ENGLISH_CONTENT =
  "sea son era hay sin soy con contra ante han pour plus ton ai eu par ma bin hat die dies war man den";

const ENGLISH_KEPT = new Set(ENGLISH_CONTENT.split(" "));

export const STOP_WORDS: ReadonlySet<string> = new Set(
  [EN, DE, FR, ES, ZH, JA, KO]
    .flatMap((list) => list.split(/\s+/))
    .filter((w) => w.length > 0 && !ENGLISH_KEPT.has(w)),
);
