import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Separate builds can live side by side (e.g. parallel test runs).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
