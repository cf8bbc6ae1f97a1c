import { straightApostrophes } from "./junk.ts";
import type { Language } from "./language.ts";
import { MY_NAMED_MACHINE } from "./languages/en/assistant-chat.ts";
import { haveA, presupposedHousehold } from "./presupposed-household.ts";
import { presupposedHouseholdFr } from "./presupposed-household-fr.ts";

/**
 * PRESUPPOSED_POSSESSION: a possessive is a definite determiner (Quirk et al. 1985, ch. 5), and a
 * definite noun phrase presupposes that what it names exists (Strawson 1950, "On Referring"): "How
 * should I install this on my MacBook Air?" takes for granted that the asker has one. In a chat with
 * an assistant, a question or a request that gave no fact but names one of the person's machines
 * (`MY_NAMED_MACHINE`: a named product, a server of one's home, a sign-in key) says "I have a
 * MacBook Air." (`machines`: in a working session, where the task names machines); one that names
 * their partner, children, pet, public work or business says so too, in any chat with an assistant
 * (PRESUPPOSED_HOUSEHOLD, presupposed-household.ts). English; the household in French too.
 */
export function presupposedPossession(
  sentence: string,
  message = "",
  language: Language = "en",
  machines = true,
): string[] {
  const text = straightApostrophes(sentence);
  if (language === "fr") return presupposedHouseholdFr(text, straightApostrophes(message));
  if (language !== "en") return [];
  const machine = machines ? MY_NAMED_MACHINE.exec(text)?.[1] : undefined;
  const out = machine ? [haveA(machine)] : [];
  return [...out, ...presupposedHousehold(text, straightApostrophes(message))];
}
