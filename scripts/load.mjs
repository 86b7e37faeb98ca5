#!/usr/bin/env node
// `npm run load`: the product under load on PostgreSQL, as owners, contractors and operators use it.
//
// 1. Starts a scratch PostgreSQL cluster of its own (initdb and pg_ctl from the machine's
//    PostgreSQL binaries, in a temporary directory, on a free loopback port), so no other database
//    is disturbed.
// 2. Starts the built server (`apps/server/dist/main.js`, as `npm start` runs it) once, then twice
//    behind the same database, and drives a fixed-time mix with autocannon (loopback only):
//    - owner journeys: session, address search, check, analysis, install type, profit, SMS code
//      (read from the development outbox), verification, recruit, then the status reads (list,
//      detail);
//    - owners reading their matches again (list and detail);
//    - contractors reading the leads board, operators reading the match list.
// 3. Runs the two-instance mix once more and restarts the scratch cluster in the middle: the
//    instances reconnect by themselves, and every write that was acknowledged is looked up.
//
// Prints one JSON line per figure, as `npm run bench` does: throughput and complete journeys,
// p50/p99 per route, errors per route, seconds of unavailability and acknowledged writes lost.
// Not part of `npm test`: figures depend on the machine.
//   --seconds N     length of each run (default 30)
//   --no-build      use the existing build
//   --no-fault      skip the restart run
//   --keep          keep the scratch directory (logs) afterwards
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const SECONDS = Number(option('--seconds', '30'));
const require = createRequire(import.meta.url);

// --- client addresses -------------------------------------------------------------------------
// Every phone has its own address in real use; the per-call limits (30 sessions a minute per
// address, spec'd in the README) would otherwise refuse a load generator that is one address.
// Linux routes the whole of 127.0.0.0/8 to the loopback interface, so each new connection of the
// generator binds its own source address there: a different "phone network" per connection, and
// still nothing leaves the machine.
let nextClientAddress = 0;
const connect = net.connect;
net.connect = function connectFromClientAddress(...connectArgs) {
  if (typeof connectArgs[0] === 'number' && connectArgs[1] === '127.0.0.1') {
    nextClientAddress = (nextClientAddress + 1) % 250;
    const localAddress = `127.0.${Math.floor(nextClientAddress / 50) + 1}.${(nextClientAddress % 50) + 2}`;
    return connect.call(net, { port: connectArgs[0], host: '127.0.0.1', localAddress });
  }
  return connect.apply(net, connectArgs);
};

