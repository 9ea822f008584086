// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and
// pre-compresses the client's text assets so they are served without per-request work.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const distDir = process.env.DIST_DIR ?? 'dist';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${distDir}/server/main.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

const clientDir = `${distDir}/client`;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
let count = 0;
for (const file of walk(clientDir)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
  const data = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`server bundled; ${count} client files pre-compressed`);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}
