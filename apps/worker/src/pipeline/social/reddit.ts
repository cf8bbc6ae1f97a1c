import type { ContentKind } from "@memory/db";
import { dateOf, type Fields, fieldsOf, idOf, quote, readItems, textOf } from "./guards.ts";
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

/** Reads the `data` of one thing of a listing (a link, comment, subreddit or message); null skips it. */
type ReadThing = (data: Fields) => SocialItem | null;

const REDDIT = "https://www.reddit.com";
/** A thing's page on reddit.com: its permalink, or its fullname's `by_id` page when the permalink is unusable. */
const pageOf = (permalink: unknown, id: string) => {
  const path = textOf(permalink);
  return path?.startsWith("/") ? `${REDDIT}${path}` : `${REDDIT}/by_id/${id}`;
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
    toItem: ReadThing,
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
      const body = fieldsOf(await http.get("/api/v1/me"));
      const id = idOf(body?.id);
      const name = idOf(body?.name);
      if (!id || !name) throw http.unusableBody("/api/v1/me", "an account");
      return { id, name };
    },
    sources,
    unavailable: {},
  };
}

/** One of the user's listings, followed through `data.after`; `toItem` reads the data of one of its things. */
function listingSource(
  http: PlatformClient,
  spec: {
    name: string;
    kind: ContentKind;
    path: string;
    permission: string;
    ordered: boolean;
    toItem: ReadThing;
  },
): Source {
  const { name, kind, path, permission, ordered, toItem } = spec;
  return {
    name,
    kind,
    ordered,
    permission,
    async fetch(request: PageRequest): Promise<Page> {
      const body = await http.get(path, {
        limit: 100,
        raw_json: 1,
        ...(ordered ? { sort: "new" } : {}),
        after: request.page,
      });
      // {"kind": "Listing", "data": {"children": [{"kind": "t3", "data": {…}}, …], "after": "t3_…" | null}}
      const listing = fieldsOf(fieldsOf(body)?.data);
      const children = listing?.children;
      const after = listing?.after ?? null;
      const next = after === null ? null : idOf(after);
      if (!Array.isArray(children) || (after !== null && next === null))
        throw http.unusableBody(path, "a listing");
      const { items, unreadable } = readItems(children, (thing) => {
        const data = fieldsOf(thing.data);
        return data ? toItem(data) : null;
      });
      return { items, next, unreadable };
    },
  };
}

/** A submission of the user's: its title and text are theirs. */
function submittedItem(d: Fields): SocialItem | null {
  const id = idOf(d.name);
  if (!id) return null;
  const text = [textOf(d.title), textOf(d.selftext)].filter(Boolean).join("\n\n");
  return {
    id,
    createdAt: dateOf(d.created_utc, "seconds"),
    url: pageOf(d.permalink, id),
    ownText: text || undefined,
  };
}

/** A comment of the user's (a deleted one has no text: it is handled with no memory). */
function commentItem(d: Fields): SocialItem | null {
  const id = idOf(d.name);
  if (!id) return null;
  return {
    id,
    createdAt: dateOf(d.created_utc, "seconds"),
    url: pageOf(d.permalink, id),
    ownText: textOf(d.body),
  };
}

/** A community the user is subscribed to, as a statement of interest. */
function subscriptionItem(d: Fields): SocialItem | null {
  const id = idOf(d.name);
  const community = idOf(d.display_name);
  if (!id || !community) return null;
  const title = textOf(d.title);
  return {
    id,
    createdAt: null,
    url: `${REDDIT}/r/${encodeURIComponent(community)}/`,
    statement: {
      content: `I am subscribed to the r/${community} community on Reddit${title ? ` (${quote(title, 100)})` : ""}.`,
      category: "interests",
    },
  };
}

/** A post the user upvoted, as a statement of interest. */
function upvotedItem(d: Fields): SocialItem | null {
  const id = idOf(d.name);
  const community = idOf(d.subreddit);
  const title = textOf(d.title);
  if (!id || !community || !title) return null;
  return {
    id,
    createdAt: null,
    url: pageOf(d.permalink, id),
    statement: {
      content: `I upvoted a post in r/${community} on Reddit: "${quote(title)}"`,
      category: "interests",
    },
  };
}

/** A private message the user sent. */
function sentMessageItem(d: Fields): SocialItem | null {
  const id = idOf(d.name);
  if (!id) return null;
  return {
    id,
    createdAt: dateOf(d.created_utc, "seconds"),
    url: `${REDDIT}/message/messages/${id.replace(/^t4_/, "")}`,
    ownText: textOf(d.body),
  };
}