// --- a scratch PostgreSQL cluster -------------------------------------------------------------
function postgresBin() {
  const versions = spawnSync('ls', ['/usr/lib/postgresql'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: the cluster's commands run as the `postgres` user then. */
function asClusterOwner(command, commandArgs) {
  const root = process.getuid?.() === 0;
  const result = spawnSync(
    root ? 'runuser' : command,
    root ? ['-u', 'postgres', '--', command, ...commandArgs] : commandArgs,
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`${command} ${commandArgs.join(' ')}: ${result.stderr || result.stdout}`);
  }
}

async function startCluster(dir) {
  const bin = postgresBin();
  const port = await freePort();
  const data = join(dir, 'pgdata');
  if (process.getuid?.() === 0) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    chownSync(dir, Number(owner), Number(group));
  }
  asClusterOwner(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/haetbit_load`,
    start() {
      asClusterOwner(join(bin, 'pg_ctl'), [
        '-D',
        data,
        '-l',
        join(dir, 'postgres.log'),
        '-w',
        '-o',
        // fsync stays on: the fault run counts acknowledged writes after a restart.
        `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=100`,
        'start',
      ]);
    },
    stop(mode = 'fast') {
      asClusterOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop']);
    },
  };
  cluster.start();
  const admin = new pg.Client({
    connectionString: cluster.url.replace('haetbit_load', 'postgres'),
  });
  await admin.connect();
  await admin.query('CREATE DATABASE haetbit_load');
  await admin.end();
  return cluster;
}

// --- the product's instances ------------------------------------------------------------------
async function waitUntilReady(baseUrl, child) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${baseUrl} did not become ready`);
}

async function startInstance(dir, databaseUrl, index) {
  const port = await freePort();
  const dataDir = join(dir, `instance-${index}`);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // The README's `npm start` mode (demo): the outbox holds the SMS codes, and the demo
      // contractor and operator accounts drive the console reads.
      NODE_ENV: 'development',
      DEMO_MODE: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      // Shared by every instance, as in production: a token from one is valid on the other.
      SESSION_SECRET: 'load-test-session-secret-0123456789abcdef',
      // The ceiling per network address is against abuse from one place; the per-call limits,
      // counted per device or per address, stay as they are.
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
      // Each run texts thousands of codes, many from one generator address: the address and
      // service-wide SMS budgets would end it early.
      SMS_PER_ADDRESS_PER_HOUR: '0',
      SMS_GLOBAL_PER_HOUR: '0',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child);
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

// --- what the users do ------------------------------------------------------------------------
const parcelsJson = require('../apps/server/src/providers/offline-data/parcels.json');
const PARCELS = (Array.isArray(parcelsJson) ? parcelsJson : parcelsJson.parcels)
  .filter((parcel) => parcel.expected.capacity === 'ok')
  .map((parcel) => ({
    pnu: parcel.pnu,
    address: parcel.address,
    roadAddress: parcel.roadAddress ?? undefined,
    searchText: `${parcel.ri || parcel.emd} ${parcel.jibun}`,
    installType: parcel.expected.installType,
    lat: parcel.lat,
    lng: parcel.lng,
  }));

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
const today = isoDay(Date.now());
const monthAgo = isoDay(Date.now() - 30 * 86_400_000);

let journeySerial = 0;
const runTag = `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}`;

/** Per-route latencies (ms) and errors, with the time of every failure. */
function createRecorder() {
  return {
    routes: new Map(),
    journeys: 0,
    /** Ids the server acknowledged creating: [table, id]. */
    acknowledged: [],
    failureTimes: [],
    clearErrors: new Set(),
    record(route, status, ms, body) {
      let entry = this.routes.get(route);
      if (!entry) {
        entry = { ms: [], errors: 0, statuses: {} };
        this.routes.set(route, entry);
      }
      if (status >= 200 && status < 300) entry.ms.push(ms);
      else {
        entry.errors += 1;
        entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
        this.failureTimes.push(Date.now());
        try {
          const parsed = JSON.parse(body);
          if (parsed.code && parsed.message) this.clearErrors.add(`${status} ${parsed.code}`);
        } catch {
          this.clearErrors.add(`${status} (no error body)`);
        }
      }
    },
  };
}

const json = (value) => JSON.stringify(value);

/**
 * A request of a sequence: `build(context)` answers {method, path, body?}; `read(body, context)`
 * keeps what the next steps need. Latency is from the request's setup to its response (one request
 * at a time per connection). Once a step has failed, the journey's remaining steps are sent as
 * `GET /healthz` and not recorded, so every journey is the same number of requests and a
 * connection's reconnection (after each journey) always falls on the journey's last request.
 * `route` null: the closing request, whose response autocannon drops when it reconnects.
 */
function step(recorder, route, build, read, expected = [200, 201]) {
  return {
    setupRequest(request, context) {
      const built = context.failed || route === null ? null : build(context);
      context.recording = built !== null;
      const target = built ?? { method: 'GET', path: '/healthz' };
      context.sentAt = performance.now();
      const headers = { ...request.headers, 'content-type': 'application/json' };
      if (context.authorization) headers.authorization = context.authorization;
      if (context.cookie) headers.cookie = context.cookie;
      return {
        ...request,
        method: target.method,
        path: target.path,
        headers,
        body: target.body === undefined ? undefined : json(target.body),
      };
    },
    onResponse(status, body, context, headers) {
      if (!context.recording) return;
      recorder.record(route, status, performance.now() - context.sentAt, body);
      if (!expected.includes(status)) {
        context.failed = true;
        return;
      }
      read?.(body, context, headers);
    },
  };
}

function ownerJourney(recorder) {
  return [
    step(
      recorder,
      'POST /api/session',
      (context) => {
        journeySerial += 1;
        context.deviceId = `A_load-${runTag}-${journeySerial}`;
        context.phone = `010-${String(1000 + (journeySerial % 9000)).padStart(4, '0')}-${String(journeySerial % 10000).padStart(4, '0')}`;
        context.parcel = PARCELS[journeySerial % PARCELS.length];
        return { method: 'POST', path: '/api/session', body: { deviceId: context.deviceId } };
      },
      (body, context) => (context.authorization = `Bearer ${JSON.parse(body).token}`),
    ),
    step(recorder, 'POST /open/…/search-land-polygon/list', (context) => ({
      method: 'POST',
      path: `/open/seereal-api/search-land-polygon/list/${encodeURIComponent(context.parcel.searchText)}`,
      body: { page: 1, size: 20 },
    })),
    step(recorder, 'POST /api/match-analysis/check-is-ing', (context) => ({
      method: 'POST',
      path: '/api/match-analysis/check-is-ing',
      body: { pnu: context.parcel.pnu, deviceId: context.deviceId },
    })),
    step(
      recorder,
      'POST /api/match-analysis',
      (context) => ({
        method: 'POST',
        path: '/api/match-analysis',
        body: {
          pnu: context.parcel.pnu,
          address: context.parcel.address,
          roadAddress: context.parcel.roadAddress,
          deviceId: context.deviceId,
        },
      }),
      (body, context) => {
        context.analysisId = JSON.parse(body).id;
        recorder.acknowledged.push(['match_analysis', context.analysisId]);
      },
    ),
    step(
      recorder,
      'PATCH /api/match-analysis',
      (context) => ({
        method: 'PATCH',
        path: '/api/match-analysis',
        body: { id: context.analysisId, installType: context.parcel.installType },
      }),
      (body, context) => (context.area = JSON.parse(body).area),
    ),
    step(recorder, 'PATCH /api/match-analysis/prediction', (context) => ({
      method: 'PATCH',
      path: '/api/match-analysis/prediction',
      body: {
        id: context.analysisId,
        lat: context.parcel.lat,
        lng: context.parcel.lng,
        azimuth: 180,
        tilt: 21,
        area: context.area,
        moduleQty: 0,
        systemSize: 0,
      },
    })),
    step(recorder, 'POST /api/match-analysis/send-auth-number', (context) => ({
      method: 'POST',
      path: '/api/match-analysis/send-auth-number',
      body: { id: context.analysisId, phone: context.phone, name: '김햇빛' },
    })),
    step(
      recorder,
      'GET /dev/outbox',
      (context) => ({
        method: 'GET',
        path: `/dev/outbox?to=${context.phone}`,
      }),
      (body, context) => {
        context.code = /(\d{6})/.exec(JSON.parse(body)[0]?.body ?? '')?.[1];
        if (!context.code) context.failed = true;
      },
    ),
    step(recorder, 'POST /api/match-analysis/check-sms-auth-number', (context) => ({
      method: 'POST',
      path: '/api/match-analysis/check-sms-auth-number',
      body: { id: context.analysisId, smsAuthNumber: context.code },
    })),
    step(
      recorder,
      'POST /api/match-req',
      (context) => ({
        method: 'POST',
        path: '/api/match-req',
        body: {
          name: '김햇빛',
          phone: context.phone,
          email: 'owner@example.com',
          memo: '',
          matchAnalysisId: context.analysisId,
          deviceId: context.deviceId,
          agreeThirdPartyYn: true,
        },
      }),
      (body, context) => {
        context.matchReqId = JSON.parse(body).id;
        recorder.acknowledged.push(['match_req', context.matchReqId]);
      },
    ),
    step(recorder, 'GET /api/match-req/list', (context) => ({
      method: 'GET',
      path: `/api/match-req/list?deviceId=${context.deviceId}`,
    })),
    step(
      recorder,
      'GET /api/match-req/:id',
      (context) => ({ method: 'GET', path: `/api/match-req/${context.matchReqId}` }),
      () => (recorder.journeys += 1),
    ),
    step(recorder, null, () => null),
  ];
}

/** An owner who recruited once and comes back to the status screens. */
function statusReads(recorder, owner) {
  const fixed = (path) => () => ({ method: 'GET', path });
  return [
    step(
      recorder,
      'GET /api/match-req/list',
      fixed(`/api/match-req/list?deviceId=${owner.deviceId}`),
    ),
    step(recorder, 'GET /api/match-req/:id', fixed(`/api/match-req/${owner.matchReqId}`)),
  ];
}

async function login(baseUrl, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: json(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie').split(';')[0];
}

/** One owner with a request, made through the API (the status readers read it). */
async function ownerWithRequest(baseUrl) {
  const recorder = createRecorder();
  const context = {};
  for (const { setupRequest, onResponse } of ownerJourney(recorder).slice(0, -1)) {
    const request = setupRequest({ headers: {} }, context);
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    onResponse(response.status, await response.text(), context, {});
  }
  if (recorder.journeys !== 1) throw new Error(`preparing journey: ${json([...recorder.routes])}`);
  return {
    deviceId: context.deviceId,
    matchReqId: context.matchReqId,
    authorization: context.authorization,
  };
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * One fixed-time run against the given instances: each instance gets the same mix (a client-side
 * spread, as a load balancer would give).
 */
async function runMix(instances, seconds, recorder) {
  const runs = [];
  for (const instance of instances) {
    const owner = await ownerWithRequest(instance.url);
    const partnerCookie = await login(instance.url, '/api/partner/login', {
      userId: 'partner02',
      password: 'demo1234!',
    });
    const adminCookie = await login(instance.url, '/api/admin/login', {
      id: 'admin',
      password: 'admin1234!',
    });
    const journeySteps = ownerJourney(recorder);
    runs.push(
      cannon({
        url: instance.url,
        connections: 12,
        duration: seconds,
        requests: journeySteps,
        // A new connection (so a new client address) for every journey: each is another phone.
        reconnectRate: journeySteps.length,
      }),
      cannon({
        url: instance.url,
        connections: 2,
        duration: seconds,
        requests: statusReads(recorder, owner),
        initialContext: { authorization: owner.authorization },
      }),
      cannon({
        url: instance.url,
        connections: 1,
        duration: seconds,
        requests: [
          step(recorder, 'GET /api/partner/requests', () => ({
            method: 'GET',
            path: '/api/partner/requests',
          })),
          step(recorder, 'GET /api/partner/matches', () => ({
            method: 'GET',
            path: '/api/partner/matches',
          })),
        ],
        initialContext: { cookie: partnerCookie },
      }),
      cannon({
        url: instance.url,
        connections: 1,
        duration: seconds,
        requests: [
          step(recorder, 'GET /api/admin/match-status', () => ({
            method: 'GET',
            path: '/api/admin/match-status',
          })),
          step(recorder, 'GET /api/admin/dashboard', () => ({
            method: 'GET',
            path: `/api/admin/dashboard?from=${monthAgo}&to=${today}`,
          })),
        ],
        initialContext: { cookie: adminCookie },
      }),
    );
  }
  const results = await Promise.all(runs);
  return {
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
    socketErrors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
}

function percentile(sorted, q) {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const round = (x) => Math.round(x * 100) / 100;

function printRun(label, seconds, recorder, totals) {
  const print = (bench, unit, median, extra = {}) =>
    console.log(json({ bench: `load.${label}_${bench}`, unit, median, p95: median, ...extra }));
  let errors = totals.socketErrors;
  let slowestReadP99 = 0;
  for (const [route, entry] of [...recorder.routes].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = entry.ms.sort((a, b) => a - b);
    const p99 = round(percentile(sorted, 0.99));
    if (route.startsWith('GET ')) slowestReadP99 = Math.max(slowestReadP99, p99);
    errors += entry.errors;
    console.log(
      json({
        bench: `load.${label}_route`,
        route,
        unit: 'ms',
        median: round(percentile(sorted, 0.5)),
        p95: round(percentile(sorted, 0.95)),
        p99,
        n: sorted.length,
        errors: entry.errors,
        ...(entry.errors > 0 ? { statuses: entry.statuses } : {}),
      }),
    );
  }
  print('req_s', 'req_s', Math.round(totals.requests / seconds), { n: totals.requests });
  print('journeys_per_min', 'journeys_min', Math.round((recorder.journeys * 60) / seconds), {
    n: recorder.journeys,
  });
  print('errors', 'count', errors);
  print('read_p99_max', 'ms', slowestReadP99);
}

/** Every acknowledged create is read back after the run: how many are missing. */
async function lostWrites(databaseUrl, acknowledged) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let lost = 0;
  for (const table of ['match_analysis', 'match_req']) {
    const ids = acknowledged.filter(([t]) => t === table).map(([, id]) => id);
    const found = await client.query(`SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1)`, [
      ids,
    ]);
    lost += ids.length - found.rows[0].n;
  }
  await client.end();
  return lost;
}

/** Polls each instance's readiness every 50 ms; answers the longest stretch it was not ready. */
function watchAvailability(instances) {
  let stop = false;
  const downMs = instances.map(() => 0);
  const watchers = instances.map(async (instance, index) => {
    let downSince = null;
    while (!stop) {
      let ok = false;
      try {
        ok = (await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(2000) })).ok;
      } catch {
        ok = false;
      }
      const now = performance.now();
      if (!ok && downSince === null) downSince = now;
      if (ok && downSince !== null) {
        downMs[index] = Math.max(downMs[index], now - downSince);
        downSince = null;
      }
      await sleep(50);
    }
    if (downSince !== null) downMs[index] = Math.max(downMs[index], performance.now() - downSince);
  });
  return async () => {
    stop = true;
    await Promise.all(watchers);
    return Math.max(...downMs) / 1000;
  };
}

// --- the runs ---------------------------------------------------------------------------------
if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', '-s', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dir = mkdtempSync(join(tmpdir(), 'haetbit-load-'));
const cluster = await startCluster(dir);
const instances = [];
let failed = false;
// Ctrl-C or a timeout: the instances and the cluster go with the run.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    for (const instance of instances) await instance.stop();
    try {
      cluster.stop('immediate');
    } catch {
      // Already stopped.
    }
    rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  });
}
try {
  instances.push(await startInstance(dir, cluster.url, 1));
  // One instance.
  {
    const recorder = createRecorder();
    const totals = await runMix(instances, SECONDS, recorder);
    printRun('one_instance', SECONDS, recorder, totals);
  }
  // Two instances behind the same database (migrations and seed already done: the second waits
  // for the advisory lock and finds both).
  instances.push(await startInstance(dir, cluster.url, 2));
  {
    const recorder = createRecorder();
    const totals = await runMix(instances, SECONDS, recorder);
    printRun('two_instances', SECONDS, recorder, totals);
    const lost = await lostWrites(cluster.url, recorder.acknowledged);
    console.log(
      json({
        bench: 'load.two_instances_writes_lost',
        unit: 'count',
        median: lost,
        p95: lost,
        n: recorder.acknowledged.length,
      }),
    );
  }
  // The fault: the cluster restarts a third of the way in.
  if (!args.includes('--no-fault')) {
    const recorder = createRecorder();
    const stopWatching = watchAvailability(instances);
    const mix = runMix(instances, SECONDS, recorder);
    await sleep((SECONDS * 1000) / 3);
    cluster.stop('fast');
    await sleep(2000);
    cluster.start();
    const totals = await mix;
    const unavailableS = await stopWatching();
    printRun('fault', SECONDS, recorder, totals);
    console.log(
      json({
        bench: 'load.fault_unavailable_s',
        unit: 's',
        median: round(unavailableS),
        p95: round(unavailableS),
        n: 1,
      }),
    );
    const failures = recorder.failureTimes;
    const failingS =
      failures.length > 0 ? (Math.max(...failures) - Math.min(...failures)) / 1000 : 0;
    console.log(
      json({
        bench: 'load.fault_failing_calls_s',
        unit: 's',
        median: round(failingS),
        p95: round(failingS),
        n: failures.length,
        errors: [...recorder.clearErrors],
      }),
    );
    const lost = await lostWrites(cluster.url, recorder.acknowledged);
    console.log(
      json({
        bench: 'load.fault_writes_lost',
        unit: 'count',
        median: lost,
        p95: lost,
        n: recorder.acknowledged.length,
      }),
    );
    if (lost > 0) failed = true;
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const instance of instances) await instance.stop();
  try {
    cluster.stop('fast');
  } catch (error) {
    console.error(error.message);
  }
  if (args.includes('--keep')) console.error(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
