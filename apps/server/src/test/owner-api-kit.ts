import { apiEndpoints as endpoints } from '@haetbit/contracts';
import { testClient } from './api-client.js';
import type { Owner } from './journey.js';
import type { CrgRequest } from './lifecycle.js';
import { testAppForSuite } from './suite.js';

/**
 * One group of the owner matching API's tests (modules/matching/owner-api-*.test.ts): a fresh app
 * for the group, since the session and analysis routes are rate-limited per app (30 a minute)
 * and every group opens many owner sessions; and the typed client the groups call it with.
 */
export function ownerApiGroup() {
  const t = testAppForSuite();
  const api = testClient(t);
  const matching = () => t.app.services.matching;

  /** The owner's read of one request (`GET /api/match-req/:id`). */
  const read = (owner: Owner, id: number) =>
    api.call(endpoints.matchReqGet, { params: { id }, as: owner });

  /** The row and its audit trail, to prove a refused call changed nothing. */
  async function snapshot(request: CrgRequest) {
    return {
      row: await matching().get(request.owner.deviceId, request.id),
      events: await matching().events(request.id),
    };
  }

  return { t, api, matching, read, snapshot };
}
