// The part of autocannon's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    maxOverallRequests?: number;
    timeout?: number;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
  };
  export type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "1xx": number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
    duration: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
