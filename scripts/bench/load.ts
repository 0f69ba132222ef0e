// Fixed-concurrency HTTP load with autocannon, bounded in time and requests.
import autocannon from "autocannon";

export type LoadOptions = { connections: number; seconds: number };

export type LoadTarget = {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** The status every answer should have; others are counted as unexpected. */
  expectStatus: 200 | 401 | 429;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** Answers with another status class than expected, errors and timeouts. */
  unexpected: number;
};

// What a browser sends: the site compresses its answers.
const browserHeaders = {
  "accept-encoding": "gzip, br",
  accept: "text/html,application/json",
};

export async function load(
  target: LoadTarget,
  { connections, seconds }: LoadOptions,
): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? "GET",
    headers: { ...browserHeaders, ...target.headers },
    body: target.body,
    connections,
    duration: seconds,
    // A hard ceiling as well as the clock: never more than 5,000 requests per second on average.
    maxOverallRequests: seconds * 5_000,
    timeout: 10,
  });
  const expected = target.expectStatus >= 400 ? result["4xx"] : result["2xx"];
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    unexpected:
      result.requests.total - expected + result.errors + result.timeouts,
  };
}
