// `npm run bench`: starts the production build on a fresh database, measures start-up,
// then req/s and latency for every scenario in the same run; prints a table and writes
// JSON to bench/results/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { firstRenderJsGzipBytes } from './bundle-size';
import { startServer } from './server';
import type { BenchResult, BenchScenario, BenchTarget, LatencyTarget } from './types';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

const DIST = process.env.DIST_DIR ?? 'dist';
if (!existsSync(`${DIST}/server/main.js`) || process.env.BENCH_BUILD !== '0') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const modules = await loadScenarioModules();
const dataDir = mkdtempSync(join(tmpdir(), 'medprep-bench-'));
const lines: string[] = [];
try {
  const first = await startServer(dataDir, PORT);
  await first.stop();
  const server = await startServer(dataDir, PORT);
  lines.push(`start-up, fresh data directory: ${(first.readyMs / 1000).toFixed(2)} s`);
  lines.push(`start-up, existing data directory: ${(server.readyMs / 1000).toFixed(2)} s`);

  const results: BenchResult[] = [];
  const verifications: string[] = [];
  try {
    for (const scenario of modules.flatMap((m) => m.scenarios)) {
      const prepared = { ...scenario, ...((await scenario.setup?.(server.baseUrl)) ?? {}) };
      const result = await load(server.baseUrl, prepared);
      results.push(result);
      if (prepared.verify) verifications.push(...(await prepared.verify(server.baseUrl, result)));
    }
  } finally {
    await server.stop();
  }

  const bundle = firstRenderJsGzipBytes(`${DIST}/client`);
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    startup: { freshMs: Math.round(first.readyMs), restartMs: Math.round(server.readyMs) },
    firstRenderJsGzipBytes: bundle.bytes,
    results,
    targets: checkTargets(results, modules.flatMap((m) => m.targets ?? []), modules.flatMap((m) => m.latencyTargets ?? [])),
    verifications,
  };
  printReport(lines, report);
  mkdirSync('bench/results', { recursive: true });
  const file = join('bench/results', `bench-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`\nwritten to ${file}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

interface ScenarioModule {
  scenarios: BenchScenario[];
  targets?: BenchTarget[];
  latencyTargets?: LatencyTarget[];
}

async function loadScenarioModules(): Promise<ScenarioModule[]> {
  const dir = new URL('./scenarios/', import.meta.url);
  const names = readdirSync(dir).filter((name) => name.endsWith('.ts')).sort((a, b) => (a === 'foundation.ts' ? -1 : b === 'foundation.ts' ? 1 : a.localeCompare(b)));
  return Promise.all(names.map((name) => import(new URL(name, dir).href) as Promise<ScenarioModule>));
}

async function load(baseUrl: string, scenario: BenchScenario): Promise<BenchResult> {
  const requests = scenario.requests?.map((r) => ({
    method: r.method ?? 'GET',
    path: r.path,
    ...(r.body === undefined ? {} : { body: JSON.stringify(r.body) }),
    ...(r.setupRequest ? { setupRequest: r.setupRequest } : {}),
    ...(r.onResponse ? { onResponse: r.onResponse } : {}),
  }));
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method ?? 'GET',
    connections: scenario.connections ?? 50,
    duration: scenario.durationSeconds ?? DURATION,
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
    ...(scenario.body === undefined ? {} : { body: JSON.stringify(scenario.body) }),
    ...(requests ? { requests } : {}),
  });
  return {
    name: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total2xx: result['2xx'],
  };
}

function checkTargets(results: BenchResult[], targets: BenchTarget[], latency: LatencyTarget[]) {
  const byName = new Map(results.map((r) => [r.name, r]));
  const relative = targets.map((t) => {
    const actual = (byName.get(t.scenario)?.requestsPerSecond ?? 0) / Math.max(1, byName.get(t.baseline)?.requestsPerSecond ?? 0);
    return { description: `${t.scenario} >= ${t.ratio * 100}% of ${t.baseline} req/s`, actual: `${(actual * 100).toFixed(0)}%`, met: actual >= t.ratio };
  });
  const absolute = latency.map((t) => {
    const p99 = byName.get(t.scenario)?.p99Ms ?? Number.POSITIVE_INFINITY;
    return { description: `${t.scenario} p99 <= ${t.p99MaxMs} ms`, actual: `${p99} ms`, met: p99 <= t.p99MaxMs };
  });
  return [...relative, ...absolute];
}

function printReport(lines: string[], report: { firstRenderJsGzipBytes: number; results: BenchResult[]; targets: { description: string; actual: string; met: boolean }[]; verifications: string[] }) {
  console.log(`\n${lines.join('\n')}`);
  console.log(`JavaScript for the first render of /: ${(report.firstRenderJsGzipBytes / 1024).toFixed(1)} KB gzip`);
  console.log('\nscenario'.padEnd(46) + 'req/s'.padStart(9) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'non-2xx'.padStart(9) + 'errors'.padStart(8));
  for (const r of report.results) {
    console.log(
      r.name.padEnd(45) + String(r.requestsPerSecond).padStart(9) + String(r.p50Ms).padStart(9) + String(r.p99Ms).padStart(9) + String(r.non2xx).padStart(9) + String(r.errors).padStart(8),
    );
  }
  console.log('\ntargets:');
  for (const t of report.targets) console.log(`  ${t.met ? 'met ' : 'MISS'} ${t.description}: ${t.actual}`);
  for (const line of report.verifications) console.log(`  ${line}`);
}
