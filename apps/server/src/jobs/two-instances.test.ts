import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { offsetClock } from '../lib/clock.js';
import { freePort } from '../test/local-server.js';
import { insertMatchRow } from '../test/match-rows.js';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database.js';
import { buildSeededApp, testConfig } from '../test/test-app.js';

/**
 * DESIGN D7 and D11 under load: two server processes, each with its own pool and its sweeper
 * running every 100 ms, on one fresh PostgreSQL database. Both jump their clocks past the
 * recruiting period (so both sweepers race for the same rows), then 500 concurrent first-stage
 * selections and cancellations hit the same requests through both. The audit rows must show
 * exactly one transition out of each state per request, and the final states must agree with them.
 */
const serverUrl = process.env.DATABASE_URL;
const REQUESTS = 50;
const CALLS_PER_REQUEST = 10;
const APPLICANTS = [1, 2, 3];

const mainTs = fileURLToPath(new URL('../main.ts', import.meta.url));
const tsxCli = fileURLToPath(new URL('../../../../node_modules/tsx/dist/cli.mjs', import.meta.url));

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${base} did not start`);
}

interface Call {
  kind: 'select' | 'cancel';
  id: number;
  status: number;
}

describe.skipIf(!serverUrl)('two server instances on one PostgreSQL database', () => {
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  let scratch: ScratchDatabase | undefined;
  let database: Database;
  let closeApp: () => Promise<void> = async () => undefined;
  const deviceSecrets = new Map<string, string>();

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'haetbit_two');
    const { name, url } = scratch;
    database = await openDatabase({ kind: 'postgres', url });
    const sessionSecret = randomBytes(32).toString('hex');
    const app = await buildSeededApp({
      config: testConfig({ SESSION_SECRET: sessionSecret }),
      database,
      clock: offsetClock(),
    });
    closeApp = () => app.close();

    // Requests recruiting now (real time: the processes' clocks start there), three applicants each.
    const ids: number[] = [];
    for (let index = 0; index < REQUESTS; index += 1) {
      const deviceId = `A_two-instances-${index % 10}-${name}`;
      // Each device claims its id first, as the shell does: a bare id with records opens nothing.
      if (!deviceSecrets.has(deviceId)) {
        const claim = await app.inject({
          method: 'POST',
          url: '/api/session',
          payload: { deviceId },
        });
        deviceSecrets.set(deviceId, claim.json<{ deviceSecret: string }>().deviceSecret);
      }
      const id = await insertMatchRow(database.db, {
        status: 'CRG',
        reqDate: new Date(),
        deviceId,
      });
      for (const ccId of APPLICANTS) await app.services.matching.apply(ccId, id);
      ids.push(id);
    }

    const dataDir = mkdtempSync(join(tmpdir(), 'haetbit-two-'));
    for (let instance = 0; instance < 2; instance += 1) {
      const port = await freePort();
      const child = spawn(process.execPath, [tsxCli, mainTs], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'development',
          DEMO_MODE: 'true',
          // Every journey texts from one address; the per-address budget is tested elsewhere.
          SMS_PER_ADDRESS_PER_HOUR: '0',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: url,
          SESSION_SECRET: sessionSecret,
          SEED: 'false',
          LOG_LEVEL: 'error',
          DATA_DIR: dataDir,
          WEB_DIST_DIR: '/nonexistent-web-dist',
          SWEEP_INTERVAL_MS: '100',
          SWEEP_BATCH_SIZE: '7',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      bases.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(bases.map((base, index) => waitForHealth(base, children[index]!)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await closeApp();
    await database?.close();
    await scratch?.drop();
  }, 60_000);

  it('never applies a transition twice, whichever instance or sweeper gets there first', async () => {
    // Both clocks jump past the 3-day recruiting period (it ends by 23:59:59 of its third day, so
    // 96 hours are past it) at once: both sweep the same rows.
    await Promise.all(
      bases.map((base) =>
        fetch(`${base}/dev/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ advanceHours: 96 }),
        }).then((response) => expect(response.status).toBe(200)),
      ),
    );
    const requests = await database.db.execute(sql`
      SELECT id, device_id AS "deviceId", status FROM match_req ORDER BY id`);
    const rows = (
      requests as unknown as { rows: { id: number; deviceId: string; status: string }[] }
    ).rows;
    expect(rows).toHaveLength(REQUESTS);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['SP1']));

    const reasons = await (await fetch(`${bases[0]}/api/code/SM_CANCEL_CATE`)).json();
    const cancelReason = (reasons as { code: string }[]).find((item) => item.code !== 'ETC')!.code;
    const tokens = new Map<string, string>();
    for (const deviceId of new Set(rows.map((row) => row.deviceId))) {
      const session = await fetch(`${bases[1]}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ deviceId, deviceSecret: deviceSecrets.get(deviceId) }),
      });
      tokens.set(deviceId, `Bearer ${((await session.json()) as { token: string }).token}`);
    }

    const calls: Promise<Call>[] = [];
    for (const row of rows) {
      for (let n = 0; n < CALLS_PER_REQUEST; n += 1) {
        const kind = (n + row.id) % 2 === 0 ? 'select' : 'cancel';
        const base = bases[n % 2]!;
        const init = {
          method: 'PATCH',
          headers: {
            'content-type': 'application/json',
            authorization: tokens.get(row.deviceId)!,
          },
          body: JSON.stringify(
            kind === 'select'
              ? { matchStatusId: row.id, selectedCstIds: [APPLICANTS[n % 3]!] }
              : { id: row.id, cancelReason },
          ),
        };
        const url =
          kind === 'select'
            ? `${base}/api/match-propose1/select`
            : `${base}/api/match-status/user-cancel`;
        calls.push(
          fetch(url, init).then((response) => ({ kind, id: row.id, status: response.status })),
        );
      }
    }
    const answers = await Promise.all(calls);
    expect(answers).toHaveLength(REQUESTS * CALLS_PER_REQUEST);
    // Every call is answered: the winner 200, every other 409 with the state it found.
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 409]));

    const eventRows = await database.db.execute(sql`
      SELECT e.match_req_id AS id, e.from_status AS "from", e.to_status AS "to", e.event,
        r.status AS "final", a.status AS "mirror",
        (SELECT count(*)::int FROM match_propose1 p
          WHERE p.match_req_id = r.id AND p.select_status = 'Y') AS "shortlisted"
      FROM match_status_event e
      JOIN match_req r ON r.id = e.match_req_id
      JOIN match_analysis a ON a.id = r.match_analysis_id
      ORDER BY e.id`);
    const events = (
      eventRows as unknown as {
        rows: {
          id: number;
          from: string;
          to: string;
          event: string;
          final: string;
          mirror: string;
          shortlisted: number;
        }[];
      }
    ).rows;
    for (const row of rows) {
      const trail = events.filter((event) => event.id === row.id);
      // One period end by one of the sweepers, then one owner's action: never two.
      expect(
        trail.map((event) => `${event.from}>${event.to}`),
        `request ${row.id}`,
      ).toHaveLength(2);
      expect(trail[0]).toMatchObject({ from: 'CRG', to: 'SP1', event: 'DEADLINE' });
      const won = trail[1]!;
      expect(won.from).toBe('SP1');
      expect(won.final).toBe(won.to);
      expect(won.mirror).toBe(won.to);
      expect(won.shortlisted).toBe(won.to === 'PSB' ? 1 : 0);
      const ok = answers.filter((answer) => answer.id === row.id && answer.status === 200);
      expect(ok).toHaveLength(1);
      expect(ok[0]!.kind).toBe(won.to === 'PSB' ? 'select' : 'cancel');
    }
  }, 60_000);
});
