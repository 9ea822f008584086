import type autocannon from 'autocannon';

/** One request shape; the two hooks are autocannon's (e.g. a fresh id per request, reading a header). */
export interface BenchRequest {
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  setupRequest?: (request: autocannon.Request, context: object) => autocannon.Request;
  onResponse?: (status: number, body: string, context: object, headers: autocannon.Request['headers']) => void;
}

/** One load test against the running production server. */
export interface BenchScenario {
  name: string;
  method?: 'GET' | 'POST';
  /** Path, or a function of the request index (varied queries). */
  path: string;
  body?: unknown;
  /** Several request shapes to rotate through (autocannon requests). */
  requests?: BenchRequest[];
  connections?: number;
  durationSeconds?: number;
  /** Prepares data before the run (e.g. generates questions to answer). */
  setup?: (baseUrl: string) => Promise<Partial<BenchScenario> | undefined>;
  /** Checks done after the run (e.g. database count equals 2xx responses); returns lines to print. */
  verify?: (baseUrl: string, result: BenchResult) => Promise<string[]>;
}

export interface BenchResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  total2xx: number;
}

/** A relative target: scenario req/s at least `ratio` of `baseline` req/s in the same run. */
export interface BenchTarget {
  scenario: string;
  baseline: string;
  ratio: number;
}

export interface LatencyTarget {
  scenario: string;
  p99MaxMs: number;
}
