// The figures of a run as bench lines, the acknowledged writes read back, and the instances'
// readiness watched through a database restart.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { json } from './journeys.mjs';

function percentile(sorted, q) {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export const round = (x) => Math.round(x * 100) / 100;

export function printRun(label, seconds, recorder, totals) {
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
export async function lostWrites(databaseUrl, acknowledged) {
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
export function watchAvailability(instances) {
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
