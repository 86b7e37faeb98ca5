import { describe, expect, it } from 'vitest';
import { formatDeadline } from '../packages/contracts/src/dates.js';
import { MATCHING_TEXTS } from '../packages/contracts/src/messages.js';
import { ERROR_MESSAGES } from '../packages/contracts/src/messages.js';
import { createCrgRequest, driveToSp1, sendProposal } from '../apps/server/src/test/lifecycle.js';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';
import { screenshot } from './support/console-scan.js';
import {
  banner,
  contractorIds,
  lifecycleApp,
  ownerFor,
  selectChecked,
} from './support/matching.js';

const HOUR_MS = 3600_000;

/*
 * The owner's session and clock (spec section 6): a session that expired on the server's clock
 * renews itself, and the countdowns are counted on the server's clock, not the device's.
 */
describe('owner session and server time', () => {
  const h = harnessForSuite();

  it('renews an expired session by itself and shows the match in SP2 after +288 h', async () => {
    const t = lifecycleApp(h);
    const deviceId = deviceIdForTest();
    const [first, second] = await contractorIds(h, 2);
    const request = await createCrgRequest(t, { owner: await ownerFor(h, deviceId) });
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app?deviceId=${deviceId}`);
    await page.getByRole('link', { name: /시공사 모집 중/ }).waitFor();

    // Two contractors apply; the recruiting period ends (3 days, by 23:59:59 of the third: +96 h
    // is past it, as in the README's walk) and the owner shortlists both.
    for (const ccId of [first!, second!]) await h.app.services.matching.apply(ccId, request.id);
    h.clock.advanceMs(96 * HOUR_MS);
    await page.goto(`/app/matching-status/detail?id=${request.id}`);
    await banner(page, '1차 시공사 선택').waitFor();
    await page.getByRole('checkbox').nth(1).waitFor();
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await selectChecked(page, 1);
    await banner(page, '제안서 작성 대기').waitFor();

    // Both send proposals; the proposal period ends (+192 h): the session of +0 h has expired.
    for (const ccId of [first!, second!]) await sendProposal(t, ccId, request.id);
    h.clock.advanceMs(192 * HOUR_MS);
    await page.reload();
    await banner(page, '최종 시공사 확정').waitFor();
    // The banner can arrive before the list of proposals: wait for the second one, then count.
    const proposalLinks = page.getByRole('button', { name: / 제안서 보기$/ });
    await proposalLinks.nth(1).waitFor();
    expect(await proposalLinks.count()).toBe(2);
    expect(await page.getByText(ERROR_MESSAGES.INVALID_SESSION).count()).toBe(0);

    // The home, fed by the same calls, shows the match and the reviews, never an empty state.
    await page.goto('/app');
    await page.getByRole('link', { name: /최종 시공사 확정/ }).waitFor();
    expect(await page.getByText(MATCHING_TEXTS.emptyInProgress).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'home-after-session-renewal');

    // Reopening the app as the shell does, in the same tab, after the next session expired too:
    // the selection period has ended on its own by then.
    h.clock.advanceMs(200 * HOUR_MS);
    await page.goto(`/app/matching-status/detail?id=${request.id}&deviceId=${deviceId}`);
    await banner(page, '매칭 종료').waitFor();
    expect(await page.getByText(ERROR_MESSAGES.INVALID_SESSION).count()).toBe(0);
  });

  it("counts down on the server's clock, as the server's reminder does", async () => {
    const t = lifecycleApp(h);
    const deviceId = deviceIdForTest();
    const request = await driveToSp1(t, {
      owner: await ownerFor(h, deviceId),
      applicants: await contractorIds(h, 2),
    });
    const sp1 = await h.app.services.matching.get(deviceId, request.id);
    const end = Date.parse(sp1.select1EndDate!);
    // The server's clock at 09:00 the day before the selection's last day (it ends at 23:59:59),
    // when the reminder goes out; the device's clock stays days behind.
    h.clock.advanceMs(end - 39 * HOUR_MS + 1000 - h.clock.now().getTime());
    await h.app.services.notifications.tick();
    const outbox = await h.app.inject({ method: 'GET', url: `/dev/outbox?to=${request.phone}` });
    const reminder = outbox
      .json<{ body: string }[]>()
      .find((sms) => sms.body.includes('마감됩니다'));
    expect(reminder?.body).toContain(`1차 시공사 선택 기간이 ${formatDeadline(end)}에 마감됩니다.`);

    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app/matching-status/detail?id=${request.id}&deviceId=${deviceId}`);
    await banner(page, '1차 시공사 선택').waitFor();
    expect(await banner(page, '1차 시공사 선택').innerText()).toMatch(/D-1$/);
    await page
      .getByRole('region', { name: '매칭 상태' })
      .getByText(`${formatDeadline(end)} 마감`)
      .waitFor();
    await page.goto('/app/matching-status/list');
    expect(await page.getByRole('link', { name: /1차 시공사 선택/ }).innerText()).toContain('D-1');
    await page.goto('/app');
    expect(await page.getByRole('link', { name: /1차 시공사 선택/ }).innerText()).toContain('D-1');
  });
});
