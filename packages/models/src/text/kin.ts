/**
 * Family words and the relation they name, so that search reads "father" in a question and "baba"
 * or "dad" in a memory as the same person ("How is Nikos's father?" / "baba walks to the harbour
 * every evening"). People call their parents and grandparents by the word of their family's
 * language, which word vectors barely relate ("father" / "baba" 0.26, "mother" / "mum" 0.42).
 *
 * Only words that name nothing else in chat: no "ma", "pa", "pop" or "nana" (a grandmother in
 * English, a grandfather in Hindi).
 */
const RELATIONS: Record<string, string> = {
  father: "father fathers dad dads daddy papa papá pai père vater baba appa abbu",
  mother: "mother mothers mum mums mom moms mommy mummy mam mama mamá mamma mãe maman mutter amma ammi",
  grandmother: "grandmother grandmothers grandma gran granny nan nani yiayia abuela avó oma nonna babcia",
  grandfather: "grandfather grandfathers grandpa granddad grandad gramps papou abuelo avô opa nonno dziadek",
  brother: "brother brothers bro",
  sister: "sister sisters sis",
  // A husband, a wife, a girlfriend: the partner ("Sofia's partner" / "her husband").
  partner:
    "partner partners husband husbands hubby wife wives boyfriend boyfriends girlfriend girlfriends fiance fiancé fiancee fiancée",
};

/** Words naming several relations at once: "parents" is the father and the mother. */
const GROUPS: Record<string, string[]> = {
  parents: ["father", "mother"],
  parent: ["father", "mother"],
  grandparents: ["grandmother", "grandfather"],
  grandparent: ["grandmother", "grandfather"],
  siblings: ["brother", "sister"],
  sibling: ["brother", "sister"],
};

const KIN = new Map<string, string[]>();
for (const [relation, list] of Object.entries(RELATIONS)) {
  for (const word of list.split(/\s+/)) KIN.set(word, [relation]);
}
for (const [word, relations] of Object.entries(GROUPS)) KIN.set(word, relations);

/** The family relations a (lower-case) word names: "dad" → father, "parents" → father and mother. */
export function kinRelations(word: string): readonly string[] {
  return KIN.get(word) ?? [];
}

/** Every family word above ("dad", "amma", "parents", "fiancée"), for the rules that name a relative. */
export const FAMILY_WORDS: readonly string[] = [...KIN.keys()];
