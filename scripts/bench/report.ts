// The benchmark's report: every figure next to its budget (scripts/budgets.json),
// as JSON for tools and Markdown for people.
import { readFileSync } from "node:fs";
import path from "node:path";
import { categories, type LighthouseSummary } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";

export type Budgets = {
  firstLoadJsGzipKiB: number;
  /** The goal below the enforced ceiling, when the two differ. */
  firstLoadJsGzipKiBTarget?: number;
  messagesGzipKiB: number;
  lighthouse: Record<(typeof categories)[number], number> & {
    cumulativeLayoutShift: number;
  };
  ssrThroughputVsBareRatio: number;
};

export function readBudgets(): Budgets {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, "..", "budgets.json"), "utf8"),
  ) as Budgets;
}

type Bytes = { raw: number; gzip: number };

export type PageFigures = {
  name: string;
  path: string;
  routeId: string;
  lighthouse?: LighthouseSummary;
  firstLoad?: { js: Bytes; css: Bytes; messages: Bytes };
};

export type SsrFigures = {
  name: string;
  path: string;
  site: LoadResult;
  bare: LoadResult;
  /** Site requests per second over the bare page's, median of the rounds. */
  ratio: number;
  rounds: { site: LoadResult; bare: LoadResult }[];
  budgeted: boolean;
};

export type ProviderFigures = {
  name: string;
  served: string;
  result: LoadResult;
};

export type Check = {
  figure: string;
  value: string;
  budget: string;
  pass: boolean;
};

export type Report = {
  startedAt: string;
  seconds: number;
  environment: Record<string, string | number>;
  options: Record<string, number | string>;
  pages: PageFigures[];
  ssr: SsrFigures[];
  provider: ProviderFigures[];
  checks: Check[];
  notes: string[];
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) =>
  Number.isNaN(value) ? "–" : `${Math.round(value)} ms`;
/** CLS as Lighthouse shows it (three decimals); the budget compares this. */
export const roundCls = (value: number) => Math.round(value * 1000) / 1000;

export function checks(
  report: Omit<Report, "checks">,
  budgets: Budgets,
): Check[] {
  const list: Check[] = [];
  for (const page of report.pages) {
    const lh = page.lighthouse;
    if (lh) {
      for (const category of categories) {
        list.push({
          figure: `${page.name}: Lighthouse ${category}`,
          value: String(lh.scores[category]),
          budget: `≥ ${budgets.lighthouse[category]}`,
          pass: lh.scores[category] >= budgets.lighthouse[category],
        });
      }
      list.push({
        figure: `${page.name}: CLS`,
        value: roundCls(lh.cls).toFixed(3),
        budget: `≤ ${budgets.lighthouse.cumulativeLayoutShift}`,
        pass: roundCls(lh.cls) <= budgets.lighthouse.cumulativeLayoutShift,
      });
    }
    if (!lh && String(report.options.only).includes("lighthouse")) {
      list.push({
        figure: `${page.name}: Lighthouse`,
        value: "no run succeeded",
        budget: "a result",
        pass: false,
      });
    }
    if (page.firstLoad) {
      list.push({
        figure: `${page.name}: first-load JS (gzip)`,
        value: kib(page.firstLoad.js.gzip),
        budget: `≤ ${budgets.firstLoadJsGzipKiB} KiB`,
        pass: page.firstLoad.js.gzip <= budgets.firstLoadJsGzipKiB * 1024,
      });
      const target = budgets.firstLoadJsGzipKiBTarget;
      if (target !== undefined && target !== budgets.firstLoadJsGzipKiB) {
        list.push({
          figure: `${page.name}: first-load JS (gzip) vs target`,
          value: kib(page.firstLoad.js.gzip),
          budget: `≤ ${target} KiB`,
          pass: page.firstLoad.js.gzip <= target * 1024,
        });
      }
      list.push({
        figure: `${page.name}: messages (gzip)`,
        value: kib(page.firstLoad.messages.gzip),
        budget: `≤ ${budgets.messagesGzipKiB} KiB`,
        pass: page.firstLoad.messages.gzip <= budgets.messagesGzipKiB * 1024,
      });
    }
  }
  for (const ssr of report.ssr.filter((s) => s.budgeted)) {
    list.push({
      figure: `${ssr.name}: SSR throughput site/bare`,
      value: ssr.ratio.toFixed(2),
      budget: `≥ ${budgets.ssrThroughputVsBareRatio}`,
      pass: ssr.ratio >= budgets.ssrThroughputVsBareRatio,
    });
  }
  return list;
}

const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");

