import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { PrivacyExport } from '../packages/contracts/src/privacy.js';
import { PRIVACY_TEXTS } from '../packages/contracts/src/privacy.js';
import { createCrgRequest } from '../apps/server/src/test/lifecycle.js';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';
import { lifecycleApp, ownerFor } from './support/matching.js';

/*
 * 내 정보 관리 (the privacy policy's 제7조) at the app's 414 px: the export by section, saved as a
 * file, and the deletion behind a confirmation dialog; afterwards the same device shows nothing.
 */
describe('내 정보 관리', () => {
  const h = harnessForSuite();

  it('shows what is held by section, saves it as a file and deletes it once confirmed', async () => {
    const deviceId = deviceIdForTest();
    const owner = await ownerFor(h, deviceId);
    const request = await createCrgRequest(lifecycleApp(h), {
      owner,
      name: '남궁보람',
      email: 'boram@example.com',
    });
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app?deviceId=${deviceId}`);
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page
      .getByRole('dialog', { name: '메뉴' })
      .getByRole('link', { name: PRIVACY_TEXTS.title })
      .click();
    await page.waitForURL((url) => url.pathname === '/app/my-data');

    const requests = page.getByRole('region', { name: PRIVACY_TEXTS.sections.requests });
    await requests.getByText('남궁보람').waitFor();
    await requests.getByText(request.phone).waitFor();
    await requests.getByText('boram@example.com').waitFor();
    for (const name of Object.values(PRIVACY_TEXTS.sections)) {
      await page.getByRole('region', { name }).waitFor();
    }
    // Nothing runs wider than the app's 414 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      414,
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: PRIVACY_TEXTS.save }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^햇빛매칭_내정보_\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(await readFile((await download.path())!, 'utf8')) as PrivacyExport;
    expect(saved.requests[0]).toMatchObject({
      id: request.id,
      name: '남궁보람',
      phone: request.phone,
    });

    // The deletion asks first; 취소 leaves everything as it was.
    const erase = page.getByRole('button', { name: PRIVACY_TEXTS.erase });
    const dialog = page.getByRole('dialog', { name: PRIVACY_TEXTS.eraseTitle });
    await erase.click();
    await dialog.getByText(PRIVACY_TEXTS.eraseBody).waitFor();
    await dialog.getByRole('button', { name: PRIVACY_TEXTS.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await h.app.services.privacy.exportOf(deviceId)).requests).toHaveLength(1);

    await erase.click();
    await dialog.getByRole('button', { name: PRIVACY_TEXTS.eraseConfirm, exact: true }).click();
    await page.getByRole('status').filter({ hasText: PRIVACY_TEXTS.erased }).waitFor();
    expect((await h.app.services.privacy.exportOf(deviceId)).requests).toEqual([]);

    // The app opens a new session on the same device: nothing of the old data is shown.
    await page.goto('/app/my-data');
    await page
      .getByRole('region', { name: PRIVACY_TEXTS.sections.requests })
      .getByText(PRIVACY_TEXTS.empty)
      .waitFor();
    expect(await page.getByText(request.phone).count()).toBe(0);
    expect(await page.getByText('남궁보람').count()).toBe(0);
  });

  it('lets an operator run the same deletion for an e-mailed request, confirmed', async () => {
    const request = await createCrgRequest(lifecycleApp(h), { name: '선우다온' });
    const page = await h.newPage({ width: 1280, height: 900 });
    await page.goto('/admin');
    await page.getByLabel('아이디').fill('admin');
    await page.getByLabel('비밀번호').fill('admin1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
    await page.goto(`/admin/matches/${request.id}`);
    await page.getByRole('heading', { name: new RegExp(`매칭 #${request.id}`) }).waitFor();

    await page.getByLabel('요청 확인 내용').fill('2026-11-28 이메일 요청, 신청 번호로 본인 확인');
    await page.getByRole('button', { name: '개인정보 삭제' }).click();
    const confirm = page.getByRole('dialog', { name: '개인정보 삭제' });
    await confirm.getByText(/삭제할까요\?/).waitFor();
    await confirm.getByRole('button', { name: '삭제 확정' }).click();
    await page
      .getByRole('status')
      .getByText(/개인정보를 삭제했습니다/)
      .waitFor();
    expect((await h.app.services.privacy.exportOf(request.owner.deviceId)).requests).toEqual([]);
    expect(await page.getByText(request.phone).count()).toBe(0);
  });
});
