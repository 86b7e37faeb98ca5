import { describe, expect, it } from 'vitest';
import type {
  AdminContractorDetail,
  ContractorBizInfo,
  ContractorSections,
  PartnerMe,
  PartnerProfile,
} from '@haetbit/contracts';
import {
  businessNumber,
  operatorCookie,
  partnerCookie,
  signupInject,
  submitDocuments,
} from '../../test/consoles.js';
import { bareProfile, contractorConsoleKit } from '../../test/contractor-console-kit.js';

let signups = 0;

const WARRANTY = { issuer: '전기공사공제조합', years: 5, bondNumber: '제2026-0412호' };
const PLANTS = [
  { sizeKw: 99.5, year: 2024, sido: '전라남도', sigungu: '나주시' },
  { sizeKw: 30, year: 2023, sido: '전라남도', sigungu: '해남군' },
];

/*
 * Profile sections (issue 33): 하자이행보증 and 준공 실적 as the contractor gives them, an operator's
 * check of each as a whole, and how owners read them, checked or self-declared.
 */
describe('contractor profile sections', () => {
  const { t, login } = contractorConsoleKit();

  async function signUp() {
    signups += 1;
    const userId = `sections-${signups}`;
    const created = await signupInject(t.app, {
      method: 'POST',
      url: '/api/partner/signup',
      payload: {
        userId,
        password: 'solar12!',
        businessNumber: businessNumber(`7300000${String(signups).padStart(2, '0')}`),
        licenceNumber: '전남-004513',
        phone: `010-7272-${String(1000 + signups)}`,
        comName: `보증솔라${signups}`,
        representative: '박대표',
        email: `${userId}@solar.kr`,
      },
    });
    expect(created.statusCode).toBe(201);
    const session = await login(userId, 'solar12!');
    return { cookie: session.cookie, me: session.response.json<PartnerMe>() };
  }

  const saveProfile = (cookie: string, extra: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/partner/profile',
      headers: { cookie },
      payload: { ...bareProfile(`보증솔라${signups}`, ['46']), ...extra },
    });
  const checkSection = async (
    contractorId: number,
    section: string,
    verified: boolean,
    cookie?: string,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/contractors/${contractorId}/sections/${section}`,
      headers: cookie === '' ? {} : { cookie: cookie ?? (await operatorCookie(t.app)) },
      payload: { verified },
    });
  const sectionsOf = async (contractorId: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/match-com/biz-info/${contractorId}` })
    ).json<ContractorBizInfo>().sections;

  async function approvedContractor() {
    const account = await signUp();
    await submitDocuments(t.app, account.cookie);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contractors/${account.me.contractorId}/approve`,
      headers: { cookie: await operatorCookie(t.app) },
    });
    expect(approved.statusCode).toBe(200);
    return account;
  }

  it('lets an approved contractor give its 하자이행보증 and finished plants, and keeps them when left out', async () => {
    const { me, cookie } = await approvedContractor();
    const saved = await saveProfile(cookie, { warranty: WARRANTY, plants: PLANTS });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<PartnerProfile>()).toMatchObject({ warranty: WARRANTY, plants: PLANTS });

    // A body without the sections keeps them; an empty 증권 번호 is stored as none.
    const kept = await saveProfile(cookie, { intro: '지붕형 전문' });
    expect(kept.json<PartnerProfile>()).toMatchObject({ warranty: WARRANTY, plants: PLANTS });
    const noNumber = await saveProfile(cookie, { warranty: { ...WARRANTY, bondNumber: '' } });
    expect(noNumber.json<PartnerProfile>().warranty).toEqual({ ...WARRANTY, bondNumber: null });

    const sections = await sectionsOf(me.contractorId);
    expect(sections).toEqual({
      warranty: { bond: { ...WARRANTY, bondNumber: null }, checkedAt: null },
      plants: { entries: PLANTS, checkedAt: null },
    } satisfies ContractorSections);
  });

  it('refuses out-of-range sections with a Korean message, and a pending account', async () => {
    const { cookie } = await approvedContractor();
    const longBond = await saveProfile(cookie, { warranty: { ...WARRANTY, years: 21 } });
    expect(longBond.statusCode).toBe(400);
    expect(longBond.json<{ code: string; message: string }>().message).toMatch(/[가-힣]/);
    const tooMany = await saveProfile(cookie, {
      plants: Array.from({ length: 11 }, () => PLANTS[0]),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toMatch(/[가-힣]/);
    const noTown = await saveProfile(cookie, { plants: [{ ...PLANTS[0], sigungu: ' ' }] });
    expect(noTown.statusCode).toBe(400);

    const pending = await signUp();
    const refused = await saveProfile(pending.cookie, { warranty: WARRANTY });
    expect(refused.statusCode).toBe(403);
  });

  it('lets an operator check each section; a changed section reads self-declared again', async () => {
    const { me, cookie } = await approvedContractor();
    // An empty section cannot be checked.
    const empty = await checkSection(me.contractorId, 'warranty', true);
    expect(empty.statusCode).toBe(409);
    expect(empty.json<{ code: string }>().code).toBe('CONTRACTOR_FACT_EMPTY');

    await saveProfile(cookie, { warranty: WARRANTY, plants: PLANTS });
    const checked = await checkSection(me.contractorId, 'plants', true);
    expect(checked.statusCode).toBe(200);
    const at = t.clock.now().toISOString();
    expect(checked.json<{ sections: ContractorSections }>().sections.plants.checkedAt).toBe(at);
    expect((await checkSection(me.contractorId, 'warranty', true)).statusCode).toBe(200);

    const read = await sectionsOf(me.contractorId);
    expect(read.plants).toEqual({ entries: PLANTS, checkedAt: at });
    expect(read.warranty.checkedAt).toBe(at);

    // The operator's detail carries them too, and the check is audited.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/contractors/${me.contractorId}`,
      headers: { cookie: await operatorCookie(t.app) },
    });
    expect(detail.json<AdminContractorDetail>().profile.sections.plants.checkedAt).toBe(at);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: await operatorCookie(t.app) },
    });
    expect(audit.body).toContain('contractor.section.verify');

    // A saved profile with the same sections keeps the checks; a changed plant drops that one.
    await saveProfile(cookie, { warranty: WARRANTY, plants: PLANTS });
    expect((await sectionsOf(me.contractorId)).plants.checkedAt).toBe(at);
    await saveProfile(cookie, { plants: [{ ...PLANTS[0], sizeKw: 120 }, PLANTS[1]] });
    const changed = await sectionsOf(me.contractorId);
    expect(changed.plants.checkedAt).toBeNull();
    expect(changed.warranty.checkedAt).toBe(at);

    // Taken back, the 하자이행보증 is self-declared again.
    expect((await checkSection(me.contractorId, 'warranty', false)).statusCode).toBe(200);
    expect((await sectionsOf(me.contractorId)).warranty.checkedAt).toBeNull();
  });

  it('refuses section checks to contractors and callers without a session, and unknown sections', async () => {
    const { me } = await approvedContractor();
    const contractor = await partnerCookie(t.app, 'partner02');
    expect((await checkSection(me.contractorId, 'warranty', true, contractor)).statusCode).toBe(
      401,
    );
    expect((await checkSection(me.contractorId, 'warranty', true, '')).statusCode).toBe(401);
    expect((await checkSection(me.contractorId, 'awards', true)).statusCode).toBe(400);
    expect((await checkSection(999_999, 'warranty', true)).statusCode).toBe(404);
  });

  it('shows no sections of an account that is not approved', async () => {
    const pending = await signUp();
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/match-com/biz-info/${pending.me.contractorId}`,
    });
    expect(read.statusCode).toBe(404);
  });
});
