import { expect } from 'vitest';
import type { PartnerLead, PartnerMatch, PartnerMe } from '@haetbit/contracts';
import { multipart } from './consoles.js';
import { testAppForSuite } from './suite.js';
import { newOwner, PARCELS, sizedAnalysis } from './journey.js';
import { submitMatchReq, verifyPhone } from './journey.js';

export { DAY_MS } from '@haetbit/contracts';
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32),
]);

export { multipart };

/** A contractor's profile with its name and service regions only, every other figure empty. */
export const bareProfile = (comName: string, regions: string[]) => ({
  comName,
  intro: '',
  constructionCapacity: 0,
  constructionCnt: 0,
  constructionPerformanceName: '',
  constructionCareerName: '',
  capital: 0,
  nationwideTotalLank: 0,
  nationwideOwnLank: 0,
  localTotalLank: 0,
  localOwnLank: 0,
  regions,
});

/**
 * What the contractor console's tests share: one test app for the enclosing suite, console
 * sessions, an owner's recruiting request, and the console calls the tests make.
 */
export function contractorConsoleKit() {
  const t = testAppForSuite();
  let phoneCounter = 3000;

  async function login(userId: string, password = 'demo1234!') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { userId, password },
    });
    const setCookie = response.headers['set-cookie'];
    const cookie = typeof setCookie === 'string' ? setCookie.split(';')[0]! : '';
    return { response, cookie };
  }

  async function partner(userId: string) {
    const { response, cookie } = await login(userId);
    expect(response.statusCode).toBe(200);
    return { cookie, me: response.json<PartnerMe>() };
  }

  const asPartner = (cookie: string) => ({ cookie });

  /** An owner's request in CRG for a parcel (the recruit journey through the API). */
  async function recruit(parcel: { pnu: string; address: string } = PARCELS.landP) {
    const owner = await newOwner(t.app);
    const id = await sizedAnalysis(t.app, owner, parcel, 'L');
    const phone = `010-6666-${String((phoneCounter += 1)).padStart(4, '0')}`;
    await verifyPhone(t.app, owner, id, phone);
    const created = await submitMatchReq(t.app, owner, {
      analysisId: id,
      phone,
      email: 'owner-contact@example.com',
      memo: '남향 지붕입니다.',
    });
    expect(created.statusCode).toBe(201);
    return { owner, phone, matchReqId: created.json<{ id: number }>().id };
  }

  const leads = async (cookie: string, query = '') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/partner/requests${query}`,
        headers: asPartner(cookie),
      })
    ).json<{ data: PartnerLead[] }>().data;

  const apply = (cookie: string, matchReqId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/partner/requests/${matchReqId}/apply`,
      headers: asPartner(cookie),
    });

  const detail = async (cookie: string, matchReqId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/partner/requests/${matchReqId}`,
      headers: asPartner(cookie),
    });

  const myMatch = async (cookie: string, matchReqId: number) => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/partner/matches',
      headers: asPartner(cookie),
    });
    return list.json<{ data: PartnerMatch[] }>().data.find((m) => m.matchReqId === matchReqId);
  };

  const uploadProposal = (cookie: string, matchReqId: number, bytes = PDF, name = 'p.pdf') => {
    const body = multipart('file', name, 'application/pdf', bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/partner/requests/${matchReqId}/proposal`,
      headers: { ...asPartner(cookie), ...body.headers },
      payload: body.payload,
    });
  };

  return { t, login, partner, asPartner, recruit, leads, apply, detail, myMatch, uploadProposal };
}
