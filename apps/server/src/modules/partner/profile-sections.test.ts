import { describe, expect, it } from 'vitest';
import type {
  AdminContractorDetail,
  ContractorBizInfo,
  ContractorSections,
  PartnerMe,
  PartnerProfile,
} from '@haetbit/contracts';
import { eq } from 'drizzle-orm';
import {
  businessNumber,
  multipart,
  operatorCookie,
  partnerCookie,
  signupInject,
  submitDocuments,
} from '../../test/consoles.js';
import { bareProfile, contractorConsoleKit, PDF, PNG } from '../../test/contractor-console-kit.js';
import { partnerDocument } from './tables.js';
import { contractor } from '../contractors/tables.js';
import { seedDemoPartners } from './demo-seed.js';

let signups = 0;

const WARRANTY = { issuer: '전기공사공제조합', years: 5, bondNumber: '제2026-0412호' };
const PLANTS = [
  { sizeKw: 99.5, year: 2024, sido: '전라남도', sigungu: '나주시', photoFileIds: [] },
  { sizeKw: 30, year: 2023, sido: '전라남도', sigungu: '해남군', photoFileIds: [] },
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

  // 준공 사진 (decision 028): uploaded as the contractor's own plant photos, named by the plants.
  const uploadPhoto = (cookie: string, bytes: Buffer = PNG, contentType = 'image/png') => {
    const body = multipart('file', 'plant.png', contentType, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/partner/plant-photos',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const photoId = async (cookie: string) => {
    const uploaded = await uploadPhoto(cookie);
    expect(uploaded.statusCode).toBe(200);
    return uploaded.json<{ fileId: string }>().fileId;
  };
  const withPhotos = (photoFileIds: string[]) => [{ ...PLANTS[0], photoFileIds }, PLANTS[1]];
  const ownPhoto = (cookie: string, fileId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/partner/plant-photos/${fileId}`,
      headers: { cookie },
    });
  const operatorPhoto = async (contractorId: number, fileId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/contractors/${contractorId}/plant-photos/${fileId}`,
      headers: { cookie: await operatorCookie(t.app) },
    });
  const publicPhoto = (fileId: string) =>
    t.app.inject({ method: 'GET', url: `/api/file/viewer/${fileId}` });

  it('keeps plant photos as the contractor’s own and shows them to owners only once the plants are checked', async () => {
    const { me, cookie } = await approvedContractor();
    const first = await photoId(cookie);
    const second = await photoId(cookie);
    const saved = await saveProfile(cookie, { plants: withPhotos([first, second]) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<PartnerProfile>().plants[0]?.photoFileIds).toEqual([first, second]);

    // The contractor and operators see the photos; owners see neither the ids nor the image yet.
    const own = await ownPhoto(cookie, first);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect((await operatorPhoto(me.contractorId, first)).statusCode).toBe(200);
    expect((await sectionsOf(me.contractorId)).plants.entries[0]?.photoFileIds).toEqual([]);
    expect((await publicPhoto(first)).statusCode).toBe(404);

    // Checked, the owners' business info names them and the file call serves them, uncached.
    expect((await checkSection(me.contractorId, 'plants', true)).statusCode).toBe(200);
    const checked = await sectionsOf(me.contractorId);
    expect(checked.plants.entries[0]?.photoFileIds).toEqual([first, second]);
    const shown = await publicPhoto(first);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');

    // Another contractor reads neither photo; an operator's route names the contractor too.
    const other = await approvedContractor();
    expect((await ownPhoto(other.cookie, first)).statusCode).toBe(404);
    expect((await operatorPhoto(other.me.contractorId, first)).statusCode).toBe(404);

    // Changing the photos makes the plants self-declared again and deletes the dropped photo.
    const changed = await saveProfile(cookie, { plants: withPhotos([second]) });
    expect(changed.statusCode).toBe(200);
    const after = await sectionsOf(me.contractorId);
    expect(after.plants.checkedAt).toBeNull();
    expect(after.plants.entries[0]?.photoFileIds).toEqual([]);
    expect((await publicPhoto(second)).statusCode).toBe(404);
    expect((await ownPhoto(cookie, first)).statusCode).toBe(404);
    expect((await ownPhoto(cookie, second)).statusCode).toBe(200);

    // A suspended contractor's checked photos are no longer served to owners.
    expect((await checkSection(me.contractorId, 'plants', true)).statusCode).toBe(200);
    expect((await publicPhoto(second)).statusCode).toBe(200);
    const suspended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contractors/${me.contractorId}/suspend`,
      headers: { cookie: await operatorCookie(t.app) },
    });
    expect(suspended.statusCode).toBe(200);
    expect((await publicPhoto(second)).statusCode).toBe(404);
  });

  it('refuses plants that name a file that is not the contractor’s own plant photo', async () => {
    const { me, cookie } = await approvedContractor();
    const other = await approvedContractor();
    const theirs = await photoId(other.cookie);
    const [document] = await t.database.db
      .select({ fileId: partnerDocument.fileId })
      .from(partnerDocument)
      .where(eq(partnerDocument.contractorId, me.contractorId));
    const mine = await photoId(cookie);
    for (const photoFileIds of [[theirs], [document!.fileId], ['unknown-file-id'], [mine, mine]]) {
      const refused = await saveProfile(cookie, { plants: withPhotos(photoFileIds) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ code: string; message: string }>()).toMatchObject({
        code: 'PLANT_PHOTO_NOT_OWN',
        message: expect.stringMatching(/[가-힣]/) as unknown as string,
      });
    }
    // Nothing was stored, and the other contractor's photo is still its own.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/partner/profile',
      headers: { cookie },
    });
    expect(profile.json<PartnerProfile>().plants).toEqual([]);
    expect((await ownPhoto(other.cookie, theirs)).statusCode).toBe(200);

    // More photos than a plant carries are refused by the schema.
    const four = await Promise.all([1, 2, 3, 4].map(() => photoId(cookie)));
    const tooMany = await saveProfile(cookie, { plants: withPhotos(four) });
    expect(tooMany.statusCode).toBe(400);
    const details = tooMany.json<{ details?: { message: string }[] }>().details ?? [];
    expect(details.map((item) => item.message)).toContain(
      '준공 사진은 한 건에 3장까지 올릴 수 있습니다.',
    );
  });

  it('takes only PNG or JPEG photos, from approved accounts signed in', async () => {
    const { cookie } = await approvedContractor();
    const pdf = await uploadPhoto(cookie, PDF, 'image/png');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json<{ code: string }>().code).toBe('PLANT_PHOTO_INVALID');
    const pending = await signUp();
    expect((await uploadPhoto(pending.cookie)).statusCode).toBe(403);
    expect((await uploadPhoto('')).statusCode).toBe(401);
  });

  it('seeds the demo contractors with a checked sample 하자이행보증 and plants with photos owners see', async () => {
    const first = await sectionsOf(1);
    expect(first.warranty.bond?.bondNumber).toMatch(/^견본-/);
    expect(first.warranty.checkedAt).not.toBeNull();
    expect(first.plants.checkedAt).not.toBeNull();
    expect(first.plants.entries).toHaveLength(2);
    for (const plant of first.plants.entries) {
      expect(plant).toMatchObject({ sido: '경기도', sigungu: '수원시' });
      expect(plant.photoFileIds).toHaveLength(1);
      const photo = await publicPhoto(plant.photoFileIds[0]!);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
    }

    // A demo profile left without either section receives both on the next start; one with a
    // section of its own keeps it.
    await t.database.db
      .update(contractor)
      .set({ warranty: null, plants: [] })
      .where(eq(contractor.id, 3));
    await t.database.db
      .update(contractor)
      .set({ warranty: { issuer: '서울보증보험', years: 2, bondNumber: null }, plants: [] })
      .where(eq(contractor.id, 4));
    const wrote = await t.database.db.transaction((tx) =>
      seedDemoPartners(tx, t.app.services.contractors, t.app.services.files, t.clock.now()),
    );
    expect(wrote).toBe(true);
    const third = await sectionsOf(3);
    expect(third.plants.entries).toHaveLength(2);
    expect(third.plants.checkedAt).not.toBeNull();
    expect(third.warranty.checkedAt).not.toBeNull();
    const fourth = await sectionsOf(4);
    expect(fourth.warranty.bond?.issuer).toBe('서울보증보험');
    expect(fourth.plants.entries).toEqual([]);
  });
});
