// drizzle-kit reads this to generate SQL migrations from the one schema:
//   npx drizzle-kit generate --config provider/drizzle.config.ts
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./provider/db/schema.ts",
  out: "./provider/db/migrations",
});
