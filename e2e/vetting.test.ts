import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PartnerMe } from '../packages/contracts/src/partner.js';
import { businessNumber, DOCUMENT_PDF, partnerCookie } from '../apps/server/src/test/consoles.js';
import { driveToSp1 } from '../apps/server/src/test/lifecycle.js';
import { deviceIdForTest, startHarness, type Harness } from './support/harness.js';
import { lifecycleApp, ownerFor } from './support/matching.js';
import { screenshot } from './support/console-scan.js';
import { samplePlantPhoto } from '../apps/server/src/modules/partner/sample-documents.js';
import { outboxCode } from '../apps/server/src/test/journey.js';
import {
  PARTNER_PRIVACY_CONSENT,
  PARTNER_TERMS_CONSENT,
} from '../packages/contracts/src/partner-onboarding.js';

/*
 * Vetting at desktop width against the real server (issue 19, decision 015): a contractor signs
 * up with its 전기공사업 registration number and both documents, an operator opens them and
 * approves, checks one figure and the licence number, and the owner's business-info popup shows
 * what operators checked ('운영팀 확인 · date') apart from what the contractor states ('자체 기재'),
 * and the contractor's card carries the checked licence number. Then the contractor adds a photo
 * to its finished plant, the operator checks the plants, and the owner sees the photo (decision 028).
 */

/** How every screen names the photo of the finished plant below. */
const PLANT_PHOTO_ALT = '99.5kW 2024년 경상남도 김해시 준공 사진';

/** A small PNG scan (1×1 pixel). */
const SCAN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

