import type { BenchScenario, BenchTarget } from '../types';

export const scenarios: BenchScenario[] = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /', path: '/' },
];

export const targets: BenchTarget[] = [{ scenario: 'GET /', baseline: 'GET /api/health', ratio: 0.5 }];
