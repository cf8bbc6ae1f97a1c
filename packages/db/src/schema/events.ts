/**
 * The events the service announces (spec section 6): one definition, used by the stream (@memory/jobs
 * re-exports it), the webhook deliveries' stored payload and GET /v1/events.
 */

/** The one event shape of the spec (section 6). */
export interface MemoryCreatedEvent {
  event: "memory.created";
  data: { memory_id: string; user_id: string; categories: string[] };
  timestamp: string;
}

/** A memory was edited (PATCH /v1/memories/{id}). */
export interface MemoryUpdatedEvent {
  event: "memory.updated";
  data: { memory_id: string; user_id: string; categories: string[] };
  timestamp: string;
}

/** A memory was deleted (DELETE /v1/memories/{id} or a batch delete). */
export interface MemoryDeletedEvent {
  event: "memory.deleted";
  data: { memory_id: string; user_id: string; categories: string[] };
  timestamp: string;
}

/** An integration (a chat or file import, a store that answered 202) ended. */
export interface IntegrationEndedEvent {
  event: "integration.completed" | "integration.failed";
  data: { integration_id: string; user_id: string; type: string; memories_created: number };
  timestamp: string;
}

/** A profile or a bio was regenerated (topic "profile changes" of the spec). */
export interface ProfileUpdatedEvent {
  event: "profile.updated";
  data: { user_id: string; part: "profile" | "bio"; format?: string; style?: string };
  timestamp: string;
}

export type ServiceEvent =
  | MemoryCreatedEvent
  | MemoryUpdatedEvent
  | MemoryDeletedEvent
  | IntegrationEndedEvent
  | ProfileUpdatedEvent;
