import { straightApostrophes } from "./junk.ts";
import { MY_NAMED_MACHINE } from "./languages/en/assistant-chat.ts";
import { haveA, presupposedHousehold } from "./presupposed-household.ts";

/**
 * PRESUPPOSED_POSSESSION: a possessive is a definite determiner (Quirk et al. 1985, ch. 5), and a
 * definite noun phrase presupposes that what it names exists (Strawson 1950, "On Referring"): "How
 * should I install this on my MacBook Air?" takes for granted that the asker has one. In a chat with
 * an assistant, a question or a request that gave no fact but names one of the person's machines
 * (`MY_NAMED_MACHINE`: a named product, a server of one's home, a sign-in key) says "I have a
 * MacBook Air."; one that names their partner, children, pet, public work or business says so too
 * (PRESUPPOSED_HOUSEHOLD, below). English only.
 */
export function presupposedPossession(sentence: string, message = ""): string[] {
  const text = straightApostrophes(sentence);
  const machine = MY_NAMED_MACHINE.exec(text)?.[1];
  const out = machine ? [haveA(machine)] : [];
  return [...out, ...presupposedHousehold(text, straightApostrophes(message))];
}
