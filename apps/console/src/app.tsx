import type { MemoryClient } from "@memory/client";
import { useMemo, useState } from "preact/hooks";
import { clientFor } from "./api.ts";
import { ImportsPage } from "./imports/imports-page.tsx";
import { MemoriesPage } from "./memories/memories-page.tsx";
import { MemoryDetail } from "./memories/memory-detail.tsx";
import { hrefOf, type Route, useRoute } from "./route.ts";
import { type Credentials, forgetCredentials, loadCredentials, saveCredentials } from "./session.ts";
import { SignIn } from "./sign-in.tsx";

const NAV: { label: string; route: Route }[] = [
  { label: "Memories", route: { page: "memories" } },
  { label: "Imports", route: { page: "imports" } },
];

function Page({ route, client }: { route: Route; client: MemoryClient }) {
  if (route.page === "memory") return <MemoryDetail client={client} memoryId={route.memoryId} />;
  if (route.page === "imports") return <ImportsPage client={client} />;
  return <MemoriesPage client={client} />;
}

export function App() {
  const [credentials, setCredentials] = useState<Credentials | null>(loadCredentials);
  const route = useRoute();
  const client = useMemo(() => (credentials ? clientFor(credentials) : null), [credentials]);

  if (!credentials || !client) {
    return (
      <SignIn
        onSignedIn={(next) => {
          saveCredentials(next);
          setCredentials(next);
        }}
      />
    );
  }
  const current = route.page === "memory" ? "memories" : route.page;
  return (
    <>
      <header class="bar">
        <strong>Memory console</strong>
        <nav aria-label="Pages">
          {NAV.map((item) => (
            <a
              key={item.label}
              href={hrefOf(item.route)}
              aria-current={current === item.route.page ? "page" : undefined}
            >
              {item.label}
            </a>
          ))}
        </nav>
        <button
          type="button"
          onClick={() => {
            forgetCredentials();
            setCredentials(null);
          }}
        >
          Sign out
        </button>
      </header>
      <main>
        <Page route={route} client={client} />
      </main>
    </>
  );
}
