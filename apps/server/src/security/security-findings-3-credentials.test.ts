import { describe, expect, it } from 'vitest';
import { operatorCookie, partnerCookie } from '../test/consoles.js';
import { driveToCmc, driveToSp2, writeReview } from '../test/lifecycle.js';
import { operationsOf } from '../test/openapi-arbitraries.js';
import { testAppForSuite } from '../test/suite.js';
import { bearerFor, deviceSecretOf, newDeviceId } from '../test/test-app.js';

/**
 * Finding 3 of the launch review (issue 20), replayed as an attack and shown refused: operators
 * holding owners’ credentials (device ids in consoles and logs).
 */

describe('finding 3: operators hold owners’ credentials', () => {
  const lines: string[] = [];
  const t = testAppForSuite({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });

  it('no console answer or log line carries a device id or a proposal token', async () => {
    const request = await driveToSp2(t, { applicants: [1, 2], shortlist: [1, 2] });
    const { deviceId } = request.owner;
    const owner = { authorization: request.owner.authorization };
    await t.app.inject({
      method: 'GET',
      url: `/api/match-req/list?deviceId=${deviceId}`,
      headers: owner,
    });
    await t.app.inject({ method: 'GET', url: `/api/match-com/match-user/is-exist/${deviceId}` });
    const fileId = request.proposalFileIds.get(1)!;
    await t.app.inject({
      method: 'POST',
      url: `/api/match-com/send-proposal/${request.id}/${fileId}`,
      headers: owner,
    });
    const outbox = (
      await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${request.phone}` })
    ).json<{ body: string }[]>();
    const link = new URL(/https?:\/\/\S+/.exec(outbox[0]!.body)![0]);
    const token = link.searchParams.get('t')!;
    expect(
      (await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode,
    ).toBe(200);

    const cookie = await operatorCookie(t.app);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/match-status/${request.id}`,
      headers: { cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain(deviceId);
    const events = detail.json<{ events: { actor: string; actorId: string | null }[] }>().events;
    const ownerEvents = events.filter((event) => event.actor === 'owner');
    expect(ownerEvents.length).toBeGreaterThan(0);
    expect(new Set(ownerEvents.map((event) => event.actorId)).size).toBe(1);
    expect(ownerEvents[0]!.actorId).toMatch(/^owner-[0-9a-f]{12}$/);
    // The alias is worth nothing at /api/session: it is no device id.
    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { deviceId: ownerEvents[0]!.actorId },
    });
    expect(exchanged.statusCode).toBe(400);

    const logged = lines.join('\n');
    expect(logged).toContain('/api/match-req/list?deviceId=[redacted]');
    expect(logged).toContain('/api/match-com/match-user/is-exist/[device]');
    expect(logged).not.toContain(deviceId);
    expect(logged).not.toContain(token);
  }, 120_000);

  it('no console read of any route, nor its log line, carries an owner’s device id', async () => {
    const request = await driveToCmc(t, { applicants: [1, 2], shortlist: [1, 2], finals: [1] });
    const { deviceId } = request.owner;
    expect((await writeReview(t, request)).statusCode).toBe(201);
    await t.app.services.notifications.tick();
    const cookies = {
      admin: await operatorCookie(t.app),
      partner: await partnerCookie(t.app, 'partner01'),
    };
    /** A value for each path parameter: the request's id, or a real value of the console. */
    const fill = (path: string) =>
      path
        .replace(/\{(id|matchReqId)\}/g, String(request.id))
        .replace('{group}', 'SM_CANCEL_CATE')
        .replace('{kind}', 'match');
    const reads = operationsOf(t.app.swagger()).filter(
      (op) => op.method === 'GET' && (op.role === 'admin' || op.role === 'partner'),
    );
    expect(reads.length).toBeGreaterThan(20);
    const logged = lines.length;
    const answered: string[] = [];
    for (const op of reads) {
      const response = await t.app.inject({
        method: 'GET',
        url: fill(op.path),
        headers: { cookie: op.role === 'admin' ? cookies.admin : cookies.partner },
      });
      expect(response.body, op.path).not.toContain(deviceId);
      if (response.statusCode === 200) answered.push(op.path);
    }
    // Most reads answered with data (the rest need a query the sweep does not guess).
    expect(answered.length).toBeGreaterThan(reads.length * 0.7);
    expect(answered).toEqual(
      expect.arrayContaining([
        '/api/admin/match-status',
        '/api/admin/match-status/{id}',
        '/api/admin/audit',
        '/api/admin/reviews',
        '/api/admin/notifications',
        '/api/partner/matches',
      ]),
    );
    expect(lines.slice(logged).join('\n')).not.toContain(deviceId);
  }, 120_000);

  it("an operator holding an owner's device id cannot open the owner's session with it", async () => {
    const request = await driveToSp2(t, { applicants: [1, 2], shortlist: [1, 2] });
    const { deviceId } = request.owner;
    const other = newDeviceId();
    await bearerFor(t.app, other);
    // The id as someone who saw it (a log, a console, the shell's query string) would send it.
    for (const payload of [
      { deviceId },
      { deviceId, deviceSecret: 'A'.repeat(43) },
      { deviceId, deviceSecret: deviceSecretOf(t.app, other) },
    ]) {
      const stolen = await t.app.inject({ method: 'POST', url: '/api/session', payload });
      expect(stolen.statusCode).toBe(403);
      expect(stolen.json()).toMatchObject({ code: 'DEVICE_SECRET_MISMATCH' });
      expect(stolen.body).not.toContain('token');
    }
    // Without a session the owner's data and actions stay closed.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/match-req/list?deviceId=${deviceId}`,
    });
    expect(list.statusCode).toBe(401);
    // The owner's own shell, holding the secret, still opens one.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { deviceId, deviceSecret: deviceSecretOf(t.app, deviceId) },
    });
    expect(own.statusCode).toBe(201);
  });
});
