import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOwner, PARCELS, sizedAnalysis } from './journey.js';
import { createCrgRequest, driveToCmc } from './lifecycle.js';
import {
  bodyValue,
  fieldValue,
  HOSTILE_VALUES,
  validValue,
  operationsOf,
  type Operation,
  type Pools,
} from './openapi-arbitraries.js';
import { createTestApp, deviceSecretOf, type TestApp } from './test-app.js';

/**
 * Issue 13: every route of the OpenAPI document, called with valid, boundary and hostile inputs by
 * owners, contractors, operators, strangers and forged credentials. Whatever arrives, the server
 * answers below 500, every 4xx carries `{code, message}`, and no 2xx shows an owner's data to
 * anyone but that owner. Seeded (API_PROPERTIES_SEED) so a failure reproduces.
 */

const SEED = Number(process.env.API_PROPERTIES_SEED ?? 20_260_302);
const RUNS_PER_OPERATION = Number(process.env.API_PROPERTIES_RUNS ?? 20);

const ADMIN = { id: 'admin', password: 'admin1234!' };
const PARTNER_PASSWORD = 'demo1234!';
/** partner01 is the contractor the first owner chose; partner13 took part in nothing. */
const PARTNER_IDS = { partnerA: 'partner01', partnerB: 'partner13' } as const;

interface OwnerFixture {
  deviceId: string;
  authorization: string;
  /** Strings that only this owner may ever see in an answer. */
  markers: string[];
}

type Principal = 'ownerA' | 'ownerB' | 'partnerA' | 'partnerB' | 'admin' | 'none' | 'garbage';

const GARBAGE_HEADERS: Record<string, string>[] = [
  { authorization: 'Bearer xyz' },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJkZXZpY2VJZCI6IkFfeCJ9.' },
  { authorization: 'Basic YWRtaW46YWRtaW4xMjM0IQ==' },
  { authorization: `Bearer ${'a'.repeat(3000)}` },
  { authorization: 'Bearer' },
  { authorization: "Bearer ' OR 1=1 --" },
  { cookie: 'haetbit_partner=garbage' },
  { cookie: `haetbit_admin=${'x'.repeat(300)}` },
  { cookie: 'haetbit_admin=../../etc/passwd; haetbit_partner=' },
  { cookie: 'haetbit_partner=%00%00; haetbit_admin=<script>' },
];

let t: TestApp;
let operations: Operation[];
const owners = {} as Record<'ownerA' | 'ownerB', OwnerFixture>;
const cookies: Record<'partnerA' | 'partnerB' | 'admin', string> = {
  partnerA: '',
  partnerB: '',
  admin: '',
};
let pools: Pools;
/** The console accounts as seeded, restored when a generated call locked one of them out. */
let accountSnapshot: { admin: AdminRow[]; partner: PartnerRow[] };
interface AdminRow {
  login_id: string;
  password_hash: string;
  role: string;
}
interface PartnerRow {
  user_id: string;
  password_hash: string;
  status: string;
}
/** Rows of a raw query: both drivers answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function login(url: string, payload: object, cookie: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: '10.255.0.1',
  });
  const value = response.cookies.find((c) => c.name === cookie)?.value;
  if (response.statusCode !== 200 || !value) throw new Error(`login ${url}: ${response.body}`);
  return `${cookie}=${value}`;
}

async function restoreAccounts(): Promise<void> {
  const { db } = t.database;
  for (const row of accountSnapshot.admin as {
    login_id: string;
    password_hash: string;
    role: string;
  }[]) {
    await db.execute(sql`UPDATE admin_account SET password_hash = ${row.password_hash},
      role = ${row.role}, disabled = 0, failed_count = 0, locked_until = NULL
      WHERE login_id = ${row.login_id}`);
  }
  for (const row of accountSnapshot.partner as {
    user_id: string;
    password_hash: string;
    status: string;
  }[]) {
    await db.execute(sql`UPDATE partner_account SET password_hash = ${row.password_hash},
      status = ${row.status}, failed_login_count = 0, locked_until = NULL
      WHERE user_id = ${row.user_id}`);
  }
}

let sessionsOpened = 0;
/** Sessions are opened again when a generated call ended one (logout, clock jump, suspension). */
async function ensureSessions(): Promise<void> {
  for (const key of ['ownerA', 'ownerB'] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: {
        deviceId: owners[key].deviceId,
        deviceSecret: deviceSecretOf(t.app, owners[key].deviceId),
      },
      remoteAddress: `10.254.${(sessionsOpened += 1) % 250}.1`,
    });
    if (response.statusCode !== 201) throw new Error(`session: ${response.body}`);
    owners[key].authorization = `Bearer ${response.json<{ token: string }>().token}`;
  }
  const checks = [
    {
      key: 'partnerA',
      me: '/api/partner/me',
      login: '/api/partner/login',
      cookie: 'haetbit_partner',
      body: { userId: PARTNER_IDS.partnerA, password: PARTNER_PASSWORD },
    },
    {
      key: 'partnerB',
      me: '/api/partner/me',
      login: '/api/partner/login',
      cookie: 'haetbit_partner',
      body: { userId: PARTNER_IDS.partnerB, password: PARTNER_PASSWORD },
    },
    {
      key: 'admin',
      me: '/api/admin/me',
      login: '/api/admin/login',
      cookie: 'haetbit_admin',
      body: ADMIN,
    },
  ] as const;
  for (const check of checks) {
    const me = await t.app.inject({
      method: 'GET',
      url: check.me,
      headers: { cookie: cookies[check.key] },
    });
    if (me.statusCode === 200) continue;
    await restoreAccounts();
    cookies[check.key] = await login(check.login, check.body, check.cookie);
  }
}

