import type { MemoryClient, Schema } from "@memory/client";
import { useState } from "preact/hooks";
import { readyOrNotYet, unwrap } from "../api.ts";
import { CATEGORIES } from "../memories/vocabulary.ts";
import { Problem } from "../problem.tsx";
import { problemOf, useLoad } from "../use-load.ts";
import { BioPanel } from "./bio-panel.tsx";

type Privacy = Schema<"PrivacySettings">;
type Profile = Schema<"Profile">;

const SWITCHES: { field: keyof Omit<Privacy, "categories_public">; label: string }[] = [
  { field: "bio_public", label: "Bio is public" },
  { field: "include_private_in_bio", label: "Private memories may go into the bio" },
  { field: "insights_enabled", label: "Insights" },
  { field: "trait_analysis_enabled", label: "Trait analysis" },
];

/** PATCH /v1/profile/privacy, one setting at a time; the answer is the settings as stored. */
function PrivacyPanel({ client, initial }: { client: MemoryClient; initial: Privacy }) {
  const [privacy, setPrivacy] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const change = async (update: Partial<Privacy>) => {
    setProblem(null);
    try {
      setPrivacy(unwrap(await client.PATCH("/v1/profile/privacy", { body: update })));
    } catch (error) {
      setProblem(problemOf(error));
    }
  };
  const togglePublic = (category: Privacy["categories_public"][number], on: boolean) =>
    change({
      categories_public: on
        ? [...privacy.categories_public, category]
        : privacy.categories_public.filter((c) => c !== category),
    });
  return (
    <fieldset class="panel">
      <legend>Privacy</legend>
      {SWITCHES.map(({ field, label }) => (
        <label key={field} class="switch">
          <input
            type="checkbox"
            checked={privacy[field]}
            onChange={(e) => change({ [field]: e.currentTarget.checked })}
          />
          {label}
        </label>
      ))}
      <p>Public categories</p>
      {CATEGORIES.map((c) => (
        <label key={c} class="switch">
          <input
            type="checkbox"
            checked={privacy.categories_public.includes(c)}
            onChange={(e) => togglePublic(c, e.currentTarget.checked)}
          />
          {c}
        </label>
      ))}
      <Problem text={problem} />
    </fieldset>
  );
}

function Sections({ profile }: { profile: Profile }) {
  const sections = Object.entries(profile.categories ?? {});
  return (
    <section aria-labelledby="sections-title">
      <h2 id="sections-title">What the profile holds</h2>
      {sections.length === 0 && <p>Nothing yet: the profile fills as memories arrive.</p>}
      {sections.map(([name, content]) => (
        <details key={name}>
          <summary>{name}</summary>
          <pre>{JSON.stringify(content, null, 2)}</pre>
        </details>
      ))}
    </section>
  );
}

/** GET /v1/profile (202 while the service builds it), its privacy settings and the bio. */
export function ProfilePage({ client }: { client: MemoryClient }) {
  const answer = useLoad(async () => readyOrNotYet(await client.GET("/v1/profile"), "profile"), [client]);
  const ready = answer.data && "ready" in answer.data ? (answer.data.ready as Profile) : undefined;
  return (
    <>
      <h1>Profile</h1>
      <Problem text={answer.problem} />
      {answer.data && "notYet" in answer.data && (
        <p role="status">
          {answer.data.notYet}{" "}
          <button type="button" onClick={answer.reload}>
            Check again
          </button>
        </p>
      )}
      <div class="columns">
        {ready && <PrivacyPanel client={client} initial={ready.privacy_settings} />}
        <BioPanel client={client} />
      </div>
      {ready && <Sections profile={ready} />}
    </>
  );
}
