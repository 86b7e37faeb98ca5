import { describe, expect, it } from 'vitest';
import { apiEndpoints, type PrivacyExport } from '@haetbit/contracts';
import { sql } from 'drizzle-orm';
import { operatorCookie, partnerCookie } from '../../test/consoles.js';
import { newOwner, type Owner } from '../../test/journey.js';
import {
  createCrgRequest,
  driveToCmc,
  driveToSp1,
  driveToSp2,
  writeReview,
} from '../../test/lifecycle.js';
import { testAppForSuite } from '../../test/suite.js';
import { bearerFor, type TestApp } from '../../test/test-app.js';
import { executeRows } from '../../db/execute.js';

/**
 * The privacy policy's promises (제3조, 제6조, 제7조): recruit data erased a year after the match
 * ended, messages and codes past their periods, the owner's export and deletion, the operator's
 * deletion on an e-mailed request.
 */

let counter = 0;
/** A person nobody else in the suite is: a unique name, phone, e-mail and memo. */
function person() {
  counter += 1;
  const tail = String(4000 + counter).padStart(4, '0');
  return {
    name: `남궁보람${counter}`,
    phone: `010-7${String(counter).padStart(3, '0')}-${tail}`,
    email: `private${counter}@example.com`,
    memo: `비밀메모${counter}`,
  };
}

/** What must never appear once the person is erased: the fields as typed, the phone's digits. */
function traces(who: ReturnType<typeof person>): string[] {
  return [who.name, who.phone, who.phone.replaceAll('-', ''), who.email, who.memo];
}

async function exportOf(t: TestApp, owner: Owner) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/privacy/export',
    headers: { authorization: owner.authorization },
  });
  expect(response.statusCode).toBe(200);
  return response.json<PrivacyExport>();
}

/** A request of `who` with the memo set (the kit's request has none). */
async function withMemo(t: TestApp, matchReqId: number, memo: string) {
  await t.database.db.execute(sql`UPDATE match_req SET memo = ${memo} WHERE id = ${matchReqId}`);
}

/**
 * Every read both consoles offer (each declared GET of the operator and contractor consoles, the
 * path's ids set to the request), as the operator and as each seeded contractor: the answers'
 * bodies, joined.
 */
async function consoleAnswers(t: TestApp, matchReqId: number): Promise<string> {
  const reads = Object.values(apiEndpoints)
    .map((declared) => declared.route)
    .filter(
      (route) =>
        route.method === 'GET' &&
        (route.path.startsWith('/api/admin') || route.path.startsWith('/api/partner')),
    );
  const cookies = {
    admin: await operatorCookie(t.app),
    partner: await Promise.all(
      ['partner01', 'partner02', 'partner03'].map((id) => partnerCookie(t.app, id)),
    ),
  };
  const bodies: string[] = [];
  for (const route of reads) {
    const path = route.path.replace(/:[A-Za-z]+/g, String(matchReqId));
    const urls = path.includes('dashboard')
      ? [`${path}?from=2026-01-01&to=2028-12-31`]
      : [path, `${path}?page=1`];
    const callers = route.path.startsWith('/api/admin') ? [cookies.admin] : cookies.partner;
    for (const url of urls) {
      for (const cookie of callers) {
        const answer = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        bodies.push(answer.body);
      }
    }
  }
  return bodies.join('\n');
}

/** The owner's messages are turned into texts (the notifier's round). */
async function notify(t: TestApp) {
  await t.app.services.notifications.tick();
}

