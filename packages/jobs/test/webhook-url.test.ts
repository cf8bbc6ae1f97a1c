import { describe, expect, it } from "vitest";
import { checkWebhookUrl, isPrivateAddress } from "../src/webhook-url.ts";

/** Addresses a webhook must not reach, each with why: the IPv6 forms are judged by the IPv4 address they carry. */
const REFUSED: [string, string][] = [
  ["127.0.0.1", "loopback"],
  ["10.1.2.3", "private"],
  ["169.254.169.254", "link-local (cloud metadata)"],
  ["::1", "loopback"],
  ["::", "unspecified"],
  ["fc00::1", "unique local"],
  ["fe80::1", "link-local"],
  ["fec0::1", "site-local (deprecated)"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
  ["::7f00:1", "IPv4-compatible loopback"],
  ["::127.0.0.1", "IPv4-compatible loopback, dotted"],
  ["::a9fe:a9fe", "IPv4-compatible metadata address"],
  ["::ffff:0:7f00:1", "IPv4-translated loopback"],
  ["::ffff:0:10.0.0.1", "IPv4-translated private"],
  ["64:ff9b::7f00:1", "NAT64 of loopback"],
  ["64:ff9b::192.168.1.1", "NAT64 of private"],
  ["64:ff9b:1::a00:1", "local-use NAT64 prefix"],
  ["2002:7f00:1::", "6to4 of loopback"],
  ["2002:c0a8:101::1", "6to4 of 192.168.1.1"],
  ["2001:0:4136:e378:8000:63bf:80ff:fffe", "Teredo with client 127.0.0.1"],
];

/** Public addresses, plain and embedded the same ways: these must pass. */
const PUBLIC = [
  "8.8.8.8",
  "93.184.215.14",
  "2606:4700:4700::1111",
  "::ffff:8.8.8.8",
  "::808:808",
  "::ffff:0:808:808",
  "64:ff9b::808:808",
  "2002:808:808::1",
  "2001:0:4136:e378:8000:63bf:f7f7:f7f7",
];

/** The address as a URL's host: IPv6 in brackets. */
const urlOf = (ip: string) => (ip.includes(":") ? `https://[${ip}]/hook` : `https://${ip}/hook`);

describe("webhook URLs and private addresses", () => {
  it.each(REFUSED)("refuses %s (%s)", async (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
    const check = await checkWebhookUrl(urlOf(ip), false);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(/private.*WEBHOOK_ALLOW_PRIVATE_URLS/);
  });

  it.each(PUBLIC)("accepts %s", async (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
    const check = await checkWebhookUrl(urlOf(ip), false);
    expect(check.ok).toBe(true);
  });

  it("accepts a private address when the operator allows private URLs", async () => {
    expect((await checkWebhookUrl("http://[::7f00:1]:8080/hook", true)).ok).toBe(true);
  });

  it("refuses what is not an address", () => {
    expect(isPrivateAddress("not-an-ip")).toBe(true);
  });
});