function hashSeed(key: string): number {
  return createHash('sha256').update(`${SEED}:${key}`).digest().readInt32BE(0);
}

/** Replaces `{name}` placeholders; every value is encoded the way a client would put it in a path. */
function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePathValue(stringOf(params[name])));
}

/** A lone surrogate cannot be encoded as UTF-8: such a value goes out as invalid percent bytes. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80%FF`;
  }
}

function stringOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

function queryOf(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const item of value) search.append(name, stringOf(item));
    else search.append(name, stringOf(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface GeneratedRequest {
  principal: Principal;
  garbage: number;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; type: string };
  ip: number;
}

const ROLE_PRINCIPALS: Record<Operation['role'], Principal[]> = {
  owner: ['ownerA', 'ownerB'],
  partner: ['partnerA', 'partnerB'],
  admin: ['admin'],
  public: ['ownerA', 'ownerB', 'none'],
};

/**
 * Two requests in five are valid as a whole from the route's own role, so calls get past the
 * validation into the services and the database; the rest mutate fields, bodies and credentials.
 */
function requestArbitrary(op: Operation): fc.Arbitrary<GeneratedRequest> {
  return fc.oneof(
    { weight: 2, arbitrary: validRequestArbitrary(op) },
    { weight: 3, arbitrary: mutatedRequestArbitrary(op) },
  );
}

function validRequestArbitrary(op: Operation): fc.Arbitrary<GeneratedRequest> {
  const pathModel: Record<string, fc.Arbitrary<unknown>> = {};
  const queryModel: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredQuery: string[] = [];
  for (const p of op.parameters) {
    if (p.in === 'path') pathModel[p.name] = validValue(p.schema, p.name, pools);
    if (p.in === 'query') {
      queryModel[p.name] = validValue(p.schema, p.name, pools);
      if (p.required) requiredQuery.push(p.name);
    }
  }
  const body: fc.Arbitrary<GeneratedRequest['body']> = op.body
    ? validValue(op.body, 'body', pools).map((value) => ({ kind: 'json' as const, value }))
    : fc.constant({ kind: 'none' as const });
  return fc.record({
    principal: fc.constantFrom(...ROLE_PRINCIPALS[op.role]),
    garbage: fc.constant(0),
    params: fc.record(pathModel),
    query: fc.record(queryModel, { requiredKeys: requiredQuery }),
    body,
    ip: fc.nat({ max: 2 ** 24 - 1 }),
  });
}

