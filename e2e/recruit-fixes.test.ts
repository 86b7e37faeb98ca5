import { describe, expect, it } from 'vitest';
import { outboxCode } from '../apps/server/src/test/journey.js';
import { analysisJourney, PARCELS } from './support/analysis-journey.js';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';
import { recruitThroughApp } from './support/recruit.js';

/*
 * The recruit layer after the walk (minors 19-21), at 414 px: '아니요' says how to fix what is
 * wrong, a second request starts from the last one's contact, the collection consent names the
 * right to refuse, and the fields' focus ring is the app's own colour.
 */
describe('recruiting, the owner’s way round', () => {
  const h = harnessForSuite();
  const { openSearch, startAnalysis, openProfit } = analysisJourney(h);

  it('answers ‘아니요’ with how to fix the type, the area or the address', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    await startAnalysis(page, PARCELS.landP);
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    const profit = await openProfit(page);
    await profit.getByRole('button', { name: '시공사 모집하기' }).click();
    const recruit = page.getByRole('dialog', { name: '시공사 모집 신청' });
    await recruit.getByRole('button', { name: '아니요' }).click();
    const fix = page.getByRole('dialog', { name: '정보 고치기' });
    await fix.getByRole('heading', { name: '어떤 정보가 다른가요?' }).waitFor();
    await fix.getByText(/지붕 또는 토지를 다시 고르면 면적을 확인하고 고칠 수 있어요/).waitFor();
    expect(await fix.getByRole('link', { name: '다른 주소 입력하기' }).getAttribute('href')).toBe(
      '/app?bm=menu',
    );
    await fix.getByRole('button', { name: '설치 유형·면적 고치기' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: '지붕', exact: true }).click();
    await page
      .getByText(/면적을 수정하시겠어요|지붕의 면적을 직접 입력해 주세요/)
      .first()
      .waitFor();
  });

  it('fills a second request from the last one, names the right to refuse, and rings focus in orange', async () => {
    const deviceId = deviceIdForTest();
    const page = await h.newPage({ skipAccess: true, deviceId });
    const { phone } = await recruitThroughApp(h, page, deviceId, PARCELS.recruit);

    await openSearch(page, deviceId);
    await startAnalysis(page, PARCELS.expiry);
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    const profit = await openProfit(page);
    await profit.getByRole('button', { name: '시공사 모집하기' }).click();
    await page.getByRole('button', { name: '예', exact: true }).click();
    await page.getByRole('button', { name: '건너뛰고 신청서 작성하기' }).click();
    const form = page.getByRole('dialog', { name: '시공사 모집 신청서' });
    await form.getByText(/지난 신청 때 입력한 이름, 이메일, 휴대폰 번호를 채워 두었어요/).waitFor();
    expect(await form.getByLabel('이름').inputValue()).toBe('김햇빛');
    await form.getByRole('button', { name: '다음' }).click();
    expect(await form.getByLabel('이메일', { exact: true }).inputValue()).toBe('sunny@example.com');
    await form.getByRole('button', { name: '다음' }).click();
    const phoneInput = form.getByLabel('휴대폰 번호');
    expect(await phoneInput.inputValue()).toBe(phone);

    // The focus ring of a field is the app's orange-brown, not the browser's blue.
    await phoneInput.focus();
    await page.keyboard.press('End');
    const ring = await phoneInput.evaluate((element) => getComputedStyle(element).outlineColor);
    expect(ring).toBe('rgb(163, 78, 0)');

    // The collection consent names what refusing means, as the third-party one does.
    await form.getByRole('button', { name: '인증번호 받기' }).click();
    await form.getByLabel('인증번호').fill(await outboxCode(h.app, phone));
    await form.getByRole('button', { name: '확인', exact: true }).click();
    await form.getByText('수집 내용 보기').click();
    await form.getByText('동의를 거부할 권리').first().waitFor();
    await form
      .getByText('동의를 거부할 수 있으며, 거부하면 시공사 모집을 신청할 수 없습니다.')
      .first()
      .waitFor();
  });
});