describe('vetting of contractors', () => {
  let h: Harness;
  let operator: Page;

  beforeAll(async () => {
    h = await startHarness();
    operator = await h.newPage({ width: 1280, height: 900 });
  });
  afterAll(async () => h?.close());

  it('signs up with documents; the operator opens them, approves and checks a figure; owners see the marks', async () => {
    // The contractor signs up with its registration number and both documents.
    const contractor = await h.newPage({ width: 1280, height: 900 });
    await contractor.goto('/partner/signup');
    await contractor.getByRole('heading', { name: '시공사 파트너 가입 신청' }).waitFor();
    await contractor.getByLabel('아이디').fill('vetted-sun');
    await contractor.getByLabel('비밀번호').fill('solar12!');
    await contractor.getByLabel('사업자등록번호').fill(businessNumber('220811999'));
    await contractor.getByLabel('전기공사업 등록번호').fill('경남-01234');
    await contractor.getByLabel('휴대폰 번호').fill('01055556666');
    await contractor.getByLabel('회사명').fill('확인솔라');
    await contractor.getByLabel('대표자명').fill('정대표');
    await contractor.getByLabel('이메일').fill('vetted@solar.kr');
    await contractor.getByRole('button', { name: '인증번호 받기' }).click();
    await contractor.getByText('인증번호를 보냈습니다.', { exact: false }).waitFor();
    await contractor
      .getByLabel('인증번호', { exact: true })
      .fill(await outboxCode(h.app, '010-5555-6666'));
    await contractor.getByLabel(PARTNER_PRIVACY_CONSENT.label).check();
    await contractor.getByLabel(PARTNER_TERMS_CONSENT.label).check();
    await contractor.getByLabel('사업자등록증', { exact: true }).setInputFiles({
      name: '사업자등록증.pdf',
      mimeType: 'application/pdf',
      buffer: DOCUMENT_PDF,
    });
    await contractor.getByLabel('전기공사업 등록증', { exact: true }).setInputFiles({
      name: '등록증.png',
      mimeType: 'image/png',
      buffer: SCAN_PNG,
    });
    await contractor.getByRole('button', { name: '가입 신청' }).click();
    await contractor.getByText('가입 신청이 접수되었습니다.', { exact: false }).waitFor();
    await contractor.getByText('제출한 서류: 사업자등록증, 전기공사업 등록증').waitFor();

    // The operator reads the number, opens both documents and approves.
    await operator.goto('/admin');
    await operator.getByLabel('아이디').fill('admin');
    await operator.getByLabel('비밀번호').fill('admin1234!');
    await operator.getByRole('button', { name: '로그인' }).click();
    await operator.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
    await operator.getByRole('link', { name: '시공사 관리' }).click();
    const row = operator.getByRole('row', { name: /확인솔라/ });
    await row.getByText('제출 완료').waitFor();
    await row.getByRole('link', { name: '확인솔라' }).click();
    await operator.getByRole('heading', { name: '확인솔라 · 승인 대기', level: 1 }).waitFor();
    await operator.getByRole('region', { name: '가입 정보' }).getByText('경남-01234').waitFor();
    for (const [name, type] of [
      ['사업자등록증 내려받기', 'application/pdf'],
      ['전기공사업 등록증 내려받기', 'image/png'],
    ] as const) {
      const href = await operator.getByRole('link', { name }).getAttribute('href');
      const opened = await operator.request.get(href!);
      expect(opened.status(), name).toBe(200);
      expect(opened.headers()['content-type']).toBe(type);
    }
    // A scan as an image downloads as the PDF does (one behaviour for every document).
    const [scan] = await Promise.all([
      operator.waitForEvent('download'),
      operator.getByRole('link', { name: '전기공사업 등록증 내려받기' }).click(),
    ]);
    expect(scan.url()).toContain('/documents/licence');
    await scan.cancel();
    await operator.getByRole('button', { name: '승인', exact: true }).click();
    // Asked once more before it is sent.
    await operator
      .getByRole('dialog', { name: '시공사 승인' })
      .getByRole('button', { name: '승인', exact: true })
      .click();
    await operator.getByRole('status').getByText('확인솔라 승인을 마쳤습니다.').waitFor();
    await operator.getByRole('heading', { name: '확인솔라 · 승인', level: 1 }).waitFor();

    // The approved contractor fills in its figures; the operator checks the capital.
    const cookie = await partnerCookie(h.app, 'vetted-sun', 'solar12!');
    const me = (
      await h.app.inject({ method: 'GET', url: '/api/partner/me', headers: { cookie } })
    ).json<PartnerMe>();
    const saved = await h.app.inject({
      method: 'PUT',
      url: '/api/partner/profile',
      headers: { cookie },
      payload: {
        comName: '확인솔라',
        intro: '경남 지붕형 태양광 전문',
        constructionCapacity: 800,
        constructionCnt: 25,
        constructionPerformanceName: '공장 지붕 25건',
        constructionCareerName: '9년',
        capital: 300,
        nationwideTotalLank: 0,
        nationwideOwnLank: 0,
        localTotalLank: 0,
        localOwnLank: 0,
        address: '경상남도 창원시 성산구 중앙대로 1',
        foundedYear: 2015,
        warranty: { issuer: '전기공사공제조합', years: 5, bondNumber: null },
        plants: [{ sizeKw: 99.5, year: 2024, sido: '경상남도', sigungu: '김해시' }],
        regions: ['48'],
      },
    });
    expect(saved.statusCode).toBe(200);
    await operator.reload();
    const capital = operator.getByRole('row', { name: /자본금/ });
    await capital.getByText('자체 기재').waitFor();
    await capital.getByRole('button', { name: '자본금 확인 표시' }).click();
    await capital.getByText('확인됨').waitFor();
    // It checks the 전기공사업 registration number against the licence document.
    const licence = operator.getByRole('row', { name: /전기공사업 등록번호/ });
    await licence.getByText('자체 기재').waitFor();
    await licence.getByRole('button', { name: '전기공사업 등록번호 확인 표시' }).click();
    await licence.getByText(/운영팀 확인 · \d{4}\.\d{2}\.\d{2}/).waitFor();
    // It checks the 하자이행보증 as a whole; the finished plants stay self-declared.
    const bond = operator.getByRole('row', { name: /하자이행보증/ });
    await bond.getByText('전기공사공제조합 · 5년').waitFor();
    await bond.getByRole('button', { name: '하자이행보증 확인 표시' }).click();
    await bond.getByText(/운영팀 확인 · \d{4}\.\d{2}\.\d{2}/).waitFor();
    await operator
      .getByRole('row', { name: /준공 실적/ })
      .getByText('2024년 · 경상남도 김해시 · 99.5kW')
      .waitFor();

    // The owner's business-info popup marks each figure.
    const deviceId = deviceIdForTest();
    const request = await driveToSp1(lifecycleApp(h), {
      owner: await ownerFor(h, deviceId),
      applicants: [me.contractorId],
    });
    const owner = await h.newPage({ skipAccess: true });
    await owner.goto(`/app/matching-status/detail?id=${request.id}&deviceId=${deviceId}`);
    await owner.getByRole('button', { name: '확인솔라 사업자 정보' }).click();
    const info = owner.getByRole('dialog', { name: '확인솔라 사업자 정보' });
    // What operators checked stands apart from what the contractor states itself.
    const checked = info.getByRole('region', { name: '운영팀이 확인한 정보' });
    const declared = info.getByRole('region', { name: '시공사가 직접 입력한 정보' });
    const fact = (group: typeof info, label: string) =>
      group.locator('dl > div').filter({ hasText: label });
    await fact(checked, '자본금').getByText('3억원').waitFor();
    for (const label of ['전기공사업 등록번호', '자본금']) {
      expect(
        await fact(checked, label)
          .getByText(/운영팀 확인 · \d{4}\.\d{2}\.\d{2}/)
          .count(),
        label,
      ).toBe(1);
    }
    await fact(checked, '전기공사업 등록번호').getByText('경남-01234').waitFor();
    await fact(checked, '하자이행보증')
      .getByText('전기공사공제조합 · 5년', { exact: false })
      .waitFor();
    await fact(declared, '준공 실적')
      .getByText('2024년 · 경상남도 김해시 · 99.5kW', { exact: false })
      .waitFor();
    expect(await fact(declared, '준공 실적').getByText('자체 기재').count()).toBe(1);
    for (const label of [
      '사업자등록번호',
      '대표자',
      '소재지',
      '설립연도',
      '시공 용량',
      '시공 건수',
      '시공 실적',
      '시공 경력',
    ]) {
      expect(await fact(declared, label).getByText('자체 기재').count(), label).toBe(1);
      expect(await fact(checked, label).count(), label).toBe(0);
    }
    await fact(declared, '사업자등록번호').getByText('220-81-1999', { exact: false }).waitFor();
    await fact(declared, '설립연도')
      .getByText(/2015년 \(업력 \d+년\)/)
      .waitFor();
    // A rank left empty shows no mark at all.
    expect(
      await fact(declared, '전국 순위')
        .getByText(/자체 기재|운영팀 확인/)
        .count(),
    ).toBe(0);
    await screenshot(owner, 'vetting-biz-info-popup');
    await info.getByRole('button', { name: '닫기' }).click();

    // The contractor's card in the list carries the checked licence number.
    const card = owner.getByRole('listitem').filter({ hasText: '확인솔라' });
    await card.getByText(/운영팀 확인 · \d{4}\.\d{2}\.\d{2}/).waitFor();
    await card.getByText('전기공사업 경남-01234').waitFor();

    // The contractor, signed in on its phone, adds a photo to its finished plant and saves it.
    const phone = await h.newPage({ width: 414, height: 900 });
    await phone.goto('/partner');
    await phone.getByLabel('아이디').fill('vetted-sun');
    await phone.getByLabel('비밀번호').fill('solar12!');
    await phone.getByRole('button', { name: '로그인' }).click();
    await phone.getByRole('heading', { level: 1, name: '지원 가능한 요청' }).waitFor();
    await phone.getByRole('link', { name: '회사 정보' }).first().click();
    const sections = phone.getByRole('form', { name: '보증·준공 실적' });
    const plant = sections.getByRole('group', { name: '준공 실적 1' });
    await plant.getByLabel(/^준공 사진/).setInputFiles({
      name: '김해 준공.png',
      mimeType: 'image/png',
      buffer: samplePlantPhoto(7),
    });
    await plant.getByRole('img', { name: PLANT_PHOTO_ALT }).waitFor();
    await sections.getByRole('button', { name: '보증·준공 실적 등록' }).click();
    await sections.getByRole('status').getByText('저장했습니다.').waitFor();

    // The operator (signed in again: the lifecycle's clock outlasted its session) sees the photo
    // beside the plant and checks the plants as a whole.
    await operator.goto('/admin');
    await operator.getByLabel('아이디').fill('admin');
    await operator.getByLabel('비밀번호').fill('admin1234!');
    await operator.getByRole('button', { name: '로그인' }).click();
    await operator.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
    await operator.goto(`/admin/contractors/${me.contractorId}`);
    const plants = operator.getByRole('row', { name: /준공 실적/ });
    await plants.getByRole('img', { name: PLANT_PHOTO_ALT }).waitFor();
    await plants.getByRole('button', { name: '준공 실적 확인 표시' }).click();
    await plants.getByText(/운영팀 확인 · \d{4}\.\d{2}\.\d{2}/).waitFor();

    // The owner's popup lists the plants as checked, with the photo and its alternative text.
    await owner.reload();
    await owner.getByRole('button', { name: '확인솔라 사업자 정보' }).click();
    const photo = fact(checked, '준공 실적').getByRole('img', { name: PLANT_PHOTO_ALT });
    await photo.waitFor();
    const width = await photo.evaluate((node) => {
      const image = node as HTMLImageElement;
      return image.complete
        ? image.naturalWidth
        : new Promise<number>((resolve) => {
            image.addEventListener('load', () => resolve(image.naturalWidth));
            image.addEventListener('error', () => resolve(0));
          });
    });
    expect(width).toBeGreaterThan(0);
    expect(await fact(declared, '준공 실적').count()).toBe(0);
    await screenshot(owner, 'vetting-biz-info-plant-photo');
  });
});
