import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PARCELS } from './journey.js';
import { freePort } from './local-server.js';
import { createScratchDatabase } from './scratch-database.js';

/*
 * Durability of acknowledged writes (issue: nothing lost). The built server runs as a child
 * process; several clients stream writes (sessions, analyses, phone verifications, match
 * requests); the process is killed with SIGKILL in the middle of the stream and started again on
 * the same data; every write the server had acknowledged must be there. Runs on the embedded
 * PGlite (files under a temporary DATA_DIR) and, when DATABASE_URL is set, on PostgreSQL.
 */

const mainJs = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const PHONE_PREFIX = '010-7';

interface Server {
  baseUrl: string;
  child: ChildProcess;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [mainJs], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_DIR: '/nonexistent-web-dist',
      // All clients share one address here; the per-address ceiling is tested elsewhere.
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
      SMS_PER_ADDRESS_PER_HOUR: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return { baseUrl, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready: ${stderr}`);
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function killHard(server: Server): Promise<void> {
  if (hasExited(server.child)) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

async function stopGracefully(server: Server): Promise<void> {
  if (hasExited(server.child)) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** Everything the server acknowledged, by kind. */
interface Acknowledged {
  sessions: { deviceId: string; token: string }[];
  analyses: { token: string; id: number }[];
  verifications: { token: string; analysisId: number; phone: string }[];
  matchRequests: { token: string; id: number }[];
}

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: object,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
}

/**
 * One owner's journey, recording each write as soon as its answer arrives. Any failure (the
 * server is killed mid-call) ends the journey quietly: only acknowledged writes count.
 */
async function ownerJourney(baseUrl: string, index: number, acked: Acknowledged): Promise<void> {
  const deviceId = `A_durable-${index}-${randomBytes(6).toString('hex')}`;
  const session = await call<{ token: string }>(baseUrl, 'POST', '/api/session', undefined, {
    deviceId,
  });
  if (session.status !== 201) return;
  const token = session.json.token;
  acked.sessions.push({ deviceId, token });

  const parcel = [PARCELS.landP, PARCELS.jejuLand][index % 2]!;
  const created = await call<{ id: number }>(baseUrl, 'POST', '/api/match-analysis', token, {
    ...parcel,
    deviceId,
  });
  if (created.status !== 201) return;
  const analysisId = created.json.id;
  acked.analyses.push({ token, id: analysisId });

  const sized = await call(baseUrl, 'PATCH', '/api/match-analysis', token, {
    id: analysisId,
    installType: 'L',
  });
  if (sized.status !== 200) return;
  const phone = `${PHONE_PREFIX}${String(index).padStart(3, '0')}-${String(1000 + index).slice(-4)}`;
  const sent = await call(baseUrl, 'POST', '/api/match-analysis/send-auth-number', token, {
    id: analysisId,
    phone,
    name: '홍길동',
  });
  if (sent.status !== 200 && sent.status !== 201) return;
  const outbox = await call<{ body: string }[]>(
    baseUrl,
    'GET',
    `/dev/outbox?to=${encodeURIComponent(phone)}`,
  );
  const code = /(\d{6})/.exec(outbox.json[0]?.body ?? '')?.[1];
  if (!code) return;
  const checked = await call(baseUrl, 'POST', '/api/match-analysis/check-sms-auth-number', token, {
    id: analysisId,
    smsAuthNumber: code,
  });
  if (checked.status !== 200) return;
  acked.verifications.push({ token, analysisId, phone });

  const request = await call<{ id: number }>(baseUrl, 'POST', '/api/match-req', token, {
    name: '홍길동',
    phone,
    email: 'owner@example.com',
    memo: '',
    matchAnalysisId: analysisId,
    deviceId,
    agreeThirdPartyYn: true,
  });
  if (request.status !== 201) return;
  acked.matchRequests.push({ token, id: request.json.id });
}

async function streamUntilKilled(server: Server): Promise<Acknowledged> {
  const acked: Acknowledged = { sessions: [], analyses: [], verifications: [], matchRequests: [] };
  let index = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      index += 1;
      try {
        await ownerJourney(server.baseUrl, index, acked);
      } catch {
        // the server went away mid-call
      }
    }
  };
  const workers = Array.from({ length: 4 }, () => worker());
  // Kill once a few requests are through, while the workers are still writing.
  const deadline = Date.now() + 60_000;
  while (acked.matchRequests.length < 6 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await killHard(server);
  stopped = true;
  await Promise.all(workers);
  return acked;
}

async function expectAllPresent(baseUrl: string, acked: Acknowledged): Promise<void> {
  for (const { deviceId, token } of acked.sessions) {
    // Session tokens are signed with the secret kept in DATA_DIR: still valid after the restart.
    const mine = await call(baseUrl, 'GET', `/api/match-req/list?deviceId=${deviceId}`, token);
    expect(mine.status).toBe(200);
  }
  for (const { token, id } of acked.analyses) {
    const read = await call<{ id: number }>(baseUrl, 'GET', `/api/match-analysis/${id}`, token);
    expect(read.status, `analysis ${id}`).toBe(200);
  }
  for (const { token, id } of acked.matchRequests) {
    const read = await call<{ id: number; status: string }>(
      baseUrl,
      'GET',
      `/api/match-req/${id}`,
      token,
    );
    expect(read.status, `match request ${id}`).toBe(200);
    expect(read.json.status).toBe('CRG');
  }
  // A verified phone that was not yet used for a request still counts after the restart: the
  // request can be made now.
  const used = new Set(acked.matchRequests.map((request) => request.token));
  for (const { token, analysisId, phone } of acked.verifications.filter(
    (v) => !used.has(v.token),
  )) {
    const session = acked.sessions.find((s) => s.token === token)!;
    const request = await call(baseUrl, 'POST', '/api/match-req', token, {
      name: '홍길동',
      phone,
      email: 'owner@example.com',
      memo: '',
      matchAnalysisId: analysisId,
      deviceId: session.deviceId,
      agreeThirdPartyYn: true,
    });
    if (request.status === 409) {
      // The request was committed but its answer never arrived before the kill: it exists.
      const analysis = await call<{ matchReqId: number | null }>(
        baseUrl,
        'GET',
        `/api/match-analysis/${analysisId}`,
        token,
      );
      expect(analysis.json.matchReqId, `verified analysis ${analysisId}`).not.toBeNull();
    } else {
      expect(request.status, `verified analysis ${analysisId}`).toBe(201);
    }
  }
}

describe('acknowledged writes survive SIGKILL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  it('the built server exists (npm test builds it first)', () => {
    expect(existsSync(mainJs), `${mainJs} is missing: run \`tsc -b\``).toBe(true);
  });

  // Two server starts on a busy 2-core machine: generous limits, the figures are not timed.
  // The suite runs once without DATABASE_URL (embedded) and once with it (PostgreSQL).
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'on the embedded database',
    { timeout: 240_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'haetbit-durable-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const env = { DATA_DIR: dataDir };
      const first = await startServer(env);
      cleanups.push(() => killHard(first));
      const acked = await streamUntilKilled(first);
      expect(acked.matchRequests.length).toBeGreaterThanOrEqual(6);

      const second = await startServer(env);
      cleanups.push(() => stopGracefully(second));
      await expectAllPresent(second.baseUrl, acked);
    },
  );

  it.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', { timeout: 240_000 }, async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'haetbit_durable');
    cleanups.push(() => scratch.drop());
    const dataDir = mkdtempSync(join(tmpdir(), 'haetbit-durable-pg-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url };
    const first = await startServer(env);
    cleanups.push(() => killHard(first));
    const acked = await streamUntilKilled(first);

    const second = await startServer(env);
    cleanups.push(() => stopGracefully(second));
    await expectAllPresent(second.baseUrl, acked);
  });
});
