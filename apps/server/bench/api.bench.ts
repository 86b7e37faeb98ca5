// Server benchmarks: latency of representative calls through the full Fastify stack (app.inject on
// a seeded in-memory PGlite) and throughput over loopback HTTP.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { listenOnLoopback } from '../src/test/local-server.js';
import { bearerFor } from '../src/test/test-app.js';
import { createBenchApp, stats, timeCalls } from './support.js';

// The load generator below is one address: the per-address ceiling (600 a minute by default) would
// refuse it within its warm-up second and leave nothing to count, so it is raised for the bench.
const bench = await createBenchApp({ env: { RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000' } });
const app = bench.app;

const authorization = await bearerFor(app, 'A_bench-device-0001');

const calls: [string, () => Promise<unknown>][] = [
  ['api.faq', () => app.inject({ method: 'GET', url: '/api/faq?siteDiv=SM' })],
  ['api.code', () => app.inject({ method: 'GET', url: '/api/code/SM_CANCEL_CATE' })],
  ['api.install_review', () => app.inject({ method: 'GET', url: '/api/match-com/install-review' })],
  [
    'api.user_check',
    () =>
      app.inject({
        method: 'POST',
        url: '/api/match-com/match-user/check/A_bench-device-0001',
        headers: { authorization },
      }),
  ],
];
for (const [name, call] of calls) {
  const samples = await timeCalls(call);
  console.log(JSON.stringify({ bench: `server.${name}`, unit: 'ms', ...stats(samples) }));
}

// Throughput: 16 keep-alive clients in a separate process, for a fixed 3 s window.
const base = await listenOnLoopback(app);
const seconds = 3;
const load = spawn(
  process.execPath,
  [
    fileURLToPath(new URL('./http-load.mjs', import.meta.url)),
    `${base}/api/code/SM_FAQ_CATE`,
    '16',
    String(seconds),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
let output = '';
load.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
await new Promise((resolve) => load.on('close', resolve));
const { completed, errors, p50Ms, p95Ms, p99Ms } = JSON.parse(output) as {
  completed: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
};
// A run that answered nothing but errors is a broken bench, not a figure.
if (completed === 0 || errors > 0) {
  throw new Error(`server.http_code_list: ${completed} answered, ${errors} failed`);
}
const reqPerSecond = Math.round(completed / seconds);
console.log(
  JSON.stringify({
    bench: 'server.http_code_list',
    unit: 'req_s',
    median: reqPerSecond,
    p95: reqPerSecond,
    n: completed,
  }),
);
console.log(
  JSON.stringify({
    bench: 'server.http_code_list_latency',
    unit: 'ms',
    median: p50Ms,
    p95: p95Ms,
    p99: p99Ms,
    n: completed,
  }),
);

await bench.close();