function mutatedRequestArbitrary(op: Operation): fc.Arbitrary<GeneratedRequest> {
  const roleFor = ROLE_PRINCIPALS;
  const principal = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...roleFor[op.role]) },
    {
      weight: 3,
      arbitrary: fc.constantFrom<Principal>('ownerA', 'ownerB', 'partnerA', 'partnerB', 'admin'),
    },
    { weight: 1, arbitrary: fc.constant<Principal>('none') },
    { weight: 1, arbitrary: fc.constant<Principal>('garbage') },
  );
  const pathModel: Record<string, fc.Arbitrary<unknown>> = {};
  const queryModel: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredQuery: string[] = [];
  for (const p of op.parameters) {
    if (p.in === 'path') pathModel[p.name] = fieldValue(p.schema, p.name, pools);
    if (p.in === 'query') {
      queryModel[p.name] = fieldValue(p.schema, p.name, pools);
      if (p.required) requiredQuery.push(p.name);
    }
  }
  const extraQuery = fc.option(fc.constantFrom(...HOSTILE_VALUES), { nil: undefined, freq: 5 });
  const query = fc
    .tuple(fc.record(queryModel, { requiredKeys: requiredQuery }), extraQuery)
    .map(([values, extra]) => (extra === undefined ? values : { ...values, extra }));
  const json = op.body
    ? bodyValue(op.body, pools)
    : fc.constantFrom<unknown>({}, [], 'x', { id: 1, deviceId: pools.strings('deviceId')[0] });
  const body: fc.Arbitrary<GeneratedRequest['body']> =
    op.method === 'GET' || op.method === 'DELETE'
      ? fc.constant({ kind: 'none' as const })
      : fc.oneof(
          { weight: 12, arbitrary: json.map((value) => ({ kind: 'json' as const, value })) },
          { weight: op.body ? 1 : 3, arbitrary: fc.constant({ kind: 'none' as const }) },
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('raw' as const),
              text: fc.constantFrom(
                '{"a":',
                'not json',
                '',
                '[',
                '{"__proto__":{"x":1}}',
                '\u0000',
              ),
              type: fc.constantFrom(
                'application/json',
                'text/plain',
                'multipart/form-data; boundary=x',
                'application/x-www-form-urlencoded',
              ),
            }),
          },
        );
  return fc.record({
    principal,
    garbage: fc.nat({ max: GARBAGE_HEADERS.length - 1 }),
    params: fc.record(pathModel),
    query,
    body,
    ip: fc.nat({ max: 2 ** 24 - 1 }),
  });
}

function headersFor(request: GeneratedRequest): Record<string, string> {
  switch (request.principal) {
    case 'ownerA':
    case 'ownerB':
      return { authorization: owners[request.principal].authorization };
    case 'partnerA':
    case 'partnerB':
    case 'admin':
      return { cookie: cookies[request.principal] };
    case 'garbage':
      return { ...GARBAGE_HEADERS[request.garbage] };
    case 'none':
      return {};
  }
}

/** Owner markers that must not appear in a 2xx for this caller (contractors and operators see them by right). */
function forbiddenMarkers(principal: Principal, path: string): string[] {
  if (path.startsWith('/dev/')) return []; // the development SMS outbox, never served in production
  if (principal === 'ownerA') return owners.ownerB.markers;
  if (principal === 'ownerB') return owners.ownerA.markers;
  if (principal === 'none' || principal === 'garbage')
    return [...owners.ownerA.markers, ...owners.ownerB.markers];
  return [];
}

/** Calls that may end a session the run uses: sessions are checked again after them. */
const SESSION_ENDING =
  /logout|\/dev\/clock|\/api\/admin\/(accounts|contractors)|\/api\/partner\/profile/;

let requestsRun = 0;
const statusCounts = new Map<number, number>();
/** Statuses per operation, printed with API_PROPERTIES_REPORT=1 to see how deep the inputs reach. */
const statusesByOperation = new Map<string, number[]>();

