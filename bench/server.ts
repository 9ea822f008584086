// Starts the production build as a child process and times how long it takes to serve.
import { type ChildProcess, spawn } from 'node:child_process';

export interface RunningServer {
  baseUrl: string;
  readyMs: number;
  stop(): Promise<void>;
}

export async function startServer(dataDir: string, port: number): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [`${process.env.DIST_DIR ?? 'dist'}/server/main.js`], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return { baseUrl, readyMs: performance.now() - started, stop: () => stop(child) };
}

async function waitForHealth(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('server did not become healthy within 180 s');
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
