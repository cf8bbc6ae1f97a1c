import type { MemoryClient, Schema } from "@memory/client";
import { useState } from "preact/hooks";
import { readyOrNotYet, unwrap } from "../api.ts";
import { Choice } from "../controls.tsx";
import { Problem } from "../problem.tsx";
import { problemOf, useLoad } from "../use-load.ts";
import { BIO_MAX_WORDS, wordCount } from "./word-count.ts";

type Bio = Schema<"Bio">;
const FORMATS: Bio["format"][] = ["full", "short", "bullets", "professional"];
const STYLES: Bio["style"][] = ["narrative", "factual", "casual", "formal"];

/** GET /v1/profile/bio in a chosen format and style; "not yet" while written or too few memories. */
function useBio(client: MemoryClient, format: Bio["format"], style: Bio["style"], round: number) {
  return useLoad(
    async () =>
      readyOrNotYet(await client.GET("/v1/profile/bio", { params: { query: { format, style } } }), "bio"),
    [client, format, style, round],
  );
}

function CurrentBio({ bio }: { bio: Bio }) {
  return (
    <figure aria-label="Current bio">
      <blockquote class="bio">{bio.bio}</blockquote>
      <figcaption>
        {bio.word_count} words, {bio.is_manual ? "written by hand" : `from ${bio.source_memories} memories`}
      </figcaption>
    </figure>
  );
}

export function BioPanel({ client }: { client: MemoryClient }) {
  const [format, setFormat] = useState<Bio["format"]>("full");
  const [style, setStyle] = useState<Bio["style"]>("narrative");
  const [round, setRound] = useState(0);
  const bio = useBio(client, format, style, round);
  const [manual, setManual] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const words = wordCount(manual);

  const save = async (event: Event) => {
    event.preventDefault();
    setProblem(null);
    try {
      const body = { bio: manual, is_manual: true, regenerate: false };
      const saved = unwrap(await client.PATCH("/v1/profile/bio", { body }));
      setStatus(
        "word_count" in saved ? `Saved: ${saved.word_count} words.` : "Accepted: the service is writing it.",
      );
      setRound((n) => n + 1);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <section class="panel" aria-labelledby="bio-title">
      <h2 id="bio-title">Bio</h2>
      <div class="filters">
        <Choice label="Format" options={FORMATS} value={format} onChange={(f) => setFormat(f ?? "full")} />
        <Choice label="Style" options={STYLES} value={style} onChange={(s) => setStyle(s ?? "narrative")} />
      </div>
      <Problem text={bio.problem} />
      {bio.data && "notYet" in bio.data && (
        <p role="status">
          {bio.data.notYet}{" "}
          <button type="button" onClick={() => setRound((n) => n + 1)}>
            Check again
          </button>
        </p>
      )}
      {bio.data && "ready" in bio.data && <CurrentBio bio={bio.data.ready as Bio} />}
      <form onSubmit={save}>
        <label>
          Manual bio
          <textarea rows={4} value={manual} required onInput={(e) => setManual(e.currentTarget.value)} />
        </label>
        <p aria-live="polite" class={words > BIO_MAX_WORDS ? "problem" : ""}>
          {words} of {BIO_MAX_WORDS} words
        </p>
        <button type="submit">Save bio</button>
        {status && <p role="status">{status}</p>}
        <Problem text={problem} />
      </form>
    </section>
  );
}
