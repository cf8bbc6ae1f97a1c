import type { MemoryClient } from "@memory/client";
import { useState } from "preact/hooks";
import { ConnectSocial } from "./connect-social.tsx";
import { IntegrationProgress } from "./integration-progress.tsx";
import { PasteChat } from "./paste-chat.tsx";
import { UploadFile } from "./upload-file.tsx";

/** Start an import (a file, pasted chat JSON, a social account) and follow every import started from this page. */
export function ImportsPage({ client }: { client: MemoryClient }) {
  const [started, setStarted] = useState<string[]>([]);
  const follow = (integrationId: string) =>
    setStarted((ids) => (ids.includes(integrationId) ? ids : [integrationId, ...ids]));
  return (
    <>
      <h1>Imports</h1>
      <div class="columns">
        <UploadFile client={client} onStarted={follow} />
        <PasteChat client={client} onStarted={follow} />
        <ConnectSocial client={client} onStarted={follow} />
      </div>
      <section aria-labelledby="progress-title">
        <h2 id="progress-title">Progress</h2>
        {started.length === 0 && <p>Imports you start here show their progress here.</p>}
        {started.map((id) => (
          <IntegrationProgress key={id} client={client} integrationId={id} />
        ))}
      </section>
    </>
  );
}
