/** A failure in words, announced to screen readers as it appears; nothing when there is none. */
export function Problem({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" class="problem">
      {text}
    </p>
  );
}
