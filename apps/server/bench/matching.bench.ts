// Matching benchmarks: the lifecycle sweeper emptying 100 000 due requests, and the detail screen's
// API answer. On in-memory PGlite always; on PostgreSQL too when DATABASE_URL is set (in a fresh
// database created next to the one it names, dropped at the end). Each line says its database.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DAY_MS } from '@haetbit/contracts';
import type { Db } from '../src/db/client.js';
import { insertMatchRow } from '../src/test/match-rows.js';
import { createScratchDatabase } from '../src/test/scratch-database.js';
import { bearerFor } from '../src/test/test-app.js';
import { createBenchApp, stats, timeCalls } from './support.js';

const DUE_REQUESTS = 100_000;

type BenchApp = Awaited<ReturnType<typeof createBenchApp>>;

/**
 * 100 000 requests whose recruiting period is over, with their analyses, written in a few
 * set-based statements: a quarter with one applicant (CRG → SP1), half of those also past the
 * selection period (CRG → SP1 → CME CS1), the rest nobody applied to (CRG → CME CP1).
 */
async function insertDueRequests(db: Db): Promise<void> {
  const now = Date.now();
  const recent = new Date(now - 4 * DAY_MS).toISOString();
  const older = new Date(now - 7 * DAY_MS).toISOString();
  await db.execute(sql`
    INSERT INTO match_analysis (id, pnu, address, device_id, status, install_type, area_m2,
      system_size_kw, land_data, created_at, updated_at)
    SELECT 1000000 + g, lpad(g::text, 19, '0'), '벤치 주소 ' || g, 'A_bench-sweep-' || g, 'CRG',
      'L', 300, 30, '{}'::jsonb, now(), now()
    FROM generate_series(1, ${DUE_REQUESTS}) AS g`);
  await db.execute(sql`
    INSERT INTO match_req (match_analysis_id, device_id, address, pnu, install_type,
      system_size_kw, area_m2, name, phone, email, memo, status, req_order, req_date,
      propose1_start_date, propose1_end_date, select1_days, propose2_days, select2_days,
      select1_limit_cnt, select2_limit_cnt, max_applicants, due_at, created_at)
    SELECT 1000000 + g, 'A_bench-sweep-' || g, '벤치 주소 ' || g, lpad(g::text, 19, '0'), 'L',
      30, 300, '김햇빛', '010-1234-5678', 'owner@example.com', '', 'CRG', 1, d.req,
      d.req, d.req + interval '3 days', 3, 7, 3, 3, 1, 10, d.req + interval '3 days', d.req
    FROM generate_series(1, ${DUE_REQUESTS}) AS g,
      LATERAL (SELECT CASE WHEN g % 8 = 0 THEN ${older}::timestamptz
                           ELSE ${recent}::timestamptz END AS req) AS d`);
  await db.execute(sql`
    UPDATE match_analysis AS a SET match_req_id = r.id, match_status_id = r.id
    FROM match_req AS r WHERE r.match_analysis_id = a.id AND a.id > 1000000`);
  await db.execute(sql`
    INSERT INTO match_propose1 (match_req_id, contractor_id, applied_at)
    SELECT r.id, 1, r.req_date + interval '1 day' FROM match_req AS r
    WHERE r.match_analysis_id > 1000000 AND r.match_analysis_id % 4 = 0`);
  await db.execute(sql`ANALYZE`);
}

async function clearDueRequests(db: Db): Promise<void> {
  await db.execute(sql`
    DELETE FROM match_status_event WHERE match_req_id IN
      (SELECT id FROM match_req WHERE match_analysis_id > 1000000)`);
  await db.execute(sql`
    DELETE FROM match_propose1 WHERE match_req_id IN
      (SELECT id FROM match_req WHERE match_analysis_id > 1000000)`);
  await db.execute(sql`DELETE FROM match_req WHERE match_analysis_id > 1000000`);
  await db.execute(sql`DELETE FROM match_analysis WHERE id > 1000000`);
}

async function sweepBench(bench: BenchApp, db: Db, label: string, runs: number): Promise<void> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await insertDueRequests(db);
    const start = performance.now();
    // The job's own loop: batches until a short one (SWEEP_BATCH_SIZE, default 1000).
    const moved = await bench.app.sweeper.runOnce();
    samples.push(performance.now() - start);
    const left = await db.execute(sql`
      SELECT count(*)::int AS n FROM match_req WHERE due_at IS NOT NULL AND due_at <= now()`);
    const due = (left as unknown as { rows: { n: number }[] }).rows[0]?.n;
    if (moved !== DUE_REQUESTS || due !== 0) {
      throw new Error(`sweep moved ${moved} of ${DUE_REQUESTS}, ${due} still due`);
    }
    await clearDueRequests(db);
  }
  console.log(
    JSON.stringify({ bench: 'jobs.sweep_100k', unit: 'ms', ...stats(samples), db: label }),
  );
}

/** GET /api/match-req/{id} and POST /api/match-propose1/list for a request in SP1, 5 applicants. */
async function detailBench(bench: BenchApp, db: Db, label: string): Promise<void> {
  const { app } = bench;
  const deviceId = `A_bench-detail-${randomBytes(4).toString('hex')}`;
  const authorization = await bearerFor(app, deviceId);
  const id = await insertMatchRow(db, {
    status: 'SP1',
    reqDate: new Date(Date.now() - 4 * DAY_MS),
    applicants: [1, 2, 3, 4, 5],
    deviceId,
  });
  const call = async () => {
    const detail = await app.inject({
      method: 'GET',
      url: `/api/match-req/${id}`,
      headers: { authorization },
    });
    const list = await app.inject({
      method: 'POST',
      url: '/api/match-propose1/list',
      headers: { authorization },
      payload: { matchStatusId: id },
    });
    if (detail.statusCode !== 200 || list.statusCode !== 200) {
      throw new Error(`detail ${detail.statusCode}, list ${list.statusCode}: ${list.body}`);
    }
  };
  const samples = await timeCalls(call);
  console.log(
    JSON.stringify({ bench: 'server.api.match_detail', unit: 'ms', ...stats(samples), db: label }),
  );
}

async function onPglite(): Promise<void> {
  const bench = await createBenchApp();
  await detailBench(bench, bench.db, 'pglite');
  await sweepBench(bench, bench.db, 'pglite', 1);
  await bench.close();
}

async function onPostgres(serverUrl: string): Promise<void> {
  const scratch = await createScratchDatabase(serverUrl, 'haetbit_bench');
  try {
    const bench = await createBenchApp({ databaseUrl: scratch.url });
    await detailBench(bench, bench.db, 'postgres');
    await sweepBench(bench, bench.db, 'postgres', 3);
    await bench.close();
  } finally {
    await scratch.drop();
  }
}

await onPglite();
if (process.env.DATABASE_URL) await onPostgres(process.env.DATABASE_URL);
