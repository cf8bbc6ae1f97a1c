import type { Schema } from "@memory/client";

/** The ranking's reasons for one search result (`explanation`, with `explain: true`): the API's own schema. */
export type Explanation = Schema<"SearchExplanation">;
type Term = Schema<"SearchMatchedTerm">;
type Step = Schema<"SearchRankingStep">;

const termText = (t: Term) => `${t.term}${t.match !== "word" ? ` (${t.match})` : ""}`;

function stepText(step: Step): string {
  const sign = step.operation === "multiply" ? "×" : step.value >= 0 ? "+" : "";
  return `${step.reason} ${sign}${Number(step.value.toFixed(2))}${step.detail ? `: ${step.detail}` : ""}`;
}

export function WhyThisResult({ explanation }: { explanation: Explanation }) {
  const terms = explanation.matched_terms;
  return (
    <details class="why">
      <summary>Why this result</summary>
      <ul>
        <li>Matched words: {terms.length > 0 ? terms.map(termText).join(", ") : "none"}</li>
        <li>Meaning: {explanation.meaning.toFixed(2)}</li>
        {explanation.boosts.map((step) => (
          <li key={`${step.reason}-${step.detail}`}>{stepText(step)}</li>
        ))}
      </ul>
    </details>
  );
}
