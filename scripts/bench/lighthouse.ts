// Lighthouse with its default (mobile) settings in Debian's Chromium: one fresh
// browser per run, like the CLI. Scores and metrics are medians over the runs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { startServer } from "./processes.ts";

export const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const categories = [
  "performance",
  "accessibility",
  "best-practices",
  "seo",
] as const;
export type Category = (typeof categories)[number];

export type LighthouseRun = {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The element Lighthouse took for the largest contentful paint. */
  lcpElement?: string;
  /** Audits below a perfect score (id: title), to say why a category missed. */
  failing: Record<string, string>;
};

export type LighthouseSummary = LighthouseRun & { runs: LighthouseRun[] };

export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const profile = mkdtempSync(path.join(tmpdir(), "bench-chromium-"));
  // Started here rather than through chrome-launcher, so the browser is one
  // more child the benchmark stops (processes.ts) and no extra package is needed.
  const chrome = await startServer(
    "chromium",
    [
      ...chromeFlags,
      "--remote-debugging-address=127.0.0.1",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    {
      command: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      cwd: tmpdir(),
      env: process.env,
      ready: /DevTools listening on ws:\/\/[^:]+:(\d+)\//,
      timeoutMs: 30_000,
    },
  );
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = (id: Category) =>
      Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing: Record<string, string> = {};
    for (const category of categories) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (
          !audit ||
          audit.score === null ||
          audit.score >= 1 ||
          ref.weight === 0
        )
          continue;
        if (
          audit.scoreDisplayMode !== "binary" &&
          audit.scoreDisplayMode !== "numeric"
        )
          continue;
        // Titles only: the medians are in the table, one run's value here would contradict them.
        failing[ref.id] = audit.title;
      }
    }
    const lcpDetails = lhr.audits["largest-contentful-paint-element"]
      ?.details as
      | {
          items?: {
            items?: { node?: { selector?: string; snippet?: string } }[];
          }[];
        }
      | undefined;
    const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node;
    return {
      lcpElement: lcpNode
        ? `${lcpNode.selector ?? ""} ${lcpNode.snippet ?? ""}`
            .trim()
            .slice(0, 200)
        : undefined,
      scores: Object.fromEntries(
        categories.map((c) => [c, score(c)]),
      ) as Record<Category, number>,
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      failing,
    };
  } finally {
    await chrome.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarise(runs: LighthouseRun[]): LighthouseSummary {
  const failing: Record<string, string> = {};
  // An audit counts as failing when it failed in most runs.
  const counts = new Map<string, number>();
  for (const run of runs)
    for (const id of Object.keys(run.failing))
      counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, count] of counts) {
    if (count * 2 > runs.length)
      failing[id] = runs.find((run) => run.failing[id])!.failing[id]!;
  }
  return {
    scores: Object.fromEntries(
      categories.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
    ) as Record<Category, number>,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    failing,
    runs,
  };
}
