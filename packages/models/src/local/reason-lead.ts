import { straightApostrophes } from "./junk.ts";

/**
 * REASON_LEAD: a fronted clause of reason ("since", "because", "now that", "given that", "knowing
 * that"; "comme", "puisque", "parce que", "vu que", "étant donné que", "sachant que"; "como", "ya
 * que", "puesto que", "dado que"; "siccome", "poiché", "dato che", "visto che"; "da", "weil",
 * "seit") gives the ground of what follows as a statement of its own: "Since I'm based in Germany,
 * which bank should I use?" says "I'm based in Germany."; "Comme je suis diabétique, propose des
 * desserts." says "Je suis diabétique."; "Como soy diabético, ¿…?" says "Soy diabético.". The
 * ground is then read like any other statement ("Since I ran the script, …" gives nothing), and
 * the main clause after the comma on its own. Not "as", which opens a comment clause far more
 * often than a reason ("As I mentioned, the party is on Friday"), nor "como te dije".
 */
const REASON =
  /^(?:since|because|now that|given that|knowing that|seeing as|comme|puisque|parce que|parce qu'|vu que|étant donné que|étant donné qu'|sachant que|sachant qu'|du fait que|du fait qu')\s*((?:(?:i|i'm|i've|my|we|we're|our|je|mon|ma|mes|nous)\b|j')[^,;?!]*?),\s+(?=\S)/iu;
/**
 * Spanish and Italian drop the subject: the ground is any clause, read later like any statement
 * (whose first person the verb's ending says). A comment clause ("como te dije", "come sai") is none.
 */
const PRO_DROP_REASON =
  /^(?:como|ya que|puesto que|dado que|siccome|poiché|dato che|visto che)\s+(?!(?:te|le|os|ti|vi)\s+(?:dije|dicho|dicevo|ho detto)\b|(?:ya )?(?:sabes|sabéis|sai|sapete)\b)([^,;?!¿¡]*?),\s+(?=\S)/iu;
/**
 * German puts the finite verb last in the clause of reason ("Da ich Diabetiker bin, …"); the
 * statement puts it second, after its subject (Duden, Verbzweitstellung): "Ich bin Diabetiker.".
 */
const DE_REASON = /^(?:da|weil|seit|seitdem|nachdem)\s+(ich|wir)\s+([^,;?!]*?)\s*(\p{L}+),\s+(?=\S)/iu;
/**
 * A verb that may be a separable one ("umziehe", "aufstehe"): put second it would split ("ich ziehe
 * … um"), which these rules do not do; such a clause is left as it was said.
 */
const SEPARABLE_PREFIX =
  /^(?:ab|an|auf|aus|bei|ein|fest|fort|her|hin|los|mit|nach|um|vor|weg|weiter|wieder|zu|zurück|zusammen)\p{L}{3,}$/iu;
/** After a fronted clause the German main clause opens with its verb ("fahre ich …"): its subject goes first again. */
const DE_VERB_FIRST = /^(\p{L}+)\s+(ich|wir)\b/iu;

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The ground a sentence opens with, as a statement ("I'm based in Germany."), and the sentence after it. */
export function reasonLead(sentence: string): { statement: string; rest: string } | undefined {
  const start = sentence.trim();
  const text = straightApostrophes(start);
  const german = DE_REASON.exec(text);
  if (german) {
    const [whole, subject = "", middle = "", verb = ""] = german;
    if (SEPARABLE_PREFIX.test(verb)) return undefined;
    const rest = start.slice(whole.length).replace(DE_VERB_FIRST, (_m, v: string, s: string) => `${s} ${v}`);
    const statement = `${capitalised(subject.toLowerCase())} ${verb}${middle ? ` ${middle}` : ""}.`;
    return { statement, rest: capitalised(rest) };
  }
  const match = REASON.exec(text) ?? PRO_DROP_REASON.exec(text);
  const ground = match?.[1];
  if (!match || !ground) return undefined;
  const clause = start.slice(match[0].indexOf(ground), match[0].indexOf(ground) + ground.length);
  return { statement: `${capitalised(clause)}.`, rest: capitalised(start.slice(match[0].length)) };
}
