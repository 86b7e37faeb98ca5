import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  formatKstTime,
  kstDayNumber,
  periodEnd,
  THIRD_PARTY_CONSENT,
  type CheckIsIngAnswer,
} from '@haetbit/contracts';
import { matchReq } from './tables.js';
import { testAppForSuite } from '../../test/suite.js';
import { newOwner, PARCELS, sizedAnalysis, type Owner } from '../../test/journey.js';
import { submitMatchReq, verifyPhone } from '../../test/journey.js';

describe('recruit request', () => {
  const t = testAppForSuite();
  let phoneCounter = 2000;

  const auth = (owner: Owner) => ({ authorization: owner.authorization });
  const get = (owner: Owner, url: string) =>
    t.app.inject({ method: 'GET', url, headers: auth(owner) });

  async function verifiedAnalysis() {
    const owner = await newOwner(t.app);
    const id = await sizedAnalysis(t.app, owner, PARCELS.landP, 'L');
    const phone = `010-7777-${String((phoneCounter += 1)).padStart(4, '0')}`;
    const checked = await verifyPhone(t.app, owner, id, phone);
    expect(checked.statusCode).toBe(200);
    return { owner, id, phone };
  }

  const submit = (owner: Owner, id: number, phone: string) =>
    submitMatchReq(t.app, owner, { analysisId: id, phone, memo: '남향 지붕입니다.' });

  it('creates one request in CRG recruiting for the match options’ days, to 23:59:59 Korea time', async () => {
    const { owner, id, phone } = await verifiedAnalysis();
    const created = await submit(owner, id, phone);
    expect(created.statusCode).toBe(201);
    const body = created.json<{ status: string; reqDate: string; propose1EndDate: string }>();
    expect(body.status).toBe('CRG');
    const option = (
      await t.app.inject({ method: 'GET', url: '/api/match-com/default-option' })
    ).json<{
      propose1Days: number;
    }>();
    // The period ends at the end of the Korea day its days run out (docs/decisions/019).
    expect(body.propose1EndDate).toBe(
      periodEnd(new Date(body.reqDate), option.propose1Days).toISOString(),
    );
    expect(formatKstTime(body.propose1EndDate)).toBe('23:59');
    expect(kstDayNumber(body.propose1EndDate) - kstDayNumber(body.reqDate)).toBe(
      option.propose1Days,
    );
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/match-analysis/check-is-ing',
      headers: auth(owner),
      payload: { pnu: PARCELS.landP.pnu, deviceId: owner.deviceId },
    });
    expect(check.json<CheckIsIngAnswer>().state).toBe('matching');
  });

  it('refuses a request without the separate third-party consent and stores the one given', async () => {
    const { owner, id, phone } = await verifiedAnalysis();
    const payload = {
      name: '김햇빛',
      phone,
      email: 'owner@example.com',
      matchAnalysisId: id,
      deviceId: owner.deviceId,
    };
    for (const consent of [{}, { agreeThirdPartyYn: false }, { agreeThirdPartyYn: 'Y' }]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/match-req',
        headers: auth(owner),
        payload: { ...payload, ...consent },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [
          { path: 'body.agreeThirdPartyYn', message: '개인정보 제3자 제공에 동의해 주세요.' },
        ],
      });
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/match-req',
      headers: auth(owner),
      payload: { ...payload, agreeThirdPartyYn: true },
    });
    expect(created.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({
        version: matchReq.thirdPartyConsentVersion,
        at: matchReq.thirdPartyConsentAt,
      })
      .from(matchReq)
      .where(eq(matchReq.id, created.json<{ id: number }>().id));
    expect(row).toEqual({ version: THIRD_PARTY_CONSENT.version, at: t.clock.now() });
    // The privacy policy served to the app is the version the consent names, and says the same.
    const terms = await t.app.inject({ method: 'GET', url: '/api/match-com/default-terms' });
    const documents = JSON.parse(terms.json<{ contents: string }>().contents) as {
      category: string;
      content: { title: string; contents: string[] }[];
    }[];
    const policy = documents.find((document) => document.category === 'PIPP')!;
    const lines = policy.content.flatMap((section) => section.contents);
    for (const item of THIRD_PARTY_CONSENT.items) {
      expect(lines).toContain(`· ${item.heading}: ${item.text}`);
    }
  });

  it('creates only one request when the form is submitted twice at once', async () => {
    const { owner, id, phone } = await verifiedAnalysis();
    const answers = await Promise.all([submit(owner, id, phone), submit(owner, id, phone)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, expect.any(Number)]);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    const again = await submit(owner, id, phone);
    expect(again.statusCode).toBe(409);
  });

  it('refuses an unverified phone and a phone other than the verified one', async () => {
    const { owner, id } = await verifiedAnalysis();
    const other = await submit(owner, id, '010-9999-0000');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED' });
  });

  it('answers 403 for another device and keeps the analysis editable state when refused', async () => {
    const { id, phone } = await verifiedAnalysis();
    const intruder = await newOwner(t.app);
    expect((await submit(intruder, id, phone)).statusCode).toBe(403);
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-email' }],
    ['a 501-character memo', { memo: 'x'.repeat(501) }],
    ['an empty name', { name: '' }],
  ])('rejects %s with 400', async (_label, change) => {
    const { owner, id, phone } = await verifiedAnalysis();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/match-req',
      headers: auth(owner),
      payload: {
        name: '김햇빛',
        phone,
        email: 'owner@example.com',
        memo: '',
        matchAnalysisId: id,
        deviceId: owner.deviceId,
        agreeThirdPartyYn: true,
        ...change,
      },
    });
    expect(response.statusCode).toBe(400);
  });

  it('lists the device’s requests by status and reads one, 403 for another device', async () => {
    const { owner, id, phone } = await verifiedAnalysis();
    const created = (await submit(owner, id, phone)).json<{ id: number }>();
    const list = await get(
      owner,
      `/api/match-req?deviceId=${owner.deviceId}&statusList=CRG,SP1,PSB,SP2`,
    );
    expect(list.statusCode).toBe(200);
    const data = list.json<{
      data: { id: number; status: string; matchStatus: { status: string } }[];
    }>().data;
    expect(data).toEqual([
      expect.objectContaining({
        id: created.id,
        status: 'CRG',
        matchStatus: expect.objectContaining({ status: 'CRG' }),
      }),
    ]);
    const ended = await get(owner, `/api/match-req?deviceId=${owner.deviceId}&statusList=CMC,CME`);
    expect(ended.json<{ data: unknown[] }>().data).toEqual([]);
    const all = await get(owner, `/api/match-req/list?deviceId=${owner.deviceId}`);
    expect(all.json<{ data: unknown[] }>().data).toHaveLength(1);
    const one = await get(owner, `/api/match-req/${created.id}`);
    expect(one.json()).toMatchObject({ id: created.id, matchAnalysisId: id, installType: 'L' });

    const intruder = await newOwner(t.app);
    expect((await get(intruder, `/api/match-req/${created.id}`)).statusCode).toBe(403);
    expect((await get(intruder, `/api/match-req?deviceId=${owner.deviceId}`)).statusCode).toBe(403);
    expect(
      (await get(owner, `/api/match-req?deviceId=${owner.deviceId}&statusList=XYZ`)).statusCode,
    ).toBe(400);
  });
});