async function send(op: Operation, request: GeneratedRequest): Promise<LightMyRequestResponse> {
  const url = fillPath(op.path, request.params) + queryOf(request.query);
  const headers = headersFor(request);
  let payload: string | undefined;
  if (request.body.kind === 'json') {
    payload = JSON.stringify(request.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (request.body.kind === 'raw') {
    payload = request.body.text;
    headers['content-type'] = request.body.type;
  }
  const ip = request.ip;
  const response = await t.app.inject({
    method: op.method as 'GET',
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
  });
  requestsRun += 1;
  statusCounts.set(response.statusCode, (statusCounts.get(response.statusCode) ?? 0) + 1);
  const key = `${op.method} ${op.path}`;
  const seen = statusesByOperation.get(key) ?? [];
  seen.push(response.statusCode);
  statusesByOperation.set(key, seen);
  if (SESSION_ENDING.test(op.path)) await ensureSessions();
  return response;
}

function problemOf(
  op: Operation,
  request: GeneratedRequest,
  response: LightMyRequestResponse,
): string | null {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${response.body.slice(0, 300)}`;
  if (status >= 400) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return `${status} without a JSON body: ${response.body.slice(0, 200)}`;
    }
    const shaped =
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { code?: unknown }).code === 'string' &&
      typeof (body as { message?: unknown }).message === 'string' &&
      (body as { message: string }).message.length > 0;
    return shaped ? null : `${status} without {code, message}: ${response.body.slice(0, 200)}`;
  }
  if (status >= 200 && status < 300) {
    const leaked = forbiddenMarkers(request.principal, op.path).filter((m) =>
      response.body.includes(m),
    );
    if (leaked.length > 0)
      return `${status} shows another owner's data (${leaked.join(', ')}) to ${request.principal}`;
  }
  return null;
}

describe('every API route under generated input', () => {
  beforeAll(async () => {
    t = await createTestApp();
    operations = operationsOf(t.app.swagger());
    // Owner A: a completed match with proposals (contractor 1 chosen); owner B: a recruiting one.
    const a = await driveToCmc(t, {
      name: '가람표식',
      email: 'garam.marker@example.com',
      owner: await newOwner(t.app),
    });
    const b = await createCrgRequest(t, {
      name: '나래표식',
      email: 'narae.marker@example.com',
      parcel: PARCELS.jejuLand,
      owner: await newOwner(t.app),
    });
    const extraA = await sizedAnalysis(t.app, a.owner, PARCELS.roofWithBuilding, 'R');
    const extraB = await sizedAnalysis(t.app, b.owner, PARCELS.capacityUnknown, 'L');
    const markersOf = (deviceId: string, phone: string, email: string, name: string) => [
      deviceId,
      phone,
      phone.replaceAll('-', ''),
      email,
      name,
    ];
    owners.ownerA = {
      ...a.owner,
      markers: markersOf(a.owner.deviceId, a.phone, 'garam.marker@example.com', a.name),
    };
    owners.ownerB = {
      ...b.owner,
      markers: markersOf(b.owner.deviceId, b.phone, 'narae.marker@example.com', b.name),
    };
    const fileIds = [...a.proposalFileIds.values()];
    pools = {
      integers: [a.id, b.id, a.analysisId, b.analysisId, extraA, extraB, 1, 2, 3, 13, 14],
      strings: (name) => {
        if (/deviceId/i.test(name)) return [a.owner.deviceId, b.owner.deviceId];
        if (/^id$|fileId/i.test(name)) return fileIds;
        if (/pnu/i.test(name)) return [PARCELS.landP.pnu, PARCELS.jejuLand.pnu];
        return [];
      },
    };
    const { db } = t.database;
    accountSnapshot = {
      admin: rowsOf<AdminRow>(
        await db.execute(sql`SELECT login_id, password_hash, role FROM admin_account`),
      ),
      partner: rowsOf<PartnerRow>(
        await db.execute(
          sql`SELECT user_id, password_hash, status FROM partner_account WHERE user_id IN (${PARTNER_IDS.partnerA}, ${PARTNER_IDS.partnerB})`,
        ),
      ),
    };
    await ensureSessions();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers below 500, with {code, message} on every 4xx and no other owner’s data in any 2xx', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const op of operations) {
      await ensureSessions();
      const key = `${op.method} ${op.path}`;
      const seed = hashSeed(key);
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(op), async (request) => {
          const response = await send(op, request);
          const problem = problemOf(op, request, response);
          if (problem) throw new Error(problem);
        }),
        { seed, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      if (result.failed) {
        const example = JSON.stringify(result.counterexample?.[0]).slice(0, 600);
        const message =
          result.errorInstance instanceof Error
            ? result.errorInstance.message
            : String(result.errorInstance);
        failures.push(`${key} (seed ${seed}): ${message}\n    input: ${example}`);
      }
    }
    const statuses = [...statusCounts.entries()]
      .sort(([x], [y]) => x - y)
      .map(([s, n]) => `${s}×${n}`);
    console.info(
      `api properties: ${operations.length} operations, ${requestsRun} requests, ${statuses.join(' ')}`,
    );
    if (process.env.API_PROPERTIES_REPORT) {
      for (const [key, seen] of statusesByOperation) {
        const ok = seen.filter((s) => s < 300).length;
        console.info(
          `${ok === 0 ? '!' : ' '} ${key}: ${[...new Set(seen)].sort().join(',')} (${ok}/${seen.length} 2xx)`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
