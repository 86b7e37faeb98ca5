import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PARCELS } from '../apps/server/src/test/journey.js';
import {
  createCrgRequest,
  driveToCmc,
  driveToSp1,
  sendProposal,
} from '../apps/server/src/test/lifecycle.js';
import { deviceIdForTest, startHarness, type Harness } from './support/harness.js';
import { advancePast, contractorIds, lifecycleApp, ownerFor } from './support/matching.js';

/*
 * The operator's rescue tools and review moderation in the console at desktop width (issue 19):
 * a PSB extended by days with a reason, a CP1 request in a 시도 without contractors reopened as a
 * new recruitment, and a contractor review that reaches the owner's business-info popup and the
 * contractor's console only once an operator published it.
 */

describe('operator rescue and moderation', () => {
  let h: Harness;
  let operator: Page;

  /** Signs in again: console sessions end with the server's clock, which the tests move. */
  async function signIn(): Promise<void> {
    await operator.goto('/admin');
    await operator.getByRole('heading', { name: '운영 콘솔 로그인' }).waitFor();
    await operator.getByLabel('아이디').fill('admin');
    await operator.getByLabel('비밀번호').fill('admin1234!');
    await operator.getByRole('button', { name: '로그인' }).click();
    await operator.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
  }

  beforeAll(async () => {
    h = await startHarness();
    operator = await h.newPage({ width: 1280, height: 900 });
    await signIn();
  });
  afterAll(async () => h?.close());

  const ownerTexts = async (phone: string) => {
    await h.app.services.notifications.tick();
    const outbox = await h.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` });
    return outbox.json<{ body: string }[]>().map((item) => item.body);
  };

  it('extends a PSB by three days with a reason; the owner is told', async () => {
    const ids = await contractorIds(h, 3);
    const deviceId = deviceIdForTest();
    const request = await driveToSp1(lifecycleApp(h), {
      owner: await ownerFor(h, deviceId),
      applicants: ids,
    });
    await h.app.services.matching.select1(deviceId, request.id, ids.slice(0, 2));
    await sendProposal(lifecycleApp(h), ids[0]!, request.id);
    const before = (await h.app.services.matching.get(deviceId, request.id)).propose2EndDate!;

    await signIn();
    await operator.getByRole('link', { name: '매칭 관리' }).click();
    await operator.getByRole('link', { name: `#${request.id}`, exact: true }).click();
    await operator.getByRole('heading', { name: '제안서 제출 기간 연장' }).waitFor();
    const submit = operator.getByRole('button', { name: '기간 연장' });
    expect(await submit.isDisabled()).toBe(true);
    await operator.getByLabel('연장 일수').selectOption('3');
    await operator.getByLabel('연장 사유').fill('시공사 요청으로 제안서 기한을 늘립니다.');
    await submit.click();
    const confirm = operator.getByRole('dialog', { name: '제안서 제출 기간 연장' });
    await confirm.getByText(/3일 연장해 .+까지로 할까요\?/).waitFor();
    await confirm.getByRole('button', { name: '연장 확정' }).click();
    await operator
      .getByRole('status')
      .getByText(/까지 연장했습니다\./)
      .waitFor();
    await operator.getByRole('cell', { name: '기간 연장', exact: true }).waitFor();

    const after = (await h.app.services.matching.get(deviceId, request.id)).propose2EndDate!;
    expect(Date.parse(after) - Date.parse(before)).toBe(3 * 86_400_000);
    const texts = await ownerTexts(request.phone);
    expect(texts.filter((text) => text.includes('제안서 제출 기간이'))).toHaveLength(1);
  });

  it('shows a contractor review to the owner and the contractor only after it is published', async () => {
    const ids = await contractorIds(h, 3);
    const deviceId = deviceIdForTest();
    const owner = await ownerFor(h, deviceId);
    const request = await driveToCmc(lifecycleApp(h), {
      owner,
      applicants: ids,
      shortlist: ids.slice(0, 2),
      finals: [ids[1]!],
    });
    const chosen = ids[1]!;
    const comName = (await h.app.services.contractors.bizInfo(chosen)).comName;
    const written = await h.app.inject({
      method: 'POST',
      url: '/api/match-review',
      headers: { authorization: (await ownerFor(h, deviceId)).authorization },
      payload: {
        matchReqId: request.id,
        deviceId,
        score: 5,
        title: '검토를 거친 후기',
        contents: '비교하기 쉬웠습니다.',
        matchReviews: [{ ccId: chosen, score: 4, contents: '약속한 날짜에 공사를 마쳤습니다.' }],
      },
    });
    expect(written.statusCode).toBe(201);

    const page = await h.newPage({ skipAccess: true });
    const openInfo = async () => {
      await page.goto(`/app/matching-status/detail?id=${request.id}&deviceId=${deviceId}`);
      await page.getByRole('button', { name: `${comName} 사업자 정보` }).click();
      return page.getByRole('dialog', { name: `${comName} 사업자 정보` });
    };
    let info = await openInfo();
    await info.getByText('아직 공개된 후기가 없습니다.').waitFor();

    await signIn();
    await operator.getByRole('link', { name: '후기 검토' }).click();
    await operator.getByRole('heading', { name: '후기 검토', level: 1 }).waitFor();
    const company = operator.getByRole('row', { name: /약속한 날짜에 공사를 마쳤습니다/ });
    await company.getByRole('button', { name: / 공개$/ }).click();
    const publish = operator.getByRole('dialog', { name: '후기 공개' });
    await publish.getByText(/공개할까요\?/).waitFor();
    await publish.getByRole('button', { name: '공개', exact: true }).click();
    await operator
      .getByRole('status')
      .getByText(/공개했습니다\./)
      .waitFor();

    const platform = operator.getByRole('row', { name: /검토를 거친 후기/ });
    await platform.getByRole('button', { name: / 숨기기$/ }).click();
    const hide = operator.getByRole('dialog', { name: '후기 숨기기' });
    const hideButton = hide.getByRole('button', { name: '숨기기', exact: true });
    expect(await hideButton.isDisabled()).toBe(true);
    await hide.getByLabel('숨기는 사유').fill('개인 연락처가 적혀 있어 숨깁니다.');
    await hideButton.click();
    await operator
      .getByRole('status')
      .getByText(/숨겼습니다\./)
      .waitFor();
    await operator.getByLabel('검토 상태').selectOption('hidden');
    await operator
      .getByRole('row', { name: /검토를 거친 후기/ })
      .getByText('사유: 개인 연락처가 적혀 있어 숨깁니다.')
      .waitFor();

    info = await openInfo();
    await info.getByText(/평균 4\.0점 · 후기 1건/).waitFor();
    await info.getByText('약속한 날짜에 공사를 마쳤습니다.').waitFor();

    const home = await h.app.inject({ method: 'GET', url: '/api/match-com/install-review' });
    expect(home.body).not.toContain('검토를 거친 후기');

    const partner = await h.newPage({ width: 1280, height: 900 });
    await partner.goto('/partner');
    await partner.getByLabel('아이디').fill('partner02');
    await partner.getByLabel('비밀번호').fill('demo1234!');
    await partner.getByRole('button', { name: '로그인' }).click();
    await partner.getByRole('heading', { level: 1, name: '지원 가능한 요청' }).waitFor();
    await partner.getByRole('link', { name: '고객 후기' }).click();
    await partner.getByText(/평균 4\.0점 · 후기 1건/).waitFor();
    await partner.getByRole('row', { name: /약속한 날짜에 공사를 마쳤습니다/ }).waitFor();
  });

  it('reopens a CP1 request in a 시도 no contractor serves as a new recruitment', async () => {
    // Nobody approved serves 제주 from here on.
    for (const recipient of await h.app.services.partner.leadRecipients(PARCELS.jejuLand.pnu)) {
      await h.app.services.partner.setStatus(recipient.contractorId, 'suspended');
    }
    const deviceId = deviceIdForTest();
    const request = await createCrgRequest(lifecycleApp(h), {
      owner: await ownerFor(h, deviceId),
      parcel: PARCELS.jejuLand,
    });

    await operator.getByRole('link', { name: '시공사 없는 지역' }).click();
    await operator.getByRole('heading', { name: '시공사 없는 지역의 모집', level: 1 }).waitFor();
    const row = operator.getByRole('row', { name: new RegExp(`#${request.id}\\b.*제주`) });
    await row.waitFor();

    advancePast(h, (await h.app.services.matching.get(deviceId, request.id)).propose1EndDate);
    await signIn();
    await operator.goto(`/admin/matches/${request.id}`);
    await operator.getByRole('heading', { name: /지원 시공사 없음/, level: 1 }).waitFor();
    await operator.getByLabel('다시 모집하는 사유').fill('제주 시공사를 섭외해 다시 모집합니다.');
    await operator.getByRole('button', { name: '다시 모집' }).click();
    const confirm = operator.getByRole('dialog', { name: '다시 모집' });
    await confirm.getByText(/새 시공사 모집을 시작할까요\?/).waitFor();
    await confirm.getByRole('button', { name: '모집 시작' }).click();
    const done = operator.getByRole('status').filter({ hasText: '새 모집을 시작했습니다' });
    await done.waitFor();
    await done.getByRole('link', { name: /^매칭 #\d+$/ }).click();
    await operator.getByRole('heading', { name: /시공사 모집 중/, level: 1 }).waitFor();
    await operator.getByRole('cell', { name: '운영자 재모집', exact: true }).waitFor();

    const mine = await h.app.services.matching.list(deviceId);
    const reopened = mine.find((item) => item.id !== request.id);
    expect(reopened).toMatchObject({ status: 'CRG', address: PARCELS.jejuLand.address });
    expect(mine.find((item) => item.id === request.id)).toMatchObject({
      status: 'CME',
      matchCompleteCode: 'CP1',
    });
    const texts = await ownerTexts(request.phone);
    expect(texts.filter((text) => text.includes('운영자가 다시 시작했습니다'))).toHaveLength(1);
  });
});
