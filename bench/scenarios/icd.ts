// ICD-10-CM lookup on the full FY2026 code set (issue 4): search p99 <= 25 ms and at least
// 25% of /api/health's throughput under 50 connections. The queries mix exact codes, code
// prefixes, words and word prefixes, abbreviations, typos and filters; a second scenario asks
// for pages past the cached first 200 results, so every request is searched afresh.
import type { BenchScenario, BenchTarget, LatencyTarget } from '../types';

const QUERIES = [
  'q=E11.9', 'q=i10', 'q=J45.909', 'q=s72001a', 'q=Z00.00', 'q=U07.1', 'q=E11', 'q=S72.0', 'q=M1A', 'q=Z3A',
  'q=diab%20mell', 'q=diabetes', 'q=hypertension', 'q=asthma', 'q=chest%20pain', 'q=fracture%20femur', 'q=pneumonia',
  'q=heart%20failure', 'q=atrial%20fib', 'q=migraine', 'q=depression', 'q=anxiety', 'q=sepsis', 'q=obesity', 'q=gout',
  'q=HTN', 'q=T2DM', 'q=COPD', 'q=heart%20attack', 'q=high%20blood%20pressure', 'q=UTI', 'q=GERD', 'q=CKD', 'q=AFib',
  'q=diabtes', 'q=hart%20attack', 'q=pnuemonia', 'q=asthama',
  'q=diabetes&category=O00-O9A', 'q=fracture&billable=true', 'category=I00-I99&limit=25', 'q=pain&category=R00-R99&billable=true',
  'q=left%20knee', 'q=encounter', 'q=screening', 'q=infection&limit=50', 'q=neoplasm%20breast', 'q=open%20wound%20hand',
];

const waitForCodeSet = async (baseUrl: string) => {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const status = (await (await fetch(`${baseUrl}/api/icd/status`)).json()) as { status: string; message: string | null };
    if (status.status === 'ready') return undefined;
    if (status.status !== 'loading') throw new Error(`ICD code set ${status.status}: ${status.message}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the ICD code set did not load within 120 s');
};

export const scenarios: BenchScenario[] = [
  {
    name: 'GET /api/icd/search (mixed queries)',
    path: '/api/icd/search?q=E11.9',
    requests: QUERIES.map((query) => ({ path: `/api/icd/search?${query}` })),
    setup: waitForCodeSet,
  },
  {
    name: 'GET /api/icd/search (uncached pages)',
    path: '/api/icd/search?q=fracture&offset=200',
    requests: QUERIES.filter((q) => !q.includes('limit')).map((query) => ({ path: `/api/icd/search?${query}&offset=200&limit=25` })),
  },
  { name: 'GET /api/icd/all (page 100)', path: '/api/icd/all?limit=25&offset=2475' },
  { name: 'GET /api/icd/categories', path: '/api/icd/categories' },
];

export const targets: BenchTarget[] = [{ scenario: 'GET /api/icd/search (mixed queries)', baseline: 'GET /api/health', ratio: 0.25 }];

export const latencyTargets: LatencyTarget[] = [
  { scenario: 'GET /api/icd/search (mixed queries)', p99MaxMs: 25 },
  { scenario: 'GET /api/icd/search (uncached pages)', p99MaxMs: 50 },
];
