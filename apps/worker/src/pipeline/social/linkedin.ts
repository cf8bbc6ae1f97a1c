import type { ContentKind } from "@memory/db";
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

interface Post {
  id: string;
  author: string;
  commentary?: string;
  createdAt?: number;
  publishedAt?: number;
  lifecycleState?: string;
}
interface Collection<T> {
  paging: { start: number; count: number; total?: number; links?: { rel: string; href: string }[] };
  elements: T[];
}

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
      const body = await http.get<{ sub: string; name?: string; given_name?: string }>("/v2/userinfo");
      return { id: body.sub, name: body.name ?? body.given_name ?? body.sub };
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
      const body = await http.get<Collection<Post>>("/rest/posts", {
        author,
        q: "author",
        count: PAGE_SIZE,
        start,
        sortBy: "CREATED",
      });
      const more = body.paging.links?.some((l) => l.rel === "next") ?? body.elements.length === PAGE_SIZE;
      return {
        next: more && body.elements.length > 0 ? String(start + body.elements.length) : null,
        items: body.elements
          .filter((p) => p.lifecycleState === undefined || p.lifecycleState === "PUBLISHED")
          .map((p) => ({
            id: p.id,
            createdAt: p.createdAt ? new Date(p.createdAt) : p.publishedAt ? new Date(p.publishedAt) : null,
            url: `https://www.linkedin.com/feed/update/${p.id}/`,
            ...(p.commentary ? { ownText: p.commentary } : {}),
          })),
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
      const body = await http.get<{ firstDegreeSize?: number }>(`/v2/connections/${author}`);
      const total = body.firstDegreeSize ?? 0;
      return {
        next: null,
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
