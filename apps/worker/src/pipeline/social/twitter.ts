import type { ContentKind } from "@memory/db";
import { type PlatformClient, type PlatformClientOptions, resetFromEpochSeconds } from "./http.ts";
import type { Account, Connector, Page, PageRequest, Source } from "./types.ts";

/** X API v2 rate-limit headers: `x-rate-limit-remaining` and `x-rate-limit-reset` (epoch seconds). */
export const twitterRateLimit: PlatformClientOptions["rateLimit"] = (headers) => {
  const remaining = headers.get("x-rate-limit-remaining");
  const resetAt = resetFromEpochSeconds(headers.get("x-rate-limit-reset"));
  return { ...(remaining !== null ? { remaining: Number(remaining) } : {}), ...(resetAt ? { resetAt } : {}) };
};

interface XTweet {
  id: string;
  text: string;
  created_at?: string;
  author_id?: string;
}
interface XUser {
  id: string;
  name: string;
  username: string;
  created_at?: string;
}
interface XList {
  id: string;
  name: string;
  description?: string;
  created_at?: string;
}
interface XDmEvent {
  id: string;
  event_type: string;
  text?: string;
  sender_id?: string;
  created_at?: string;
  dm_conversation_id?: string;
}
interface XPage<T> {
  data?: T[];
  meta?: { result_count?: number; next_token?: string };
}

const date = (v: string | undefined) => (v ? new Date(v) : null);
const tweetUrl = (username: string, id: string) => `https://x.com/${username}/status/${id}`;
const quote = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

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
      const body = await http.get<{ data: XUser }>("/2/users/me");
      return { id: body.data.id, name: body.data.username };
    },
    sources,
    unavailable: {},
  };
}

/** One page of an X listing, following `meta.next_token`. */
async function page<T>(
  http: PlatformClient,
  path: string,
  request: PageRequest,
  query: Record<string, string | number | undefined>,
) {
  const body = await http.get<XPage<T>>(path, { ...query, pagination_token: request.page });
  return { data: body.data ?? [], next: body.meta?.next_token ?? null };
}

/** The user's tweets and replies since the last sync, newest first. */
function tweetsSource(http: PlatformClient, account: Account): Source {
  return {
    name: "tweets",
    kind: "posts",
    ordered: true,
    permission: "tweet.read users.read",
    async fetch(request): Promise<Page> {
      const { data, next } = await page<XTweet>(http, `/2/users/${account.id}/tweets`, request, {
        max_results: 100,
        "tweet.fields": "created_at,author_id,conversation_id",
        // X takes RFC 3339 to the second (YYYY-MM-DDTHH:mm:ssZ).
        start_time: request.since.toISOString().replace(/\.\d{3}Z$/, "Z"),
      });
      return {
        next,
        items: data.map((t) => ({
          id: t.id,
          createdAt: date(t.created_at),
          url: tweetUrl(account.name, t.id),
          ownText: t.text,
        })),
      };
    },
  };
}

/** The user's followers, each a statement about a relationship. */
function followersSource(http: PlatformClient, me: string): Source {
  return {
    name: "followers",
    kind: "connections",
    ordered: false,
    permission: "follows.read users.read",
    async fetch(request): Promise<Page> {
      const { data, next } = await page<XUser>(http, `/2/users/${me}/followers`, request, {
        max_results: 1000,
        "user.fields": "created_at",
      });
      return {
        next,
        items: data.map((u) => ({
          id: u.id,
          createdAt: null,
          url: `https://x.com/${u.username}`,
          statement: {
            content: `${u.name} (@${u.username}) follows me on X.`,
            category: "relationships",
          },
        })),
      };
    },
  };
}

/** The posts the user liked, each a statement of interest. */
function likedTweetsSource(http: PlatformClient, me: string): Source {
  return {
    name: "liked_tweets",
    kind: "activities",
    ordered: false,
    permission: "like.read tweet.read users.read",
    async fetch(request): Promise<Page> {
      const { data, next } = await page<XTweet>(http, `/2/users/${me}/liked_tweets`, request, {
        max_results: 100,
        "tweet.fields": "created_at,author_id",
      });
      return {
        next,
        items: data.map((t) => ({
          id: t.id,
          createdAt: null,
          url: `https://x.com/i/web/status/${t.id}`,
          statement: { content: `I liked a post on X: "${quote(t.text)}"`, category: "interests" },
        })),
      };
    },
  };
}

/** The lists the user keeps, each a statement of interest. */
function ownedListsSource(http: PlatformClient, me: string): Source {
  return {
    name: "owned_lists",
    kind: "activities",
    ordered: false,
    permission: "list.read users.read",
    async fetch(request): Promise<Page> {
      const { data, next } = await page<XList>(http, `/2/users/${me}/owned_lists`, request, {
        max_results: 100,
        "list.fields": "created_at,description",
      });
      return {
        next,
        items: data.map((l) => ({
          id: l.id,
          createdAt: date(l.created_at),
          url: `https://x.com/i/lists/${l.id}`,
          statement: {
            content: `I keep a list on X named "${quote(l.name, 100)}"${l.description ? ` (${quote(l.description, 150)})` : ""}.`,
            category: "interests",
          },
        })),
      };
    },
  };
}

/** The direct messages the user sent (received ones are listed but carry no text of the user's). */
function dmEventsSource(http: PlatformClient, me: string): Source {
  return {
    name: "dm_events",
    kind: "messages",
    ordered: true,
    permission: "dm.read tweet.read users.read",
    async fetch(request): Promise<Page> {
      const { data, next } = await page<XDmEvent>(http, "/2/dm_events", request, {
        max_results: 100,
        event_types: "MessageCreate",
        "dm_event.fields": "created_at,sender_id,text,dm_conversation_id",
      });
      return {
        next,
        // Only the user's own messages are the user's statements; received ones are skipped.
        items: data.map((e) => ({
          id: e.id,
          createdAt: date(e.created_at),
          url: `https://x.com/messages/${e.dm_conversation_id ?? ""}`,
          ...(e.sender_id === me && e.text ? { ownText: e.text } : {}),
        })),
      };
    },
  };
}
