import { describe, expect, it } from 'vitest';
import { signupInject } from '../../test/consoles.js';
import type {
  AdminContractorDetail,
  ContractorBizInfo,
  ContractorFactEntry,
  PartnerMe,
  PartnerProfile,
} from '@haetbit/contracts';
import {
  businessNumber,
  operatorCookie,
  partnerCookie,
  submitDocuments,
} from '../../test/consoles.js';
import { bareProfile, contractorConsoleKit } from '../../test/contractor-console-kit.js';
import { driveToSp1 } from '../../test/lifecycle.js';
import { eq } from 'drizzle-orm';
import { contractorFactCheck, partnerDocument } from '../../db/schema.js';
import { DEMO_PARTNER_COUNT, seedDemoPartners } from './demo-seed.js';

let signups = 0;

/*
 * Checked facts (issue 33): the registration facts of a contractor, what an operator checked of
 * them against both documents and when, and how owners read them apart from self-declared ones.
 */
describe('checked registration facts', () => {
  const { t, login } = contractorConsoleKit();

  async function signUp() {
    signups += 1;
    const userId = `facts-${signups}`;
    const created = await signupInject(t.app, {
      method: 'POST',
      url: '/api/partner/signup',
      payload: {
        userId,
        password: 'solar12!',
        businessNumber: businessNumber(`7200000${String(signups).padStart(2, '0')}`),
        licenceNumber: '전남-004512',
        phone: `010-7171-${String(1000 + signups)}`,
        comName: `사실솔라${signups}`,
        representative: '한대표',
        email: `${userId}@solar.kr`,
      },
    });
    expect(created.statusCode).toBe(201);
    const session = await login(userId, 'solar12!');
    return { cookie: session.cookie, me: session.response.json<PartnerMe>(), userId };
  }

  const checkFact = async (
    contractorId: number,
    fact: string,
    verified: boolean,
    cookie?: string,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/contractors/${contractorId}/facts/${fact}`,
      headers: { cookie: cookie ?? (await operatorCookie(t.app)) },
      payload: { verified },
    });
  const bizInfo = async (contractorId: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/match-com/biz-info/${contractorId}` })
    ).json<ContractorBizInfo>();
  const factOf = (facts: ContractorFactEntry[], fact: string) =>
    facts.find((item) => item.fact === fact);

  /** A contractor with both documents, approved, with its 소재지 and 설립연도 filled in. */
  async function approvedContractor() {
    const account = await signUp();
    await submitDocuments(t.app, account.cookie);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contractors/${account.me.contractorId}/approve`,
      headers: { cookie: await operatorCookie(t.app) },
    });
    expect(approved.statusCode).toBe(200);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/partner/profile',
      headers: { cookie: account.cookie },
      payload: {
        ...bareProfile(`사실솔라${signups}`, ['46']),
        intro: '전남 지붕형',
        constructionCapacity: 500,
        constructionCnt: 12,
        address: '전라남도 나주시 빛가람로 10',
        foundedYear: 2012,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<PartnerProfile>()).toMatchObject({
      address: '전라남도 나주시 빛가람로 10',
      foundedYear: 2012,
    });
    return account;
  }

  it('reads every fact self-declared until an operator checks it against both documents', async () => {
    const { me } = await approvedContractor();
    const before = await bizInfo(me.contractorId);
    expect(before.facts.map((item) => [item.fact, item.checkedAt])).toEqual([
      ['businessNumber', null],
      ['licenceNumber', null],
      ['representative', null],
      ['address', null],
      ['foundedYear', null],
    ]);
    expect(factOf(before.facts, 'licenceNumber')?.value).toBe('전남-004512');
    expect(factOf(before.facts, 'foundedYear')?.value).toBe('2012');

    const checked = await checkFact(me.contractorId, 'licenceNumber', true);
    expect(checked.statusCode).toBe(200);
    const at = t.clock.now().toISOString();
    expect(factOf(checked.json<{ facts: ContractorFactEntry[] }>().facts, 'licenceNumber')).toEqual(
      { fact: 'licenceNumber', value: '전남-004512', checkedAt: at },
    );
    const after = await bizInfo(me.contractorId);
    expect(factOf(after.facts, 'licenceNumber')?.checkedAt).toBe(at);
    expect(factOf(after.facts, 'businessNumber')?.checkedAt).toBeNull();

    // The check is audited with the value it saw.
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: await operatorCookie(t.app) },
    });
    expect(audit.body).toContain('contractor.fact.verify');

    // Taken back, the fact is self-declared again.
    expect((await checkFact(me.contractorId, 'licenceNumber', false)).statusCode).toBe(200);
    expect(factOf((await bizInfo(me.contractorId)).facts, 'licenceNumber')?.checkedAt).toBeNull();
  });

  it('refuses a check before both documents are in, and of a fact without a value', async () => {
    const { me, cookie } = await signUp();
    const refused = await checkFact(me.contractorId, 'businessNumber', true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONTRACTOR_DOCUMENTS_MISSING' });
    await submitDocuments(t.app, cookie);
    const empty = await checkFact(me.contractorId, 'foundedYear', true);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({
      code: 'CONTRACTOR_FACT_EMPTY',
      message: expect.any(String),
    });
    expect((await checkFact(me.contractorId, 'businessNumber', true)).statusCode).toBe(200);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/contractors/${me.contractorId}`,
        headers: { cookie: await operatorCookie(t.app) },
      })
    ).json<AdminContractorDetail>();
    expect(factOf(detail.profile.facts, 'businessNumber')?.checkedAt).not.toBeNull();
  });

  it('loses a check when the contractor changes the checked value', async () => {
    const { me, cookie } = await approvedContractor();
    expect((await checkFact(me.contractorId, 'address', true)).statusCode).toBe(200);
    expect((await checkFact(me.contractorId, 'foundedYear', true)).statusCode).toBe(200);
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/partner/profile',
      headers: { cookie },
      payload: {
        ...bareProfile(`사실솔라${signups}`, ['46']),
        intro: '전남 지붕형',
        constructionCapacity: 500,
        constructionCnt: 12,
        address: '광주광역시 북구 첨단로 1',
      },
    });
    expect(moved.statusCode).toBe(200);
    const facts = (await bizInfo(me.contractorId)).facts;
    expect(factOf(facts, 'address')).toMatchObject({
      value: '광주광역시 북구 첨단로 1',
      checkedAt: null,
    });
    // The founding year was left out of the edit: kept, and still checked.
    expect(factOf(facts, 'foundedYear')).toMatchObject({ value: '2012' });
    expect(factOf(facts, 'foundedYear')?.checkedAt).not.toBeNull();
  });

  it('refuses fact checks to owners, contractors and callers without a session', async () => {
    const { me } = await approvedContractor();
    const contractor = await partnerCookie(t.app, 'partner02');
    const asContractor = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/contractors/${me.contractorId}/facts/licenceNumber`,
      headers: { cookie: contractor },
      payload: { verified: true },
    });
    expect(asContractor.statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/contractors/${me.contractorId}/facts/licenceNumber`,
      payload: { verified: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const badFact = await checkFact(me.contractorId, 'capitalOfTheMoon', true);
    expect(badFact.statusCode).toBe(400);
    expect(badFact.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(factOf((await bizInfo(me.contractorId)).facts, 'licenceNumber')?.checkedAt).toBeNull();
  });

  it("puts the checked facts on the owner's contractor cards", async () => {
    const { me } = await approvedContractor();
    expect((await checkFact(me.contractorId, 'licenceNumber', true)).statusCode).toBe(200);
    const request = await driveToSp1(t, { applicants: [me.contractorId, 2] });
    const list = await t.app.services.matching.propose1List(request.owner.deviceId, request.id);
    const card = list.find((item) => item.ccId === me.contractorId);
    expect(card?.checkedFacts).toEqual([
      { fact: 'licenceNumber', value: '전남-004512', checkedAt: expect.any(String) },
    ]);
  });

  it('seeds every demo contractor approved with both sample documents and its facts checked', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contractors?status=approved',
      headers: { cookie: await operatorCookie(t.app) },
    });
    const demo = list
      .json<{
        data: { userId: string; documentsComplete: boolean; licenceNumber: string | null }[];
      }>()
      .data.filter((item) => /^partner\d\d$/.test(item.userId));
    expect(demo).toHaveLength(DEMO_PARTNER_COUNT);
    for (const item of demo) {
      expect(item, item.userId).toMatchObject({ documentsComplete: true });
      expect(item.licenceNumber, item.userId).toMatch(/^[가-힣]{2}-\d{5}$/);
    }
    const info = await bizInfo(1);
    expect(info.facts.map((item) => item.fact)).toEqual([
      'businessNumber',
      'licenceNumber',
      'representative',
      'address',
      'foundedYear',
    ]);
    expect(info.facts.every((item) => item.checkedAt !== null)).toBe(true);

    // The sample documents are what an upload would be: a PDF and a PNG by their bytes.
    const cookie = await partnerCookie(t.app, 'partner01');
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/api/partner/documents/businessRegistration',
      headers: { cookie },
    });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const png = await t.app.inject({
      method: 'GET',
      url: '/api/partner/documents/licence',
      headers: { cookie },
    });
    expect(png.headers['content-type']).toBe('image/png');

    // A database seeded before the documents receives them on the next start.
    await t.database.db.delete(partnerDocument).where(eq(partnerDocument.contractorId, 3));
    await t.database.db.delete(contractorFactCheck).where(eq(contractorFactCheck.contractorId, 3));
    const wrote = await t.database.db.transaction((tx) =>
      seedDemoPartners(tx, t.app.services.contractors, t.app.services.files, t.clock.now()),
    );
    expect(wrote).toBe(true);
    expect((await bizInfo(3)).facts.every((item) => item.checkedAt !== null)).toBe(true);
  });
});