async function rowsOf(t: TestApp, table: 'sms_auth' | 'outbox', phone: string) {
  const column = table === 'sms_auth' ? sql.raw('phone') : sql.raw('recipient');
  const rows = await executeRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${column} = ${phone}`,
  );
  return rows[0]!.n;
}

describe('privacy: the owner export', () => {
  const t = testAppForSuite();

  it('answers 401 without a session, to the export and to the deletion', async () => {
    const exported = await t.app.inject({ method: 'GET', url: '/api/privacy/export' });
    expect(exported.statusCode).toBe(401);
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/privacy/me' });
    expect(erased.statusCode).toBe(401);
  });

  it("holds the owner's user, consents, analyses and requests with the recruit fields, never another owner's", async () => {
    const first = person();
    const second = person();
    const one = await createCrgRequest(t, { ...first });
    const two = await createCrgRequest(t, { ...second });
    await withMemo(t, one.id, first.memo);
    await withMemo(t, two.id, second.memo);
    for (const owner of [one.owner, two.owner]) {
      await t.app.inject({
        method: 'POST',
        url: `/api/match-com/match-user/check/${owner.deviceId}`,
        headers: { authorization: owner.authorization },
      });
    }
    const exported = await exportOf(t, one.owner);
    expect(exported.user?.deviceId).toBe(one.owner.deviceId);
    expect(exported.analyses.map((row) => row.id)).toEqual([one.analysisId]);
    expect(exported.requests).toHaveLength(1);
    expect(exported.requests[0]).toMatchObject({
      id: one.id,
      name: first.name,
      phone: first.phone,
      email: first.email,
      memo: first.memo,
      status: 'CRG',
    });
    expect(exported.consents.map((consent) => consent.kind)).toEqual([
      'PIPP',
      'ADV_ALIM',
      'MATCH_ALIM',
      'THIRD_PARTY',
    ]);
    expect(exported.messages).toEqual([]);
    const text = JSON.stringify(exported);
    for (const trace of traces(second)) expect(text).not.toContain(trace);
    expect(text).not.toContain(two.owner.deviceId);

    const other = await exportOf(t, two.owner);
    expect(other.requests.map((row) => row.id)).toEqual([two.id]);
    for (const trace of traces(first)) expect(JSON.stringify(other)).not.toContain(trace);
  });
});

describe('privacy: retention on the server clock', () => {
  const t = testAppForSuite();

  it('a year after the match ended, neither the export nor any console answer holds the person', async () => {
    const who = person();
    const request = await driveToCmc(t, { ...who });
    await withMemo(t, request.id, who.memo);
    expect((await writeReview(t, request)).statusCode).toBe(201);
    // The confirmed contractor is texted the owner's name and phone (CHOSEN).
    await notify(t);
    expect(await consoleAnswers(t, request.id)).toContain(who.phone);

    // Eleven months on, the request still holds the person (the period is a year).
    const month = 24 * 31;
    for (let step = 0; step < 11; step += 1) {
      const moved = await t.app.inject({
        method: 'POST',
        url: '/dev/clock',
        payload: { advanceHours: month },
      });
      expect(moved.statusCode).toBe(200);
    }
    const owner = {
      ...request.owner,
      authorization: await bearerFor(t.app, request.owner.deviceId),
    };
    const before = await exportOf(t, owner);
    expect(before.requests[0]).toMatchObject({ name: who.name, phone: who.phone });
    // Messages and codes are gone after three months, the outbox too.
    expect(before.requests[0]!.notifications).toEqual([]);
    expect(await rowsOf(t, 'sms_auth', who.phone)).toBe(0);
    expect(await rowsOf(t, 'outbox', who.phone)).toBe(0);

    // The dev clock moves past the year: its jump runs the retention job.
    const moved = await t.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { advanceHours: month * 2 },
    });
    expect(moved.statusCode).toBe(200);
    const after = await exportOf(t, {
      ...owner,
      authorization: await bearerFor(t.app, owner.deviceId),
    });
    expect(after.requests[0]).toMatchObject({
      id: request.id,
      status: 'CMC',
      name: '',
      phone: '',
      email: '',
      memo: '',
    });
    const exported = JSON.stringify(after);
    const consoles = await consoleAnswers(t, request.id);
    for (const trace of traces(who)) {
      expect(exported).not.toContain(trace);
      expect(consoles).not.toContain(trace);
    }
    // The request's facts stay for the statistics.
    expect(consoles).toContain(String(request.id));
  });

  it('runs on every instance without double work: a second run finds nothing', async () => {
    const who = person();
    await driveToCmc(t, { ...who });
    t.clock.advanceMs(400 * 24 * 3_600_000);
    const [a, b] = await Promise.all([t.app.retention.runOnce(), t.app.retention.runOnce()]);
    expect(a).toBe(b); // one run joined the other
    expect(a).toBeGreaterThan(0);
    expect(await t.app.retention.runOnce()).toBe(0);
    expect(await t.app.services.privacy.retentionBatch(100)).toBe(0);
  });
});

describe('privacy: the deletion', () => {
  const t = testAppForSuite();

  it('DELETE /api/privacy/me withdraws open matches, erases the person and ends the session', async () => {
    const who = person();
    const request = await driveToSp1(t, { ...who, applicants: [1, 2] });
    await withMemo(t, request.id, who.memo);
    await t.app.inject({
      method: 'POST',
      url: `/api/match-com/match-user/check/${request.owner.deviceId}`,
      headers: { authorization: request.owner.authorization },
    });
    await notify(t);
    expect(await consoleAnswers(t, request.id)).toContain(String(request.id));

    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/privacy/me',
      headers: { authorization: request.owner.authorization },
    });
    expect(erased.statusCode).toBe(204);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: { authorization: request.owner.authorization },
    });
    expect(stale.statusCode).toBe(401);

    // A new session on the same device exports nothing of the old data.
    const fresh = {
      deviceId: request.owner.deviceId,
      authorization: await bearerFor(t.app, request.owner.deviceId),
    };
    const exported = await exportOf(t, fresh);
    expect(exported).toMatchObject({
      user: null,
      consents: [],
      analyses: [],
      requests: [],
      reviews: [],
      messages: [],
    });

    // The contractors in the running are told the request was withdrawn; the owner is not texted.
    await notify(t);
    const messages = await executeRows<{
      kind: string;
      audience: string;
      contractorId: number | null;
    }>(
      t.database.db,
      sql`SELECT kind, audience, contractor_id AS "contractorId" FROM notification_message
          WHERE match_req_id = ${request.id} AND kind = 'CONTRACTOR_REQUEST_WITHDRAWN'`,
    );
    expect(messages.map((row) => row.contractorId).sort()).toEqual([1, 2]);
    const consoles = await consoleAnswers(t, request.id);
    for (const trace of traces(who)) expect(consoles).not.toContain(trace);
    expect(consoles).toContain('OWNER_WITHDRAW');
    // The audit trail names no device of the erased owner.
    const actors = await executeRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM match_status_event WHERE actor_id = ${request.owner.deviceId}`,
    );
    expect(actors[0]!.n).toBe(0);
    expect(consoles).not.toContain(request.owner.deviceId);
  });

  it("exports the owner's threads with contractors and erases them with the person", async () => {
    const who = person();
    const request = await driveToSp2(t, { ...who });
    const ccId = request.shortlist[0]!;
    await t.app.services.conversations.ownerSend(
      request.owner.deviceId,
      request.id,
      ccId,
      '현장 방문 가능한 날짜를 알려 주세요.',
    );
    const other = await createCrgRequest(t, { ...person() });
    const exported = await exportOf(t, request.owner);
    expect(exported.messages).toEqual([
      expect.objectContaining({
        matchReqId: request.id,
        ccId,
        kind: 'message',
        from: 'owner',
        body: '현장 방문 가능한 날짜를 알려 주세요.',
      }),
    ]);
    expect((await exportOf(t, other.owner)).messages).toEqual([]);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/privacy/me',
      headers: { authorization: request.owner.authorization },
    });
    expect(erased.statusCode).toBe(204);
    expect(await t.app.services.conversations.listByRequests([request.id])).toEqual({
      messages: [],
      visits: [],
    });
  });

  it('keeps the reviews without their author', async () => {
    const who = person();
    const request = await driveToCmc(t, { ...who });
    expect((await writeReview(t, request)).statusCode).toBe(201);
    const owner = {
      ...request.owner,
      authorization: await bearerFor(t.app, request.owner.deviceId),
    };
    expect((await exportOf(t, owner)).reviews).toHaveLength(1);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/privacy/me',
      headers: { authorization: owner.authorization },
    });
    expect(erased.statusCode).toBe(204);
    const rows = await executeRows<{ deviceId: string; writerName: string }>(
      t.database.db,
      sql`SELECT device_id AS "deviceId", writer_name AS "writerName" FROM match_review
          WHERE match_req_id = ${request.id}`,
    );
    expect(rows[0]!.deviceId).not.toBe(owner.deviceId);
    expect(rows[0]!.writerName).toBe('탈퇴 회원');
  });

  it('an operator runs the same deletion for an e-mailed request: confirmed and audited', async () => {
    const who = person();
    const request = await createCrgRequest(t, { ...who });
    const cookie = await operatorCookie(t.app);
    const unconfirmed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      headers: { cookie },
      payload: { matchReqId: request.id, reason: '이메일 삭제 요청' },
    });
    expect(unconfirmed.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      headers: { cookie },
      payload: { matchReqId: 999_999, confirm: true, reason: '이메일 삭제 요청' },
    });
    expect(missing.statusCode).toBe(404);
    const owner: Owner = request.owner;
    const asOwner = await t.app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      headers: { authorization: owner.authorization },
      payload: { matchReqId: request.id, confirm: true, reason: '이메일 삭제 요청' },
    });
    expect(asOwner.statusCode).toBe(401);

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      headers: { cookie },
      payload: { matchReqId: request.id, confirm: true, reason: '이메일 삭제 요청' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ requests: 1, withdrawn: 1 });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie },
    });
    expect(audit.body).toContain('privacy.erase');
    const consoles = await consoleAnswers(t, request.id);
    for (const trace of traces(who)) expect(consoles).not.toContain(trace);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: { authorization: owner.authorization },
    });
    expect(stale.statusCode).toBe(401);
    const other = await newOwner(t.app);
    expect((await exportOf(t, other)).requests).toEqual([]);
  });
});
