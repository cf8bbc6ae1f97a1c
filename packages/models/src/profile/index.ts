export { frenchThirdPerson } from "../local/third-person.ts";
export { BIO_WRITING, type BioLanguage, bioLanguage } from "./bio-languages.ts";
export {
  BIO_LENGTHS,
  type BioFact,
  bioFacts,
  bioWriting,
  type WrittenBio,
  writeLocalBio,
} from "./bio-local.ts";
export { bioPrompt, checkBio, type OpenAIBioResult, writeOpenAIBio } from "./bio-openai.ts";
export {
  type DerivedInsight,
  type DerivedTrait,
  deriveCategoryProfile,
  deriveCategoryProfiles,
  deriveInsights,
  deriveTraits,
  isEpisodeKind,
  isFact,
  isOwnFact,
  isPlacedByCue,
  isSurelyFiled,
  ownFacts,
  type SourceMemory,
  SURE_CATEGORY,
  subjectOf,
} from "./derive.ts";
export { type Gender, genderFromOwnWords } from "./gender.ts";
export { BIO_MAX_WORDS, countWords, findUserName, toThirdPerson } from "./person.ts";
export { thirdPersonOfDe, toThirdPersonDe } from "./person-de.ts";
export { toThirdPersonFr } from "./person-fr.ts";
export { thirdPersonOfNl, toThirdPersonNl } from "./person-nl.ts";
export { containsForbiddenDetail } from "./privacy.ts";
