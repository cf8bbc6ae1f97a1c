import type { ContentKind } from "@memory/db";
import { dateOf, fieldsOf, idOf, readItems, textOf } from "./guards.ts";
import { type PlatformClient, type PlatformClientOptions, retryAfter } from "./http.ts";
import type { Account, Connector, Page, Source } from "./types.ts";

/**
 * LinkedIn sends no quota headers on success; a 429 may carry `Retry-After`. Without one the
 * client waits its default minute (application and member limits reset daily at midnight UTC, so
 * a long wait moves the job to the delayed set instead).
 */
export const linkedinRateLimit: PlatformClientOptions["rateLimit"] = (headers, now) => {
  const resetAt = retryAfter(headers, now);
  return resetAt ? { resetAt } : {};
};

const PAGE_SIZE = 50;

/**
 * LinkedIn with a member token. Authentication: `GET /v2/userinfo` (OpenID Connect: scopes
 * `openid profile`). Posts: `GET /rest/posts?author=urn:li:person:{sub}&q=author` (versioned REST
 * API, `LinkedIn-Version` header; permission `r_member_social`, granted by LinkedIn to approved
 * partners only), paged with `start`/`count`. Connections: only their number, from the Connections
 * Size API `GET /v2/connections/urn:li:person:{sub}` (`{"firstDegreeSize": …}`, permission
 * `r_1st_connections_size`; the listing `GET /v2/connections?q=viewer` needs `r_1st_connections`,
 * which we do not ask for), stored as one fact that a newer count supersedes. Activities and direct messages have no member-facing API.
 */
export function linkedinConnector(http: PlatformClient): Connector {
  const sources = (account: Account, kind: ContentKind): Source[] => {
    const author = `urn:li:person:${account.id}`;
    switch (kind) {
      case "posts":
        return [postsSource(http, author)];
      case "connections":
        return [connectionsSizeSource(http, author)];
      default:
        return [];
    }
  };
  return {
    platform: "linkedin",
    async me() {
      const body = fieldsOf(await http.get("/v2/userinfo"));
      const sub = idOf(body?.sub);
      if (!sub) throw http.unusableBody("/v2/userinfo", "an account");
      return { id: sub, name: textOf(body?.name) ?? textOf(body?.given_name) ?? sub };
    },
    sources,
    unavailable: {
      activities:
        "LinkedIn offers no API for a member's reactions or activity feed to third-party apps; nothing is imported for activities.",
      messages: "LinkedIn's messaging API is limited to approved partners; nothing is imported for messages.",
    },
  };
}

/** The member's published posts, newest first, paged with `start`/`count`. */
function postsSource(http: PlatformClient, author: string): Source {
  return {
    name: "posts",
    kind: "posts",
    ordered: true,
    permission: "r_member_social",
    async fetch(request): Promise<Page> {
      const start = Number(request.page ?? 0);
      const body = fieldsOf(
        await http.get("/rest/posts", { author, q: "author", count: PAGE_SIZE, start, sortBy: "CREATED" }),
      );
      const elements = body?.elements;
      if (!Array.isArray(elements)) throw http.unusableBody("/rest/posts", "a collection");
      const links = fieldsOf(body?.paging)?.links;
      const more = Array.isArray(links)
        ? links.some((l) => fieldsOf(l)?.rel === "next")
        : elements.length === PAGE_SIZE;
      const published = elements.filter((p) => {
        const state = fieldsOf(p)?.lifecycleState;
        return state === undefined || state === "PUBLISHED";
      });
      return {
        next: more && elements.length > 0 ? String(start + elements.length) : null,
        ...readItems(published, (p) => {
          const id = idOf(p.id);
          if (!id) return null;
          return {
            id,
            createdAt: dateOf(p.createdAt, "milliseconds") ?? dateOf(p.publishedAt, "milliseconds"),
            url: `https://www.linkedin.com/feed/update/${id}/`,
            ownText: textOf(p.commentary),
          };
        }),
      };
    },
  };
}

/** The number of first-degree connections, as one fact that a newer count supersedes. */
function connectionsSizeSource(http: PlatformClient, author: string): Source {
  return {
    name: "connections_size",
    kind: "connections",
    ordered: false,
    permission: "r_1st_connections_size",
    async fetch(): Promise<Page> {
      const path = `/v2/connections/${author}`;
      const body = fieldsOf(await http.get(path));
      if (!body) throw http.unusableBody(path, "a connection count");
      const total = body.firstDegreeSize;
      // A count that is not a whole number states nothing (it would supersede the true one).
      if (typeof total !== "number" || !Number.isSafeInteger(total) || total < 0)
        return { next: null, items: [], unreadable: 1 };
      return {
        next: null,
        unreadable: 0,
        items: [
          {
            // A new count is a new item; its slot makes it supersede the previous count.
            id: `count:${total}`,
            createdAt: null,
            url: "https://www.linkedin.com/mynetwork/invite-connect/connections/",
            statement: {
              content: `I have ${total} connections on LinkedIn.`,
              category: "relationships",
              slot: "linkedin_connections",
            },
          },
        ],
      };
    },
  };
}
