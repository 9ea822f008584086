// `npm run dev`: the API server with reload (tsx watch) and Vite's dev server with HMR.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
console.log(`API on http://localhost:${env.PORT ?? 3000}, app with reload on http://localhost:${env.VITE_PORT ?? 5173}`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
