import type { ContentKind } from "@memory/db";
import { type PlatformClient, type PlatformClientOptions, resetFromSecondsAhead } from "./http.ts";
import type { Account, Connector, Page, PageRequest, SocialItem, Source } from "./types.ts";

/** Reddit's headers: `x-ratelimit-remaining` (a float) and `x-ratelimit-reset` (seconds until the window resets). */
export const redditRateLimit: PlatformClientOptions["rateLimit"] = (headers, now) => {
  const remaining = headers.get("x-ratelimit-remaining");
  const resetAt = resetFromSecondsAhead(headers.get("x-ratelimit-reset"), now);
  return {
    ...(remaining !== null ? { remaining: Math.floor(Number(remaining)) } : {}),
    ...(resetAt ? { resetAt } : {}),
  };
};

interface Thing<T> {
  kind: string;
  data: T;
}
interface Listing<T> {
  kind: "Listing";
  data: { after: string | null; before: string | null; children: Thing<T>[] };
}
interface Link {
  name: string;
  title: string;
  selftext?: string;
  subreddit: string;
  permalink: string;
  created_utc: number;
}
interface Comment {
  name: string;
  body: string;
  subreddit: string;
  link_title?: string;
  permalink: string;
  created_utc: number;
}
interface Subreddit {
  name: string;
  display_name: string;
  title?: string;
  url: string;
  created_utc?: number;
}
interface Message {
  name: string;
  subject: string;
  body: string;
  dest?: string;
  author?: string;
  created_utc: number;
}

const REDDIT = "https://www.reddit.com";
const at = (seconds: number | undefined) => (seconds ? new Date(seconds * 1000) : null);
const quote = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/**
 * Reddit's OAuth API (oauth.reddit.com) with a user token. Posts: submissions and comments
 * (`/user/{name}/submitted`, `/user/{name}/comments`, newest first); connections: subscribed
 * communities (`/subreddits/mine/subscriber`); activities: upvoted posts (`/user/{name}/upvoted`);
 * messages: the private messages the user sent (`/message/sent`). Listings follow `data.after`.
 */
export function redditConnector(http: PlatformClient): Connector {
  const listing = (
    name: string,
    kind: ContentKind,
    path: string,
    permission: string,
    ordered: boolean,
    toItem: (thing: Thing<never>) => SocialItem | null,
  ) => listingSource(http, { name, kind, path, permission, ordered, toItem });
  const sources = (account: Account, kind: ContentKind): Source[] => {
    const user = encodeURIComponent(account.name);
    switch (kind) {
      case "posts":
        return [
          listing("submitted", kind, `/user/${user}/submitted`, "history identity", true, submittedItem),
          listing("comments", kind, `/user/${user}/comments`, "history identity", true, commentItem),
        ];
      case "connections":
        return [
          listing(
            "subscriptions",
            kind,
            "/subreddits/mine/subscriber",
            "mysubreddits",
            false,
            subscriptionItem,
          ),
        ];
      case "activities":
        return [listing("upvoted", kind, `/user/${user}/upvoted`, "history identity", false, upvotedItem)];
      case "messages":
        return [listing("sent_messages", kind, "/message/sent", "privatemessages", true, sentMessageItem)];
    }
  };
  return {
    platform: "reddit",
    async me() {
      const body = await http.get<{ name: string; id: string }>("/api/v1/me");
      return { id: body.id, name: body.name };
    },
    sources,
    unavailable: {},
  };
}

/** One of the user's listings, followed through `data.after`; `toItem` reads one of its things. */
function listingSource(
  http: PlatformClient,
  spec: {
    name: string;
    kind: ContentKind;
    path: string;
    permission: string;
    ordered: boolean;
    toItem: (thing: Thing<never>) => SocialItem | null;
  },
): Source {
  const { name, kind, path, permission, ordered, toItem } = spec;
  return {
    name,
    kind,
    ordered,
    permission,
    async fetch(request: PageRequest): Promise<Page> {
      const body = await http.get<Listing<never>>(path, {
        limit: 100,
        raw_json: 1,
        ...(ordered ? { sort: "new" } : {}),
        after: request.page,
      });
      const items = body.data.children.map(toItem).filter((i): i is SocialItem => i !== null);
      return { items, next: body.data.after };
    },
  };
}

/** A submission of the user's: its title and text are theirs. */
function submittedItem(t: Thing<never>): SocialItem {
  const d = (t as Thing<Link>).data;
  return {
    id: d.name,
    createdAt: at(d.created_utc),
    url: `${REDDIT}${d.permalink}`,
    ownText: d.selftext ? `${d.title}\n\n${d.selftext}` : d.title,
  };
}

/** A comment of the user's. */
function commentItem(t: Thing<never>): SocialItem {
  const d = (t as Thing<Comment>).data;
  return {
    id: d.name,
    createdAt: at(d.created_utc),
    url: `${REDDIT}${d.permalink}`,
    ownText: d.body,
  };
}

/** A community the user is subscribed to, as a statement of interest. */
function subscriptionItem(t: Thing<never>): SocialItem {
  const d = (t as Thing<Subreddit>).data;
  return {
    id: d.name,
    createdAt: null,
    url: `${REDDIT}${d.url}`,
    statement: {
      content: `I am subscribed to the r/${d.display_name} community on Reddit${d.title ? ` (${quote(d.title, 100)})` : ""}.`,
      category: "interests",
    },
  };
}

/** A post the user upvoted, as a statement of interest. */
function upvotedItem(t: Thing<never>): SocialItem {
  const d = (t as Thing<Link>).data;
  return {
    id: d.name,
    createdAt: null,
    url: `${REDDIT}${d.permalink}`,
    statement: {
      content: `I upvoted a post in r/${d.subreddit} on Reddit: "${quote(d.title)}"`,
      category: "interests",
    },
  };
}

/** A private message the user sent. */
function sentMessageItem(t: Thing<never>): SocialItem {
  const d = (t as Thing<Message>).data;
  return {
    id: d.name,
    createdAt: at(d.created_utc),
    url: `${REDDIT}/message/messages/${d.name.replace(/^t4_/, "")}`,
    ownText: d.body,
  };
}
