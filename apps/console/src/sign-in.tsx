import { useState } from "preact/hooks";
import { clientFor, describeFailure } from "./api.ts";
import { Problem } from "./problem.tsx";
import type { Credentials } from "./session.ts";

/** Asks the service once with the given credentials, so a wrong key is told at once, in words. */
async function check(credentials: Credentials): Promise<string | null> {
  const client = clientFor(credentials);
  try {
    const answer = credentials.apiKey
      ? await client.GET("/v1/memories", { params: { query: { page_size: 1 } } })
      : await client.GET("/v1/api-keys");
    return answer.response.ok ? null : describeFailure(answer.response, answer.error);
  } catch {
    return "Could not reach the service. Check that the API is running and try again.";
  }
}

export function SignIn({ onSignedIn }: { onSignedIn: (credentials: Credentials) => void }) {
  const [apiKey, setApiKey] = useState("");
  const [bearerToken, setBearerToken] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    const credentials: Credentials = {
      ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
      ...(bearerToken.trim() ? { bearerToken: bearerToken.trim() } : {}),
    };
    if (!credentials.apiKey && !credentials.bearerToken) {
      setProblem("Enter an API key (msk_…) or a bearer token.");
      return;
    }
    setBusy(true);
    const failure = await check(credentials);
    setBusy(false);
    if (failure) setProblem(failure);
    else onSignedIn(credentials);
  };

  return (
    <main class="sign-in">
      <h1>Memory console</h1>
      <form onSubmit={submit}>
        <label>
          API key
          <input
            type="password"
            autocomplete="off"
            value={apiKey}
            onInput={(e) => setApiKey(e.currentTarget.value)}
          />
        </label>
        <label>
          Bearer token
          <input
            aria-describedby="token-use"
            type="password"
            autocomplete="off"
            value={bearerToken}
            onInput={(e) => setBearerToken(e.currentTarget.value)}
          />
        </label>
        <p class="hint" id="token-use">
          The API key reads and changes memories, profile and imports; a bearer token manages keys and
          webhooks. Both are kept for this tab only: closing it forgets them.
        </p>
        <button type="submit" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
        <Problem text={problem} />
      </form>
    </main>
  );
}
