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
//   --paced N       owner journeys a minute in the paced two-instance run (default 600, twice the
//                   target): the rate real use would bring, where the other runs drive the
//                   instances as fast as they answer
//   --keep          keep the scratch directory (logs) afterwards
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import './load/client-addresses.mjs';
import { startCluster, startInstance } from './load/cluster.mjs';
import {
  createRecorder,
  json,
  login,
  monthAgo,
  ownerJourney,
  ownerWithRequest,
  statusReads,
  step,
  today,
} from './load/journeys.mjs';
import { lostWrites, printRun, round, watchAvailability } from './load/report.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const SECONDS = Number(option('--seconds', '30'));
const PACED_JOURNEYS_PER_MINUTE = Number(option('--paced', '600'));

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * One fixed-time run against the given instances: each instance gets the same mix (a client-side
 * spread, as a load balancer would give). Unpaced, every generator sends its next request as soon
 * as the last one is answered (the instances' capacity); paced, owner journeys start at the given
 * rate, each owner reads their status twice per journey and a contractor and an operator read
 * their lists twice a second per instance.
 */
async function runMix(instances, seconds, recorder, journeysPerMinute = undefined) {
  const journeysPerSecond = journeysPerMinute && journeysPerMinute / 60 / instances.length;
  const paced = (requestsPerSecond) =>
    journeysPerSecond ? { overallRate: Math.max(1, Math.round(requestsPerSecond)) } : {};
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
        ...paced(journeysPerSecond * journeySteps.length),
      }),
      cannon({
        url: instance.url,
        connections: 2,
        duration: seconds,
        requests: statusReads(recorder, owner),
        initialContext: { authorization: owner.authorization },
        ...paced(journeysPerSecond * 2),
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
        ...paced(2),
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
        ...paced(2),
      }),
    );
  }
  const results = await Promise.all(runs);
  return {
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
    socketErrors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
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
  // Two instances at a pace real use would bring (the targets' 300 journeys a minute, twice over).
  {
    const recorder = createRecorder();
    const totals = await runMix(instances, SECONDS, recorder, PACED_JOURNEYS_PER_MINUTE);
    printRun('two_instances_paced', SECONDS, recorder, totals);
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
