// `npm start`: serve the production build, building it first when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const distDir = process.env.DIST_DIR ?? 'dist';
const serverEntry = `${distDir}/server/main.js`;
const clientEntry = `${distDir}/client/index.html`;

if (!existsSync(serverEntry) || !existsSync(clientEntry)) {
  console.log('No production build found: building once (about a minute)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(new URL(`../${serverEntry}`, import.meta.url).href);
