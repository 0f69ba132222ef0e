// The bare React Router page the benchmark compares the site with: same
// framework, same server kind, no content, i18n, session or security headers.
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The benchmark builds into a temporary folder (scripts/bench/bare.ts).
  buildDirectory: process.env.BARE_BUILD_DIR ?? "build",
} satisfies Config;
