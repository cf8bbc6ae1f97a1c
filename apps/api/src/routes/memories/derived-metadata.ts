/**
 * The metadata keys the extraction read from a memory's text: the place it names (`location`) and
 * the people (`participants`). When PATCH changes the text, a place or person the new text no
 * longer names is dropped, unless the caller sets the key in the same request: a memory that now
 * says "I live in Porto" must not keep `location: "Lisbon"` for the search filters and the profile.
 */
export function withoutStaleDerived(
  metadata: Record<string, unknown>,
  content: string,
  sent: Record<string, unknown> = {},
): Record<string, unknown> {
  const text = content.toLowerCase();
  const named = (value: unknown) => typeof value === "string" && text.includes(value.toLowerCase());
  const out = { ...metadata };
  if (!("location" in sent) && out.location !== undefined && !named(out.location)) delete out.location;
  if (!("participants" in sent) && Array.isArray(out.participants)) {
    const still = out.participants.filter(named);
    if (still.length > 0) out.participants = still;
    else delete out.participants;
  }
  return out;
}
