import type { ContentKind } from "@memory/db";
import { dateOf, type Fields, fieldsOf, idOf, quote, readItems, textOf } from "./guards.ts";
import { type PlatformClient, type PlatformClientOptions, resetFromEpochSeconds } from "./http.ts";
import type { Account, Connector, Page, PageRequest, SocialItem, Source } from "./types.ts";

/** X API v2 rate-limit headers: `x-rate-limit-remaining` and `x-rate-limit-reset` (epoch seconds). */
export const twitterRateLimit: PlatformClientOptions["rateLimit"] = (headers) => {
  const remaining = headers.get("x-rate-limit-remaining");
  const resetAt = resetFromEpochSeconds(headers.get("x-rate-limit-reset"));
  return { ...(remaining !== null ? { remaining: Number(remaining) } : {}), ...(resetAt ? { resetAt } : {}) };
};

const tweetUrl = (username: string, id: string) => `https://x.com/${username}/status/${id}`;

/**
 * X (Twitter) API v2 with an OAuth 2.0 user-context token. Posts: the user's tweets and replies
 * (`GET /2/users/:id/tweets`); connections: followers (`/2/users/:id/followers`); activities: likes
 * (`/2/users/:id/liked_tweets`) and owned lists (`/2/users/:id/owned_lists`); messages: the
 * direct messages the user sent (`GET /2/dm_events`). Pages follow `meta.next_token`.
 */
export function twitterConnector(http: PlatformClient): Connector {
  const sources = (account: Account, kind: ContentKind): Source[] => {
    const me = account.id;
    switch (kind) {
      case "posts":
        return [tweetsSource(http, account)];
      case "connections":
        return [followersSource(http, me)];
      case "activities":
        return [likedTweetsSource(http, me), ownedListsSource(http, me)];
      case "messages":
        return [dmEventsSource(http, me)];
    }
  };
  return {
    platform: "twitter",
    async me() {
      const user = fieldsOf(fieldsOf(await http.get("/2/users/me"))?.data);
      const id = idOf(user?.id);
      const username = idOf(user?.username);
      if (!id || !username) throw http.unusableBody("/2/users/me", "an account");
      return { id, name: username };
    },
    sources,
    unavailable: {},
  };
}

/**
 * One page of an X listing, following `meta.next_token`; `read` reads one element of `data`. A page
 * without `data` is empty (X leaves it out when there is nothing).
 */
async function page(
  http: PlatformClient,
  path: string,
  request: PageRequest,
  query: Record<string, string | number | undefined>,
  read: (fields: Fields) => SocialItem | null,
): Promise<Page> {
  const body = fieldsOf(await http.get(path, { ...query, pagination_token: request.page }));
  // A page without "data" is an empty last page ({"meta": {"result_count": 0}}); a body that is no
  // object (null, [], a string) is no page at all.
  if (!body) throw http.unusableBody(path, "a page of results");
  const data = body.data ?? [];
  const token = fieldsOf(body.meta)?.next_token ?? null;
  const next = token === null ? null : idOf(token);
  if (!Array.isArray(data) || (token !== null && next === null))
    throw http.unusableBody(path, "a page of results");
  return { ...readItems(data, read), next };
}

/** The user's tweets and replies since the last sync, newest first. */
function tweetsSource(http: PlatformClient, account: Account): Source {
  return {
    name: "tweets",
    kind: "posts",
    ordered: true,
    permission: "tweet.read users.read",
    fetch: (request) =>
      page(
        http,
        `/2/users/${account.id}/tweets`,
        request,
        {
          max_results: 100,
          "tweet.fields": "created_at,author_id,conversation_id",
          // X takes RFC 3339 to the second (YYYY-MM-DDTHH:mm:ssZ).
          start_time: request.since.toISOString().replace(/\.\d{3}Z$/, "Z"),
        },
        (t) => {
          const id = idOf(t.id);
          if (!id) return null;
          return {
            id,
            createdAt: dateOf(t.created_at, "iso"),
            url: tweetUrl(account.name, id),
            ownText: textOf(t.text),
          };
        },
      ),
  };
}

/** The user's followers, each a statement about a relationship. */
function followersSource(http: PlatformClient, me: string): Source {
  return {
    name: "followers",
    kind: "connections",
    ordered: false,
    permission: "follows.read users.read",
    fetch: (request) =>
      page(
        http,
        `/2/users/${me}/followers`,
        request,
        { max_results: 1000, "user.fields": "created_at" },
        (u) => {
          const id = idOf(u.id);
          const username = idOf(u.username);
          if (!id || !username) return null;
          return {
            id,
            createdAt: null,
            url: `https://x.com/${username}`,
            statement: {
              content: `${textOf(u.name) ?? username} (@${username}) follows me on X.`,
              category: "relationships",
            },
          };
        },
      ),
  };
}

/** The posts the user liked, each a statement of interest. */
function likedTweetsSource(http: PlatformClient, me: string): Source {
  return {
    name: "liked_tweets",
    kind: "activities",
    ordered: false,
    permission: "like.read tweet.read users.read",
    fetch: (request) =>
      page(
        http,
        `/2/users/${me}/liked_tweets`,
        request,
        { max_results: 100, "tweet.fields": "created_at,author_id" },
        (t) => {
          const id = idOf(t.id);
          const text = textOf(t.text);
          if (!id || !text) return null;
          return {
            id,
            createdAt: null,
            url: `https://x.com/i/web/status/${id}`,
            statement: { content: `I liked a post on X: "${quote(text)}"`, category: "interests" },
          };
        },
      ),
  };
}

/** The lists the user keeps, each a statement of interest. */
function ownedListsSource(http: PlatformClient, me: string): Source {
  return {
    name: "owned_lists",
    kind: "activities",
    ordered: false,
    permission: "list.read users.read",
    fetch: (request) =>
      page(
        http,
        `/2/users/${me}/owned_lists`,
        request,
        { max_results: 100, "list.fields": "created_at,description" },
        (l) => {
          const id = idOf(l.id);
          const name = textOf(l.name);
          if (!id || !name) return null;
          const description = textOf(l.description);
          return {
            id,
            createdAt: dateOf(l.created_at, "iso"),
            url: `https://x.com/i/lists/${id}`,
            statement: {
              content: `I keep a list on X named "${quote(name, 100)}"${description ? ` (${quote(description, 150)})` : ""}.`,
              category: "interests",
            },
          };
        },
      ),
  };
}

/** The direct messages the user sent (received ones are listed but carry no text of the user's). */
function dmEventsSource(http: PlatformClient, me: string): Source {
  return {
    name: "dm_events",
    kind: "messages",
    ordered: true,
    permission: "dm.read tweet.read users.read",
    fetch: (request) =>
      page(
        http,
        "/2/dm_events",
        request,
        {
          max_results: 100,
          event_types: "MessageCreate",
          "dm_event.fields": "created_at,sender_id,text,dm_conversation_id",
        },
        (e) => {
          const id = idOf(e.id);
          if (!id) return null;
          return {
            id,
            createdAt: dateOf(e.created_at, "iso"),
            url: `https://x.com/messages/${idOf(e.dm_conversation_id) ?? ""}`,
            // Only the user's own messages are the user's statements; received ones are skipped.
            ownText: idOf(e.sender_id) === me ? textOf(e.text) : undefined,
          };
        },
      ),
  };
}
