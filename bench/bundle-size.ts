// Gzip size of the JavaScript needed for the first render of `/`: the entry chunk, its
// static imports, and the lazily loaded Home page chunk with its own static imports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export function firstRenderJsGzipBytes(clientDir: string): { bytes: number; files: string[] } {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const home = Object.keys(manifest).find((key) => key.endsWith('pages/home-page.tsx'));
  if (!entry || !home) throw new Error('manifest lacks the entry or the home page chunk');
  const needed = new Set<string>();
  const visit = (key: string) => {
    if (needed.has(key)) return;
    needed.add(key);
    for (const dependency of manifest[key]?.imports ?? []) visit(dependency);
  };
  visit(entry);
  visit(home);
  const files = [...needed].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length, 0);
  return { bytes, files };
}
