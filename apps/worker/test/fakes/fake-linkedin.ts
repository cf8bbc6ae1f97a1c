import { type FakeAnswer, type FakePlatform, startFakePlatform } from "./fake-platform.ts";

/**
 * A local LinkedIn API: `GET /v2/userinfo` (OpenID Connect), the versioned `GET /rest/posts?
 * author=…&q=author` (needs the `LinkedIn-Version` header; `start`/`count` paging with a `next`
 * link) and the Connections Size API, `GET /v2/connections/urn:li:person:{id}` (`{"firstDegreeSize": …}`,
 * scope `r_1st_connections_size`, the member's own id only), with LinkedIn's
 * `{status, serviceErrorCode, code, message}` error bodies. The token holds the scopes our docs tell
 * users to ask for, so the connection listing `GET /v2/connections?q=viewer` (scope
 * `r_1st_connections`, not among them) answers 403 as LinkedIn would. A 429 carries `Retry-After` here so
 * that tests need not wait LinkedIn's usual minute.
 */
export interface LinkedInData {
  me: { sub: string; name: string; given_name: string; family_name: string; email: string };
  /** Newest first; `createdAt` in epoch milliseconds. */
  posts: { id: string; commentary: string; createdAt: number }[];
  connections: number;
}

export type FakeLinkedIn = FakePlatform & { data: LinkedInData };

const error = (status: number, code: string, message: string, serviceErrorCode: number): FakeAnswer => ({
  status,
  body: { status, serviceErrorCode, code, message },
});

export async function startFakeLinkedIn(
  data: LinkedInData,
  token = "linkedin-member-token",
): Promise<FakeLinkedIn> {
  const fake = await startFakePlatform(
    {
      unauthorized: () => error(401, "INVALID_ACCESS_TOKEN", "Invalid access token", 65600),
      forbidden: (path) =>
        error(
          403,
          "ACCESS_DENIED",
          `Not enough permissions to access: ${path.replace(/^\//, "")}.GET.NO_VERSION`,
          100,
        ),
      tooManyRequests: (resetSeconds) => ({
        ...error(
          429,
          "TOO_MANY_REQUESTS",
          "Resource level throttle APPLICATION DAY limit for calls to this resource is reached.",
          101,
        ),
        headers: { "retry-after": String(resetSeconds) },
      }),
      serverError: (status) => error(status, "INTERNAL_SERVER_ERROR", "Internal Server Error", 0),
      rateHeaders: () => ({}),
      route(req, controls) {
        if (req.path === "/v2/userinfo")
          return {
            status: 200,
            body: { ...data.me, email_verified: true, locale: { country: "US", language: "en" } },
          };
        if (req.path === "/rest/posts") {
          if (!req.headers["linkedin-version"])
            return error(
              400,
              "VERSION_MISSING",
              "A version must be present. Please specify a version by adding the LinkedIn-Version header.",
              0,
            );
          if (req.query.q !== "author" || req.query.author !== `urn:li:person:${data.me.sub}`)
            return error(400, "ILLEGAL_ARGUMENT", "Invalid query parameters", 0);
          const start = Number(req.query.start ?? 0);
          const count = Math.min(Number(req.query.count ?? 10), controls.pageSize);
          const page = data.posts.slice(start, start + count);
          const links =
            start + count < data.posts.length
              ? [
                  {
                    rel: "next",
                    type: "application/json",
                    href: `/rest/posts?author=${encodeURIComponent(req.query.author)}&count=${count}&q=author&start=${start + count}`,
                  },
                ]
              : [];
          return {
            status: 200,
            body: {
              paging: { start, count, links, total: data.posts.length },
              elements: page.map((p) => ({
                id: p.id,
                author: `urn:li:person:${data.me.sub}`,
                commentary: p.commentary,
                visibility: "PUBLIC",
                lifecycleState: "PUBLISHED",
                isReshareDisabledByAuthor: false,
                distribution: {
                  feedDistribution: "MAIN_FEED",
                  targetEntities: [],
                  thirdPartyDistributionChannels: [],
                },
                createdAt: p.createdAt,
                publishedAt: p.createdAt,
                lastModifiedAt: p.createdAt,
              })),
            },
          };
        }
        if (req.path === `/v2/connections/urn:li:person:${data.me.sub}`)
          return { status: 200, body: { firstDegreeSize: data.connections } };
        if (req.path.startsWith("/v2/connections"))
          return error(
            403,
            "ACCESS_DENIED",
            `Not enough permissions to access: ${req.path.replace(/^\//, "")}.GET.NO_VERSION`,
            100,
          );
        return null;
      },
    },
    token,
  );
  return Object.assign(fake, { data });
}
