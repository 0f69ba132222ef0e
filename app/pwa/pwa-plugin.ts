import path from "node:path";
import type { PluginOption } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/**
 * The service worker, manifest and icons. React Router framework mode has no
 * official integration: the plugin runs for the client build only and writes
 * into its output (TOOLCHAIN.md). The worker is our own (injectManifest), so
 * what it caches is in our hands: public pages only, never personal data.
 */
export function pwaPlugin({
  buildDirectory,
}: {
  buildDirectory: string;
}): PluginOption {
  const plugins = VitePWA({
    strategies: "injectManifest",
    srcDir: "app/pwa",
    filename: "sw.ts",
    outDir: `${buildDirectory}/client`,
    injectRegister: false,
    // Registration happens in app/pwa/register-service-worker.ts.
    manifestFilename: "manifest.webmanifest",
    includeManifestIcons: false,
    manifest: {
      name: "Picks Studio",
      short_name: "Picks",
      description: "Custom software, websites and apps; ready-made products.",
      lang: "zh-CN",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#2550e0",
      background_color: "#ffffff",
    },
    // Icons are generated from the logo at build time (@vite-pwa/assets-generator).
    pwaAssets: {
      image: "public/logo.svg",
      preset: "minimal-2023",
      overrideManifestIcons: true,
      includeHtmlHeadLinks: false,
      // Vite's top-level outDir is not React Router's client output.
      integration: {
        outDir: path.resolve(`${buildDirectory}/client`),
        publicDir: path.resolve("public"),
      },
    },
    injectManifest: {
      globPatterns: ["assets/**/*.{js,css,svg,png,woff2}", "*.{ico,png,svg}"],
      globIgnores: ["**/*.webmanifest"],
    },
  });
  return plugins.map((plugin) => ({
    ...plugin,
    applyToEnvironment: (environment: { name: string }) =>
      environment.name === "client",
  }));
}
