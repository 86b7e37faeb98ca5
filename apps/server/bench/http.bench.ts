// Server throughput over loopback HTTP: the full app listening as `npm start` runs it (request
// logging at info, written to /dev/null instead of a terminal), with 16 keep-alive clients in a
// separate process (http-load.mjs) for a fixed window. Three read routes: the FAQ (the same answer
// for everyone), a device's match requests and one request's detail (session token checked, one
// indexed query when no period end is due; the device has three requests, none due). On
// in-memory PGlite always, and on PostgreSQL when DATABASE_URL names a database (migrated and
// seeded here). Prints req/s, then the latency as its own line (median, p95, p99 in ms).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DAY_MS } from '@haetbit/contracts';
import { listenOnLoopback } from '../src/test/local-server.js';
import { insertMatchRow } from '../src/test/match-rows.js';
import { bearerFor } from '../src/test/test-app.js';
import { createBenchApp } from './support.js';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
// BENCH_HTTP_ONLY=match_req_list_pg,... runs only those lines (A/B runs and profiles of one route).
const ONLY = process.env.BENCH_HTTP_ONLY?.split(',').filter(Boolean);
const wanted = (name: string, suffix: string): boolean =>
  ONLY === undefined || ONLY.includes(`${name}_${suffix}`);
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
  if (ONLY !== undefined && !ONLY.some((line) => line.endsWith(`_${suffix}`))) continue;
  const bench = await createBenchApp({
    ...(databaseUrl ? { databaseUrl } : {}),
    logger: { level: 'info', stream: createWriteStream('/dev/null') },
    // The load generator is one address standing for many phones: the per-address ceiling still
    // counts every call (its cost is measured) but never refuses one.
    env: { RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000' },
  });
  const { app, db } = bench;
  const authorization = await bearerFor(app, DEVICE_ID);
  // A recruiting request, one choosing contractors and one whose recruiting ended unanswered (the
  // first read below applies that end: CRG → CME); none is due during the run, so every timed read
  // is the common one. Inserted once per database (a PostgreSQL one persists).
  const listOf = async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/match-req/list?deviceId=${DEVICE_ID}`,
      headers: { authorization },
    });
    return (JSON.parse(answer.body) as { data: { id: number; status: string }[] }).data;
  };
  let detailId = (await listOf())[0]?.id;
  if (detailId === undefined) {
    const now = Date.now();
    await insertMatchRow(db, {
      status: 'CRG',
      reqDate: new Date(now - 30 * DAY_MS),
      deviceId: DEVICE_ID,
    });
    await insertMatchRow(db, {
      status: 'SP1',
      reqDate: new Date(now - 4 * DAY_MS),
      applicants: [1, 2, 3],
      deviceId: DEVICE_ID,
    });
    detailId = await insertMatchRow(db, {
      status: 'CRG',
      reqDate: new Date(now),
      deviceId: DEVICE_ID,
    });
    const statuses = (await listOf()).map((row) => row.status).join(',');
    if (statuses !== 'CRG,SP1,CME') throw new Error(`bench requests are ${statuses}`);
  }
  const base = await listenOnLoopback(app);

  const routes: [string, string, Record<string, string>][] = [
    ['faq', `${base}/api/faq?siteDiv=SM`, {}],
    ['match_req_list', `${base}/api/match-req/list?deviceId=${DEVICE_ID}`, { authorization }],
    ['match_req_detail', `${base}/api/match-req/${detailId}`, { authorization }],
  ];
  for (const [name, url, headers] of routes) {
    if (!wanted(name, suffix)) continue;
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
