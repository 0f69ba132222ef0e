// startProvider(): environment, migrations, demo data and mail, as production runs it.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "./db/schema.ts";
import { demoMember } from "./db/seed-demo.ts";
import { startProvider } from "./index.ts";
import { createPostgresDatabase, postgresUrl } from "./test/databases.ts";
import { codeIn, startSmtpCapture } from "./test/smtp.ts";
import { eq } from "drizzle-orm";
import { openPglite, openPostgres } from "./db/database.ts";

function captureLog() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: (...a: unknown[]) => lines.push(a.join(" ")),
      error: (...a: unknown[]) => lines.push(a.join(" ")),
    },
  };
}

async function served(provider: Awaited<ReturnType<typeof startProvider>>) {
  const server = serve({
    fetch: provider.app.fetch,
    port: 0,
    hostname: "127.0.0.1",
  });
  await new Promise<void>((resolve) =>
    server.once("listening", () => resolve()),
  );
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return {
    post: (path: string, body: unknown) =>
      fetch(base + path, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "accept-language": "en-US",
        },
        body: JSON.stringify(body),
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("startProvider on embedded PGlite", () => {
  let dir: string;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "provider-pglite-"));
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("creates and migrates the database, seeds the demo member and prints mail to the log", async () => {
    const { lines, log } = captureLog();
    const provider = await startProvider({
      env: { PGLITE_DATA_DIR: dir },
      log,
    });
    const http = await served(provider);
    try {
      expect(lines.join("\n")).toContain("demo member ready");
      for (const username of [
        demoMember.username,
        demoMember.email,
        demoMember.phone,
      ]) {
        const response = await http.post("/auth/login", {
          username,
          password: demoMember.password,
          remember: true,
        });
        expect(response.status, username).toBe(200);
      }
      const sent = await http.post("/auth/send-code", {
        email: "dev@example.com",
      });
      expect(sent.status).toBe(200);
      const mail = lines.find((line) => line.includes("To: dev@example.com"));
      expect(mail).toMatch(/Your verification code is \d{6}\./);
    } finally {
      await http.close();
      await provider.close();
    }
  });

  it("keeps data on disk and does not seed a database that has members", async () => {
    // Another member, and the demo member gone: the database is not empty.
    const handle = await openPglite(dir);
    await handle.db.insert(users).values({
      username: "keeper",
      email: "keeper@example.com",
      passwordHash: "x",
    });
    await handle.db
      .delete(users)
      .where(eq(users.username, demoMember.username));
    await handle.close();

    const { lines, log } = captureLog();
    const provider = await startProvider({
      env: {
        PGLITE_DATA_DIR: dir,
        SMTP_URL: smtp.url,
        MAIL_FROM: "Picks <hello@example.com>",
      },
      log,
    });
    const http = await served(provider);
    try {
      expect(lines.join("\n")).not.toContain("demo member ready");
      const response = await http.post("/auth/login", {
        username: "demo",
        password: demoMember.password,
      });
      expect(response.status).toBe(400);
      // SMTP_URL set: the code goes out by SMTP, not to the log.
      expect(
        (await http.post("/auth/send-code", { email: "smtp@example.com" }))
          .status,
      ).toBe(200);
      const mail = await smtp.lastMailTo("smtp@example.com");
      expect(mail.raw).toContain("From: Picks <hello@example.com>");
      expect(codeIn(mail)).toMatch(/^\d{6}$/);
      expect(lines.join("\n")).not.toContain("smtp@example.com");
    } finally {
      await http.close();
      await provider.close();
    }
  });

  it("refuses a bad environment, naming the variable", async () => {
    await expect(
      startProvider({ env: { DATABASE_URL: "mysql://db/picks" } }),
    ).rejects.toThrow(
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
  });
});

describe.runIf(postgresUrl)(
  "startProvider on PostgreSQL (DATABASE_URL)",
  () => {
    it("migrates without seeding, unless SEED_DEMO=true", async () => {
      const database = await createPostgresDatabase(postgresUrl!);
      try {
        const { log } = captureLog();
        const plain = await startProvider({
          env: { DATABASE_URL: database.url },
          log,
        });
        await plain.close();
        const check = openPostgres(database.url);
        expect(await check.db.select().from(users)).toEqual([]);

        const seeded = await startProvider({
          env: { DATABASE_URL: database.url, SEED_DEMO: "true" },
          log,
        });
        const http = await served(seeded);
        try {
          const response = await http.post("/auth/login", {
            username: demoMember.email,
            password: demoMember.password,
          });
          expect(response.status).toBe(200);
        } finally {
          await http.close();
          await seeded.close();
        }
        expect(
          await check.db.select({ username: users.username }).from(users),
        ).toEqual([{ username: "demo" }]);
        await check.close();
      } finally {
        await database.drop();
      }
    });
  },
);
