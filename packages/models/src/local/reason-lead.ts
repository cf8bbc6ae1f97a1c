import { straightApostrophes } from "./junk.ts";

/**
 * REASON_LEAD: a fronted clause of reason ("since", "because", "now that", "given that", "knowing
 * that"; "comme", "puisque", "parce que", "vu que", "étant donné que", "sachant que") gives the ground of what follows as a
 * statement of its own: "Since I'm based in Germany, which bank should I use?" says "I'm based in
 * Germany."; "Comme je suis diabétique, propose des desserts." says "Je suis diabétique.". The
 * ground is then read like any other statement ("Since I ran the script, …" gives nothing), and
 * the main clause after the comma on its own. Not "as", which opens a comment clause far more
 * often than a reason ("As I mentioned, the party is on Friday").
 */
const REASON =
  /^(?:since|because|now that|given that|knowing that|seeing as|comme|puisque|parce que|parce qu'|vu que|étant donné que|étant donné qu'|sachant que|sachant qu'|du fait que|du fait qu')\s*((?:(?:i|i'm|i've|my|we|we're|our|je|mon|ma|mes|nous)\b|j')[^,;?!]*?),\s+(?=\S)/iu;

/** The ground a sentence opens with, as a statement ("I'm based in Germany."), and the sentence after it. */
export function reasonLead(sentence: string): { statement: string; rest: string } | undefined {
  const match = REASON.exec(straightApostrophes(sentence).trim());
  const ground = match?.[1];
  if (!match || !ground) return undefined;
  const start = sentence.trim();
  const clause = start.slice(match[0].indexOf(ground), match[0].indexOf(ground) + ground.length);
  const rest = start.slice(match[0].length);
  return {
    statement: `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`,
    rest: `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`,
  };
}
