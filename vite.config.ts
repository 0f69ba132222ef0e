import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { withoutIcuParserInBrowser } from "./app/i18n/precompiled-messages.ts";
import { pwaPlugin } from "./app/pwa/pwa-plugin.ts";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    withoutIcuParserInBrowser(),
    pwaPlugin({ buildDirectory: process.env.BUILD_DIR ?? "build" }),
  ],
  build: {
    // Flags stay files, fetched when the switcher shows them, not inlined into the page's JavaScript.
    assetsInlineLimit: (file) =>
      file.includes("flag-icons") ? false : undefined,
  },
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? "local") },
  // Pre-bundled up front: discovering them on first load makes the dev server
  // answer "Outdated Optimize Dep".
  optimizeDeps: { include: ["react-intl", "@formatjs/intl", "valtio"] },
});
