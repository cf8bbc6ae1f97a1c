import { containsSecret } from "../local/secrets.ts";
import { EMAIL_ADDRESS } from "../text/regex.ts";

/**
 * Details a bio never contains: exact locations (street addresses, house numbers, coordinates,
 * postal codes) and contact details (e-mail, phone, social handles, links), plus secrets.
 * A memory holding one of them is left out of every bio whole, and a written bio is checked again.
 */
const STREET =
  /\b\d{1,5}[a-z]?,?\s+(?:[\p{Lu}][\p{L}'-]*\s+){0,3}(?:street|st|avenue|ave|road|rd|lane|ln|boulevard|blvd|drive|dr|way|court|ct|place|pl|terrace|square|sq|parkway|pkwy|highway|hwy)\b\.?/iu;
const STREET_AFTER =
  /\b[\p{L}-]+(?:straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer)\s*\d{1,4}[a-z]?\b/iu;
const STREET_NAMED =
  /\b(?:street|avenue|road|lane|rue|calle|via|straße|strasse)\s+(?:[\p{Lu}][\p{L}'-]*\s+){0,3}\d{1,4}[a-z]?\b/iu;
const HOUSE = /\b(?:house number|apartment|apt\.?|flat|suite|unit|floor|wohnung|hausnummer)\s*#?\s*\d+/iu;
const LIVE_AT_NUMBER = /\b(?:live|living|lives|moved|stay|staying)\s+(?:at|in)\s+(?:number\s+)?\d+/iu;
const COORDINATES = /-?\d{1,3}\.\d{2,}\s*°?\s*[NS]?,\s*-?\d{1,3}\.\d{2,}\s*°?\s*[EW]?/iu;
const DEGREES = /\d{1,3}°\s*\d{1,2}['′]/u;
const ISO_DATE = /\b\d{4}-\d{2}(?:-\d{2})?\b/gu;
const POSTAL =
  /\b\d{5}(?:-\d{4})?\b|\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b(?:zip|postal|post)\s*code\b|\bpostcode\b|\bPLZ\b/u;
const EMAIL = new RegExp(EMAIL_ADDRESS, "u");
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,4}[\s.-]\d{2,4}[\s.-]?\d{2,5}\b|\+\d{7,}/u;
const PHONE_WORDS =
  /\b(?:phone|mobile|cell|landline|whatsapp|telegram|signal)\s*(?:number|no\.?|#)?\s*(?:is|:)?\s*\+?\d/iu;
const HANDLE = /(?:^|\s)@[\p{L}\p{N}_]{2,}/u;
const LINK = /\bhttps?:\/\/|\bwww\.|\b[\p{L}\p{N}-]+\.(?:com|org|net|io|de|co|me|app|dev)\b/iu;

export function containsForbiddenDetail(text: string): boolean {
  const withoutDates = text.replace(ISO_DATE, "DATE");
  return (
    STREET.test(text) ||
    STREET_AFTER.test(text) ||
    STREET_NAMED.test(text) ||
    HOUSE.test(text) ||
    LIVE_AT_NUMBER.test(text) ||
    COORDINATES.test(text) ||
    DEGREES.test(text) ||
    POSTAL.test(withoutDates) ||
    EMAIL.test(text) ||
    PHONE.test(withoutDates) ||
    PHONE_WORDS.test(text) ||
    HANDLE.test(text) ||
    LINK.test(text) ||
    containsSecret(text)
  );
}
