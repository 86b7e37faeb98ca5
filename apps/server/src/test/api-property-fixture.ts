import { sql } from 'drizzle-orm';
import { GARBAGE_HEADERS, type GeneratedRequest, type Principal } from './api-property-requests.js';
import { newOwner, PARCELS, sizedAnalysis } from './journey.js';
import { createCrgRequest, driveToCmc } from './lifecycle.js';
import { operationsOf, type Operation, type Pools } from './openapi-arbitraries.js';
import { createTestApp, deviceSecretOf, type TestApp } from './test-app.js';

/**
 * The world the API property test runs in (issue 13): two owners with their matches, two
 * contractors, the operator, their sessions kept open (and reopened when a generated call ended
 * one), and what each caller must never see.
 */

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
export async function ensureSessions(): Promise<void> {
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

export function headersFor(request: GeneratedRequest): Record<string, string> {
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

/**
 * Owner markers that must not appear in a 2xx for this caller. Contractors and operators see an
 * owner's contact by right, never the device id (issue 20, finding 3).
 */
export function forbiddenMarkers(principal: Principal, path: string): string[] {
  if (path.startsWith('/dev/')) return []; // the development SMS outbox, never served in production
  if (principal === 'ownerA') return owners.ownerB.markers;
  if (principal === 'ownerB') return owners.ownerA.markers;
  if (principal === 'none' || principal === 'garbage')
    return [...owners.ownerA.markers, ...owners.ownerB.markers];
  return [owners.ownerA.deviceId, owners.ownerB.deviceId];
}

/** Builds the world: the app, the operations, two owners' matches, the pools of real values. */
export async function setUpFixture(): Promise<{
  t: TestApp;
  operations: Operation[];
  pools: Pools;
}> {
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
  return { t, operations, pools };
}
