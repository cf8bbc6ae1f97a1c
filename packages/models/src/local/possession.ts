import { straightApostrophes } from "./junk.ts";
import { MY_NAMED_MACHINE } from "./languages/en/assistant-chat.ts";

/**
 * PRESUPPOSED_POSSESSION: a possessive is a definite determiner (Quirk et al. 1985, ch. 5), and a
 * definite noun phrase presupposes that what it names exists (Strawson 1950, "On Referring"): "How
 * should I install this on my MacBook Air?" takes for granted that the asker has one. In a chat with
 * an assistant, a question or a request that gave no fact but names one of the person's machines
 * (`MY_NAMED_MACHINE`: a named product, a server of one's home, a sign-in key) says "I have a
 * MacBook Air." English only.
 */
export function presupposedPossession(sentence: string): string | undefined {
  const machine = MY_NAMED_MACHINE.exec(straightApostrophes(sentence))?.[1];
  if (!machine) return undefined;
  if (/^own /iu.test(machine)) return `I have my ${machine}.`;
  return `I have ${/^[aeiou]/iu.test(machine) ? "an" : "a"} ${machine}.`;
}
