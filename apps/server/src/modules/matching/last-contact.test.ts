import { describe, expect, it } from 'vitest';
import type { LastContactAnswer } from '@haetbit/contracts';
import { operatorCookie, partnerCookie } from '../../test/consoles.js';
import { newOwner, PARCELS } from '../../test/journey.js';
import { createCrgRequest } from '../../test/lifecycle.js';
import { testAppForSuite } from '../../test/suite.js';

/*
 * A second request starts from the contact of the device's last one (walk minor 20): the owner
 * reads it back for its own device only.
 */
describe('the contact of the device’s last request', () => {
  const t = testAppForSuite();
  const url = (deviceId: string) => `/api/match-req/last-contact?deviceId=${deviceId}`;

  it('answers null before any request, then the newest request’s name, e-mail and phone', async () => {
    const owner = await newOwner(t.app);
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: url(owner.deviceId),
          headers: { authorization: owner.authorization },
        })
      ).json<LastContactAnswer>();
    expect(await read()).toEqual({ contact: null });

    const first = await createCrgRequest(t, { owner, name: '김햇빛', email: 'first@example.com' });
    expect(await read()).toEqual({
      contact: { name: '김햇빛', email: 'first@example.com', phone: first.phone },
    });
    const second = await createCrgRequest(t, {
      owner,
      parcel: PARCELS.roofWithBuilding,
      installType: 'R',
      name: '이햇빛',
      email: 'second@example.com',
    });
    expect(await read()).toEqual({
      contact: { name: '이햇빛', email: 'second@example.com', phone: second.phone },
    });
  });

  it('refuses every caller but the device itself: no session, another device, both consoles', async () => {
    const owner = await newOwner(t.app);
    await createCrgRequest(t, { owner });
    const intruder = await newOwner(t.app);
    const anonymous = await t.app.inject({ method: 'GET', url: url(owner.deviceId) });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'GET',
      url: url(owner.deviceId),
      headers: { authorization: intruder.authorization },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN_DEVICE' });
    for (const cookie of [await partnerCookie(t.app, 'partner01'), await operatorCookie(t.app)]) {
      const console = await t.app.inject({
        method: 'GET',
        url: url(owner.deviceId),
        headers: { cookie },
      });
      expect(console.statusCode).toBe(401);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: url('not-a-device'),
      headers: { authorization: owner.authorization },
    });
    expect(bad.statusCode).toBe(400);
  });
});
