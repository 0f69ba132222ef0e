import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pwaPlugin } from "./app/pwa/pwa-plugin.ts";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    pwaPlugin({ buildDirectory: process.env.BUILD_DIR ?? "build" }),
  ],
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? "local") },
  // Pre-bundled up front: discovering them on first load makes the dev server
  // answer "Outdated Optimize Dep".
  optimizeDeps: { include: ["react-intl", "@formatjs/intl", "valtio"] },
});
