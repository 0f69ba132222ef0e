// The provider's only database schema. Migrations in ./migrations are generated
// from this file by drizzle-kit and applied unchanged to PGlite and PostgreSQL 15,
// so keep to features PostgreSQL 15 has.
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    // Stored lower-cased by the application; unique below.
    email: text("email").notNull(),
    phone: text("phone"),
    realName: text("real_name"),
    avatar: text("avatar"),
    passwordHash: text("password_hash").notNull(),
    // A disabled member can no longer sign in or use a session (403).
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    // "Demo" and "demo" are the same account at sign-in, so they must not coexist.
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_phone_key").on(t.phone),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // SHA-256 (hex) of the opaque bearer token; the token itself is never stored.
    tokenHash: text("token_hash").notNull(),
    remember: boolean("remember").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_user_id_idx").on(t.userId),
  ],
);

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    // SHA-256 (hex) of the 6-digit code.
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("verification_codes_email_idx").on(t.email, t.purpose, t.createdAt),
  ],
);

export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    message: text("message").notNull(),
    clientIp: text("client_ip"),
    locale: text("locale").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("inquiries_created_at_idx").on(t.createdAt)],
);

// ---- the member area: orders, sites, messages --------------------------------
// Statuses, plans and kinds are text checked by the API's enums (openapi/payloads.ts),
// so adding a value needs no migration.

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Shown to the member and quoted in support; unique per provider.
    number: text("number").notNull(),
    title: text("title").notNull(),
    kind: text("kind").notNull(),
    description: text("description"),
    // Whole US cents, so the 40/30/30 split never drifts by floating point.
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    status: text("status").notNull(),
    // When each stage was reached; null while it has not been.
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull(),
    developmentAt: timestamp("development_at", { withTimezone: true }),
    acceptanceAt: timestamp("acceptance_at", { withTimezone: true }),
    launchedAt: timestamp("launched_at", { withTimezone: true }),
    maintenanceAt: timestamp("maintenance_at", { withTimezone: true }),
    // The three payment milestones (40 %, 30 %, 30 %): when each was paid.
    depositPaidAt: timestamp("deposit_paid_at", { withTimezone: true }),
    developmentPaidAt: timestamp("development_paid_at", {
      withTimezone: true,
    }),
    finalPaidAt: timestamp("final_paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("orders_number_key").on(t.number),
    index("orders_user_id_idx").on(t.userId, t.createdAt),
  ],
);

export const sites = pgTable(
  "sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references(() => orders.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    domain: text("domain").notNull(),
    status: text("status").notNull(),
    plan: text("plan").notNull(),
    // Usage in MiB; quotas follow from the plan (provider/sites/plans.ts).
    trafficUsedMb: integer("traffic_used_mb").notNull().default(0),
    storageUsedMb: integer("storage_used_mb").notNull().default(0),
    renewsOn: date("renews_on").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sites_user_id_idx").on(t.userId, t.createdAt)],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("messages_user_id_idx").on(t.userId, t.readAt, t.createdAt)],
);
