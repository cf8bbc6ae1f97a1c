import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./support.ts";

// An external identity provider: a local server publishing its public key as a JWKS (RFC 7517).
let server: Server;
let api: TestApi;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
const KID = "test-key-1";

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: "RS256", use: "sig" };
  server = createServer((req, res) => {
    if (req.url !== "/.well-known/jwks.json") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  api = await startTestApi({
    JWKS_URL: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    JWT_ISSUER: "https://idp.example.com/",
    JWT_AUDIENCE: "memory-service",
  });
});
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const token = (claims: { sub?: string; iss?: string; aud?: string; email?: string }, key = privateKey) =>
  new SignJWT({ ...(claims.email ? { email: claims.email } : {}) })
    .setProtectedHeader({ alg: "RS256", kid: KID })
    .setSubject(claims.sub ?? "auth0|12345")
    .setIssuer(claims.iss ?? "https://idp.example.com/")
    .setAudience(claims.aud ?? "memory-service")
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(key);

describe("bearer tokens from an identity provider (JWKS_URL)", () => {
  it("accepts an RS256 token of the provider and creates its user on first sight", async () => {
    const jwt = await token({ sub: "auth0|alice", email: "alice@example.com" });
    const res = await api.json(
      "POST",
      "/v1/api-keys",
      { name: "from idp" },
      { authorization: `Bearer ${jwt}` },
    );
    expect(res.status).toBe(201);
    const [user] = await api.services.db.sql<
      { email: string }[]
    >`select email from users where id = 'auth0|alice'`;
    expect(user?.email).toBe("alice@example.com");
    const key = (await res.json()).key;
    expect((await api.json("GET", "/v1/memories", undefined, { "x-api-key": key })).status).toBe(200);
  });

  it("gives a second identity with an email already taken a placeholder email, and keeps a known user as is", async () => {
    const usersNamed = (id: string) =>
      api.services.db.sql<{ email: string }[]>`select email from users where id = ${id}`;
    const send = async (claims: { sub: string; email?: string }) =>
      api.json("GET", "/v1/api-keys", undefined, { authorization: `Bearer ${await token(claims)}` });

    expect((await send({ sub: "auth0|carol", email: "carol@example.com" })).status).toBe(200);
    expect((await send({ sub: "okta|carol", email: "carol@example.com" })).status).toBe(200);
    expect(await usersNamed("okta|carol")).toEqual([{ email: "okta|carol@users.invalid" }]);
    expect((await send({ sub: "auth0|carol", email: "carol+new@example.com" })).status).toBe(200);
    expect(await usersNamed("auth0|carol")).toEqual([{ email: "carol@example.com" }]);
    expect((await send({ sub: "auth0|dave" })).status).toBe(200);
    expect(await usersNamed("auth0|dave")).toEqual([{ email: "auth0|dave@users.invalid" }]);
  });

  it("refuses a token signed by another key, for another audience or issuer, or an HS256 token not signed with the server.s secret", async () => {
    const stranger = await generateKeyPair("RS256");
    const bad = [
      await token({}, stranger.privateKey),
      await token({ aud: "another-service" }),
      await token({ iss: "https://evil.example.com/" }),
      await new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject("x")
        .sign(new TextEncoder().encode("x".repeat(40))),
    ];
    for (const jwt of bad) {
      const res = await api.json("GET", "/v1/api-keys", undefined, { authorization: `Bearer ${jwt}` });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: "UNAUTHORIZED", details: { reason: "invalid_token" } });
    }
  });
});
