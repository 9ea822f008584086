// Starts the production build on a fresh, throwaway database for the end-to-end tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'medprep-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'warn';
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanup);

await import(new URL(`../${process.env.DIST_DIR ?? 'dist'}/server/main.js`, import.meta.url).href);
