// `npm run dev`: the API server from its TypeScript sources, restarted on every change (node --watch), and
// the Vite dev server with hot reload in front of it, which passes /trpc, /api, /meta.json, /healthz and
// /map-tiles on to it (apps/web/vite.config.ts). Open the Vite address; Ctrl-C stops both.
// PORT is the API server's port (3000), WEB_PORT Vite's (5173); PUBLIC_URL defaults to Vite's address so
// that the links the server writes to its log open the page with hot reload. Vite's origins (by either loopback
// name) are added to ALLOWED_ORIGINS: the cross-site check takes only PUBLIC_URL's origin and those
// (docs/decisions/0065-security-allowed-origins.md), and Vite passes the browser's Origin on unchanged.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT || '3000';
const webPort = process.env.WEB_PORT || '5173';
const allowedOrigins = [
  process.env.ALLOWED_ORIGINS,
  `http://localhost:${webPort}`,
  `http://127.0.0.1:${webPort}`,
]
  .filter(Boolean)
  .join(',');

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PUBLIC_URL: `http://localhost:${webPort}`,
      ...process.env,
      ALLOWED_ORIGINS: allowedOrigins,
      PORT: apiPort,
    },
  }),
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', webPort, '--strictPort'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
      env: { API_PROXY_TARGET: `http://localhost:${apiPort}`, ...process.env },
    },
  ),
];

let exitCode = 0;
let running = children.length;
const stopAll = () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
};
for (const child of children) {
  child.on('exit', (code, signal) => {
    if (code) exitCode = code;
    else if (signal && signal !== 'SIGTERM' && signal !== 'SIGINT') exitCode = 1;
    running -= 1;
    if (running === 0) process.exit(exitCode);
    // One of the two is gone (an error, or q in Vite): the other goes too.
    stopAll();
  });
}
// Ctrl-C reaches both children from the terminal; a signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => setTimeout(stopAll, 1000).unref());
}
