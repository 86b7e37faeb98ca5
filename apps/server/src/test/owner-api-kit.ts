import { expect } from 'vitest';
import type { MatchReq } from '@haetbit/contracts';
import type { Owner } from './journey.js';
import type { CrgRequest } from './lifecycle.js';
import { testAppForSuite } from './suite.js';

/**
 * One group of the owner matching API's tests (modules/matching/owner-api-*.test.ts): a fresh app
 * for the group, since the session and analysis routes are rate-limited per app (30 a minute)
 * and every group opens many owner sessions; and the calls the groups make through HTTP.
 */
export function ownerApiGroup() {
  const t = testAppForSuite();
  const auth = (owner: Owner) => ({ authorization: owner.authorization });
  const matching = () => t.app.services.matching;

  async function read(owner: Owner, id: number) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/match-req/${id}`,
      headers: auth(owner),
    });
    expect(response.statusCode).toBe(200);
    return response.json<MatchReq>();
  }

  const patch = (owner: Owner | null, url: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url,
      headers: owner ? auth(owner) : {},
      payload,
    });
  const post = (owner: Owner | null, url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: owner ? auth(owner) : {},
      ...(payload ? { payload } : {}),
    });

  /** The row and its audit trail, to prove a refused call changed nothing. */
  async function snapshot(request: CrgRequest) {
    return {
      row: await matching().get(request.owner.deviceId, request.id),
      events: await matching().events(request.id),
    };
  }

  return { t, auth, matching, read, patch, post, snapshot };
}
