import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | null = null;

/** The folder holding package.json, found from this file whether run from src/ or dist/. */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  cached = dir;
  return dir;
}

/** Resolves a configured path against the project root (absolute paths pass through). */
export const fromRoot = (path: string) => resolve(projectRoot(), path);
