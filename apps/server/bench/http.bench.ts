// Server throughput over loopback HTTP: the full app listening as `npm start` runs it (request
// logging at info, written to /dev/null instead of a terminal), with 16 keep-alive clients in a
// separate process (http-load.mjs) for a fixed window. Two read routes: the FAQ (the same answer
// for everyone) and a device's match requests (session token checked, a per-device query). On
// in-memory PGlite always, and on PostgreSQL when DATABASE_URL names a database (migrated and
// seeded here). Prints req/s, then the latency as its own line (median, p95, p99 in ms).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listenOnLoopback } from '../src/test/local-server.js';
import { bearerFor } from '../src/test/test-app.js';
import { createBenchApp } from './support.js';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const CONCURRENCY = 16;
const DEVICE_ID = 'A_bench-http-0001';

interface LoadResult {
  completed: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

function load(url: string, headers: Record<string, string>): Promise<LoadResult> {
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('./http-load.mjs', import.meta.url)),
      url,
      String(CONCURRENCY),
      String(SECONDS),
      JSON.stringify(headers),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(output) as LoadResult) : reject(new Error(`load ${code}`)),
    );
  });
}

const targets: [string, string | undefined][] = [['pglite', undefined]];
if (process.env.DATABASE_URL) targets.push(['pg', process.env.DATABASE_URL]);

for (const [suffix, databaseUrl] of targets) {
  const bench = await createBenchApp({
    ...(databaseUrl ? { databaseUrl } : {}),
    logger: { level: 'info', stream: createWriteStream('/dev/null') },
    // The load generator is one address standing for many phones: the per-address ceiling still
    // counts every call (its cost is measured) but never refuses one.
    env: { RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000' },
  });
  const { app } = bench;
  const authorization = await bearerFor(app, DEVICE_ID);
  const base = await listenOnLoopback(app);

  const routes: [string, string, Record<string, string>][] = [
    ['faq', `${base}/api/faq?siteDiv=SM`, {}],
    ['match_req_list', `${base}/api/match-req/list?deviceId=${DEVICE_ID}`, { authorization }],
  ];
  for (const [name, url, headers] of routes) {
    const result = await load(url, headers);
    if (result.errors > 0) console.error(`${name}_${suffix}: ${result.errors} failed requests`);
    const reqPerSecond = Math.round(result.completed / SECONDS);
    const bench = `server.http_${name}_${suffix}`;
    console.log(
      JSON.stringify({
        bench,
        unit: 'req_s',
        median: reqPerSecond,
        p95: reqPerSecond,
        n: result.completed,
      }),
    );
    console.log(
      JSON.stringify({
        bench: `${bench}_latency`,
        unit: 'ms',
        median: result.p50Ms,
        p95: result.p95Ms,
        p99: result.p99Ms,
        n: result.completed,
      }),
    );
  }
  await bench.close();
}
