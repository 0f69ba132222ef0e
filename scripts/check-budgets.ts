// The budgets of scripts/budgets.json that the build alone decides:
// first-load JavaScript of every public page, and what must never reach one.
import { readFileSync } from "node:fs";
import path from "node:path";
import { firstLoads, messageModules } from "./first-load.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const budgets = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "budgets.json"), "utf8"),
) as {
  firstLoadJsGzipKiB: number;
  messagesGzipKiB: number;
  neverInPublicPages: { routePrefixes: string[]; codeMarkers: string[] };
};

const build = (await import(path.join(buildDir, "server/index.js"))) as {
  assets: { routes: Record<string, { module: string }> };
};
const loads = await firstLoads(buildDir);
const problems: string[] = [];
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

for (const load of loads) {
  const line = `${load.routeId.padEnd(32)} JS ${kib(load.js.gzip).padStart(6)} KiB gzip (${kib(load.js.raw)} raw)  CSS ${kib(load.css.gzip)}  messages ${kib(load.messages.gzip)} KiB gzip`;
  console.log(line);
  if (load.js.gzip > budgets.firstLoadJsGzipKiB * 1024) {
    problems.push(
      `${load.routeId}: first-load JS ${kib(load.js.gzip)} KiB gzip > ${budgets.firstLoadJsGzipKiB} KiB`,
    );
  }
  const forbiddenModules = Object.entries(build.assets.routes)
    .filter(([id]) =>
      budgets.neverInPublicPages.routePrefixes.some((prefix) =>
        id.startsWith(prefix),
      ),
    )
    .map(([, route]) => route.module);
  for (const file of load.files) {
    if (forbiddenModules.includes(file))
      problems.push(`${load.routeId}: loads member-area module ${file}`);
    if (!file.endsWith(".js")) continue;
    const code = readFileSync(path.join(buildDir, "client", file), "utf8");
    for (const marker of budgets.neverInPublicPages.codeMarkers) {
      if (code.includes(marker))
        problems.push(`${load.routeId}: ${file} contains "${marker}"`);
    }
  }
}

// Every page loads its language's messages: each language's module has the budget.
const messages = messageModules(buildDir);
console.log(
  `\nmessages (gzip KiB): ${messages.map((m) => `${m.locale} ${kib(m.gzip)}`).join(", ")}`,
);
for (const { locale, gzip } of messages) {
  if (gzip > budgets.messagesGzipKiB * 1024)
    problems.push(
      `messages ${locale}: ${kib(gzip)} KiB gzip > ${budgets.messagesGzipKiB} KiB`,
    );
}

if (problems.length) {
  console.error(
    `\nBudgets exceeded:\n  ${[...new Set(problems)].join("\n  ")}`,
  );
  process.exit(1);
}
console.log(
  `\nAll ${loads.length} public pages within budget (first-load JS ≤ ${budgets.firstLoadJsGzipKiB} KiB gzip, messages ≤ ${budgets.messagesGzipKiB} KiB gzip).`,
);
