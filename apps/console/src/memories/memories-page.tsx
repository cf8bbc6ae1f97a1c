import type { MemoryClient } from "@memory/client";
import { useState } from "preact/hooks";
import { MemoriesOverTime } from "./memories-over-time.tsx";
import { MemoryTable } from "./memory-table.tsx";
import { SearchPanel } from "./search-panel.tsx";
import { StoreForm } from "./store-form.tsx";

/** Store, search and browse: the table reloads after a store so the new memory shows at the top. */
export function MemoriesPage({ client }: { client: MemoryClient }) {
  const [stored, setStored] = useState(0);
  return (
    <>
      <h1>Memories</h1>
      <div class="columns">
        <StoreForm client={client} onStored={() => setStored((n) => n + 1)} />
        <SearchPanel client={client} />
      </div>
      <MemoriesOverTime client={client} refresh={stored} />
      <MemoryTable client={client} refresh={stored} />
    </>
  );
}
