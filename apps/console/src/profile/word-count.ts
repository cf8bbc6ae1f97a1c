/**
 * Live count for the manual bio, counted as the service counts (countWords in
 * packages/models/src/profile/person.ts: runs of non-space characters, "•" not a word). It only
 * guides typing: the service's BIO_TOO_LONG decides, and its message is shown as it is.
 */
export const wordCount = (text: string) => text.split(/\s+/u).filter((w) => w.length > 0 && w !== "•").length;

/** The manual bio's limit in the API's description of PATCH /v1/profile/bio. */
export const BIO_MAX_WORDS = 500;
