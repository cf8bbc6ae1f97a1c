import { useEffect, useState } from "preact/hooks";

/**
 * Pages are addressed by the URL's fragment (`#/memories/<id>`), so a reload or a shared link opens
 * the same page and the server serves one index.html. Credentials never go into it.
 */
const PAGES = ["memories", "imports", "profile", "webhooks", "keys"] as const;

export type Route = { page: (typeof PAGES)[number] } | { page: "memory"; memoryId: string };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, "").split("/").filter(Boolean);
  if (parts[0] === "memories" && parts[1]) return { page: "memory", memoryId: decodeURIComponent(parts[1]) };
  const page = PAGES.find((p) => p === parts[0]);
  if (page) return { page };
  return { page: "memories" };
}

export function hrefOf(route: Route): string {
  if (route.page === "memory") return `#/memories/${encodeURIComponent(route.memoryId)}`;
  return `#/${route.page}`;
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(location.hash));
    addEventListener("hashchange", onChange);
    return () => removeEventListener("hashchange", onChange);
  }, []);
  return route;
}
