import type { HttpBindings } from "@hono/node-server";
import type { Locale } from "../messages.ts";
import type { users } from "../db/schema.ts";

export type SessionUser = typeof users.$inferSelect;

/** Hono's typing of what middleware puts on the context. */
export type AppEnv = {
  // Absent when app.fetch() is called directly rather than through @hono/node-server.
  Bindings: Partial<HttpBindings>;
  Variables: {
    locale: Locale;
    session: { id: string; user: SessionUser };
  };
};
