import type { Category, ContentKind, SocialPlatform } from "@memory/db";

/** One thing fetched from a platform: a post or comment of the user, a follower, a subscription… */
export interface SocialItem {
  /** The platform's id (tweet id, Reddit fullname `t3_…`, LinkedIn URN…). */
  id: string;
  createdAt: Date | null;
  url: string;
  /** Text the user wrote: facts are extracted from it like from a message of the user. */
  ownText?: string;
  /** A statement made from the item (a follower, a subscription, a like): stored as one fact. */
  statement?: { content: string; category: Category; slot?: string };
}

export interface Page {
  items: SocialItem[];
  /** The platform's cursor of the next page; null on the last one. */
  next: string | null;
  /** Elements of the page skipped because they had no usable id or content (SOCIAL_BODIES_ARE_CHECKED). */
  unreadable: number;
}

export interface PageRequest {
  /** The cursor of the page to fetch; undefined for the first. */
  page: string | undefined;
  /** Ordered sources: nothing older than this is wanted (an API that filters by time may use it). */
  since: Date;
}

/** A listing of one platform endpoint, paged with the platform's cursors. */
export interface Source {
  /** Stable name of the listing (cursor key, item namespace): `tweets`, `followers`, `submitted`… */
  name: string;
  kind: ContentKind;
  /** Newest first by creation time: an incremental sync stops at the previous sync's newest item. */
  ordered: boolean;
  /** The permission the endpoint needs, named in the error when it is refused. */
  permission: string;
  fetch(request: PageRequest): Promise<Page>;
}

export interface Account {
  id: string;
  name: string;
}

export interface Connector {
  platform: SocialPlatform;
  /** Who the token belongs to (the `authentication` step). */
  me(): Promise<Account>;
  /** The listings of a content kind; an empty list when the platform's API offers none. */
  sources(account: Account, kind: ContentKind): Source[];
  /** Kinds the platform's API does not offer to apps, with the reason shown in the sync's log. */
  unavailable: Partial<Record<ContentKind, string>>;
}
