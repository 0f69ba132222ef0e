import type { messages } from "../db/schema.ts";

/** A message as the API shows it (openapi/provider.yaml: Message). */
export function toMessage(message: typeof messages.$inferSelect) {
  return {
    id: message.id,
    category: message.category,
    title: message.title,
    body: message.body,
    read: message.readAt !== null,
    readAt: message.readAt ? message.readAt.toISOString() : null,
    createdAt: message.createdAt.toISOString(),
  };
}
