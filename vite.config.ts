import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Pre-bundled up front: discovering them on first load makes the dev server
  // answer "Outdated Optimize Dep".
  optimizeDeps: { include: ["react-intl", "@formatjs/intl", "valtio"] },
});
