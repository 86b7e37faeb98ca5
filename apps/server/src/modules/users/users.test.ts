import { describe, expect, it } from 'vitest';
import { bearerFor, newDeviceId } from '../../test/test-app.js';
import { testAppForSuite } from '../../test/suite.js';

describe('match users', () => {
  const t = testAppForSuite({ seed: false });

  it('reports a new device as not existing, then creates it on check and counts accesses', async () => {
    const deviceId = newDeviceId();
    const authorization = await bearerFor(t.app, deviceId);

    const before = await t.app.inject({
      method: 'GET',
      url: `/api/match-com/match-user/is-exist/${deviceId}`,
      headers: { authorization },
    });
    expect(before.json()).toEqual({
      isExist: false,
      agreePiPpYn: false,
      advAlimYn: false,
      accessCnt: 0,
    });

    const first = await t.app.inject({
      method: 'POST',
      url: `/api/match-com/match-user/check/${deviceId}`,
      headers: { authorization },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      deviceId,
      accessCnt: 1,
      agreePiPpYn: false,
      matchAlimYn: true,
    });

    const second = await t.app.inject({
      method: 'POST',
      url: `/api/match-com/match-user/check/${deviceId}`,
      headers: { authorization },
    });
    expect(second.json()).toMatchObject({ accessCnt: 2 });

    const after = await t.app.inject({
      method: 'GET',
      url: `/api/match-com/match-user/is-exist/${deviceId}`,
      headers: { authorization },
    });
    expect(after.json()).toMatchObject({ isExist: true, accessCnt: 2 });
  });

  it('counts concurrent first accesses without losing one', async () => {
    const deviceId = newDeviceId();
    const authorization = await bearerFor(t.app, deviceId);
    await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/match-com/match-user/check/${deviceId}`,
          headers: { authorization },
        }),
      ),
    );
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/match-com/match-user/is-exist/${deviceId}`,
      headers: { authorization },
    });
    expect(after.json()).toMatchObject({ accessCnt: 5 });
  });

  it('needs a session for device-scoped calls', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/match-com/match-user/check/${newDeviceId()}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers 403 when the device id in the path is not the caller’s', async () => {
    const authorization = await bearerFor(t.app, newDeviceId());
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/match-com/match-user/check/${newDeviceId()}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN_DEVICE',
      message: expect.any(String),
    });
  });

  it('answers 400 for a malformed device id in the path', async () => {
    const authorization = await bearerFor(t.app, newDeviceId());
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/match-com/match-user/is-exist/${encodeURIComponent("Z_' OR 1=1 --")}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('reads and patches the own user, stamping the advertising change date only on change', async () => {
    const deviceId = newDeviceId();
    const authorization = await bearerFor(t.app, deviceId);
    const created = (
      await t.app.inject({
        method: 'POST',
        url: `/api/match-com/match-user/check/${deviceId}`,
        headers: { authorization },
      })
    ).json<{ id: number }>();

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/match-user/${created.id}`,
      headers: { authorization },
    });
    expect(read.json()).toMatchObject({
      id: created.id,
      advAlimYn: false,
      advAlimChangeDate: null,
    });

    const agreed = await t.app.inject({
      method: 'PATCH',
      url: '/api/match-user',
      headers: { authorization },
      payload: { id: created.id, agreePiPpYn: true, advAlimYn: true },
    });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json()).toMatchObject({
      agreePiPpYn: true,
      advAlimYn: true,
      advAlimChangeDate: t.clock.now().toISOString(),
    });

    t.clock.advanceMs(60_000);
    const unchanged = await t.app.inject({
      method: 'PATCH',
      url: '/api/match-user',
      headers: { authorization },
      payload: { id: created.id, advAlimYn: true, matchAlimYn: false },
    });
    expect(unchanged.json()).toMatchObject({
      matchAlimYn: false,
      advAlimChangeDate: agreed.json<{ advAlimChangeDate: string }>().advAlimChangeDate,
    });
  });

  it('answers 403 for a foreign user id and changes nothing', async () => {
    const ownerDevice = newDeviceId();
    const ownerAuth = await bearerFor(t.app, ownerDevice);
    const owner = (
      await t.app.inject({
        method: 'POST',
        url: `/api/match-com/match-user/check/${ownerDevice}`,
        headers: { authorization: ownerAuth },
      })
    ).json<{ id: number }>();
    const intruder = await bearerFor(t.app, newDeviceId());

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/match-user/${owner.id}`,
      headers: { authorization: intruder },
    });
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain(ownerDevice);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/match-user',
      headers: { authorization: intruder },
      payload: { id: owner.id, advAlimYn: true },
    });
    expect(patch.statusCode).toBe(403);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/match-user/${owner.id}`,
      headers: { authorization: ownerAuth },
    });
    expect(after.json()).toMatchObject({ advAlimYn: false });
  });

  it.each([
    ['no field to change', { id: 1 }],
    ['a string for a boolean', { id: 1, advAlimYn: 'yes' }],
    ['an unknown field', { id: 1, accessCnt: 99 }],
    ['an id beyond 32 bits', { id: 99_999_999_999, advAlimYn: true }],
    ['a negative id', { id: -4, advAlimYn: true }],
  ])('rejects a PATCH body with %s with 400', async (_label, payload) => {
    const authorization = await bearerFor(t.app, newDeviceId());
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/match-user',
      headers: { authorization },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
    });
  });

  it("answers another device's 403 for a user that does not exist and 400 for a non-numeric id", async () => {
    const authorization = await bearerFor(t.app, newDeviceId());
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/match-user/2147483000',
      headers: { authorization },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'FORBIDDEN_DEVICE' });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/match-user/abc',
      headers: { authorization },
    });
    expect(bad.statusCode).toBe(400);
  });
});