const loadCells = (r: LoadResult) => [
  r.requestsPerSecond.toFixed(0),
  ms(r.p50Ms),
  ms(r.p99Ms),
  String(r.total),
  String(r.unexpected),
];

export function markdown(report: Report): string {
  const misses = report.checks.filter((c) => !c.pass);
  const out: string[] = [
    `# Benchmark ${report.startedAt}`,
    "",
    misses.length
      ? `**${misses.length} budget miss(es):** ${misses.map((m) => `${m.figure} = ${m.value} (budget ${m.budget})`).join("; ")}`
      : "**All budgets met.**",
    "",
    `Run: ${Object.entries(report.options)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}; ${report.seconds.toFixed(0)} s in all. ` +
      `Machine: ${Object.entries(report.environment)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}.`,
    "",
  ];
  const withLighthouse = report.pages.filter((p) => p.lighthouse);
  if (withLighthouse.length) {
    out.push(
      "## Lighthouse (mobile, median of the runs)",
      "",
      table(
        [
          "page",
          "perf",
          "a11y",
          "best pr.",
          "SEO",
          "LCP",
          "TBT",
          "CLS",
          "perf per run",
        ],
        withLighthouse.map((p) => {
          const lh = p.lighthouse!;
          return [
            `${p.name} \`${p.path}\``,
            ...categories.map((c) => String(lh.scores[c])),
            ms(lh.lcpMs),
            ms(lh.tbtMs),
            roundCls(lh.cls).toFixed(3),
            lh.runs.map((r) => r.scores.performance).join(" "),
          ];
        }),
      ),
      "",
    );
    const failing = withLighthouse.filter(
      (p) => Object.keys(p.lighthouse!.failing).length,
    );
    if (failing.length) {
      out.push("Audits below full marks in most runs:", "");
      for (const page of failing) {
        out.push(
          `- ${page.name}: ${Object.entries(page.lighthouse!.failing)
            .map(([id, title]) => `\`${id}\` ${title}`)
            .join("; ")}`,
        );
      }
      out.push("");
    }
  }
  const withLoads = report.pages.filter((p) => p.firstLoad);
  if (withLoads.length) {
    out.push(
      "## First visit: JavaScript, CSS and messages from the build",
      "",
      "Messages: the default language's (zh-CN) module, counted apart from the code.",
      "",
      table(
        [
          "page",
          "route",
          "JS gzip",
          "JS raw",
          "CSS gzip",
          "CSS raw",
          "messages gzip",
        ],
        withLoads.map((p) => [
          p.name,
          `\`${p.routeId}\``,
          kib(p.firstLoad!.js.gzip),
          kib(p.firstLoad!.js.raw),
          kib(p.firstLoad!.css.gzip),
          kib(p.firstLoad!.css.raw),
          kib(p.firstLoad!.messages.gzip),
        ]),
      ),
      "",
    );
  }
  if (report.ssr.length) {
    out.push(
      "## Server rendering vs a bare React Router page",
      "",
      table(
        [
          "page",
          "server",
          "req/s",
          "p50",
          "p99",
          "requests",
          "unexpected",
          "site/bare",
        ],
        report.ssr.flatMap((s) => [
          [
            `${s.name} \`${s.path}\``,
            "site",
            ...loadCells(s.site),
            s.ratio.toFixed(2) + (s.budgeted ? "" : " (no budget)"),
          ],
          ["", "bare", ...loadCells(s.bare), ""],
        ]),
      ),
      "",
      `Per round (site/bare req/s): ${report.ssr
        .map(
          (s) =>
            `${s.name} ${s.rounds.map((r) => `${r.site.requestsPerSecond.toFixed(0)}/${r.bare.requestsPerSecond.toFixed(0)}`).join(", ")}`,
        )
        .join("; ")}.`,
      "",
    );
  }
  if (report.provider.length) {
    out.push(
      "## Provider API",
      "",
      table(
        [
          "request",
          "served by",
          "req/s",
          "p50",
          "p99",
          "requests",
          "unexpected",
        ],
        report.provider.map((p) => [p.name, p.served, ...loadCells(p.result)]),
      ),
      "",
    );
  }
  out.push(
    "## Budgets",
    "",
    table(
      ["figure", "value", "budget", ""],
      report.checks.map((c) => [
        c.figure,
        c.value,
        c.budget,
        c.pass ? "pass" : "**MISS**",
      ]),
    ),
    "",
  );
  if (report.notes.length)
    out.push("## Notes", "", ...report.notes.map((n) => `- ${n}`), "");
  return out.join("\n");
}
