import type { MemoryClient } from "@memory/client";
import { useMemo, useState } from "preact/hooks";
import { clientFor } from "./api.ts";
import { ImportsPage } from "./imports/imports-page.tsx";
import { KeysPage } from "./keys/keys-page.tsx";
import { MemoriesPage } from "./memories/memories-page.tsx";
import { MemoryDetail } from "./memories/memory-detail.tsx";
import { ProfilePage } from "./profile/profile-page.tsx";
import { hrefOf, type Route, useRoute } from "./route.ts";
import { type Credentials, forgetCredentials, loadCredentials, saveCredentials } from "./session.ts";
import { SignIn } from "./sign-in.tsx";
import { WebhooksPage } from "./webhooks/webhooks-page.tsx";

/** Each page and what signs in for it: memories, imports, profile and webhooks take a key, keys a bearer token. */
const NAV: { label: string; route: Route; needs: keyof Credentials }[] = [
  { label: "Memories", route: { page: "memories" }, needs: "apiKey" },
  { label: "Imports", route: { page: "imports" }, needs: "apiKey" },
  { label: "Profile", route: { page: "profile" }, needs: "apiKey" },
  { label: "Webhooks", route: { page: "webhooks" }, needs: "apiKey" },
  { label: "API keys", route: { page: "keys" }, needs: "bearerToken" },
];

const currentPage = (route: Route) => (route.page === "memory" ? "memories" : route.page);

function Page({
  route,
  client,
  credentials,
}: {
  route: Route;
  client: MemoryClient;
  credentials: Credentials;
}) {
  const needs = NAV.find((item) => item.route.page === currentPage(route))?.needs ?? "apiKey";
  if (!credentials[needs])
    return (
      <p role="alert" class="problem">
        {needs === "apiKey"
          ? "This page needs an API key: sign out and sign in with one."
          : "This page needs a bearer token: sign out and sign in with one (keys are managed with a token)."}
      </p>
    );
  if (route.page === "memory") return <MemoryDetail client={client} memoryId={route.memoryId} />;
  if (route.page === "imports") return <ImportsPage client={client} />;
  if (route.page === "profile") return <ProfilePage client={client} />;
  if (route.page === "keys") return <KeysPage client={client} />;
  if (route.page === "webhooks") return <WebhooksPage client={client} />;
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
  const current = currentPage(route);
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
        <Page route={route} client={client} credentials={credentials} />
      </main>
    </>
  );
}
