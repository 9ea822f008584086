import type { BenchScenario, BenchTarget, LatencyTarget } from '../types';

export const scenarios: BenchScenario[] = [
  { name: 'GET /api/scrubs', path: '/api/scrubs' },
  {
    name: 'GET /api/scrubs (filters, search, sort)',
    path: '/api/scrubs?category=shoes&sort=price',
    requests: [
      { path: '/api/scrubs?category=shoes&sort=price' },
      { path: '/api/scrubs?q=compression&category=accessories' },
      { path: '/api/scrubs?sort=discount&limit=24&offset=24' },
      { path: '/api/scrubs?q=stethoscope%20cardiology&sort=name' },
    ],
  },
  { name: 'GET /api/scrubs/images/top.svg', path: '/api/scrubs/images/top.svg?color=navy' },
];

// A catalog page is a couple of indexed queries over ~50 rows: it should keep up with a
// good share of the bare health check, and the drawings are cached strings.
export const targets: BenchTarget[] = [
  { scenario: 'GET /api/scrubs', baseline: 'GET /api/health', ratio: 0.25 },
  { scenario: 'GET /api/scrubs (filters, search, sort)', baseline: 'GET /api/health', ratio: 0.25 },
  { scenario: 'GET /api/scrubs/images/top.svg', baseline: 'GET /api/health', ratio: 0.5 },
];

export const latencyTargets: LatencyTarget[] = [
  { scenario: 'GET /api/scrubs', p99MaxMs: 250 },
  { scenario: 'GET /api/scrubs (filters, search, sort)', p99MaxMs: 250 },
];
