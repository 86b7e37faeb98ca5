import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { THREAD_TEXTS } from '../packages/contracts/src/conversations.js';
import { formatDeadline, kstClock } from '../packages/contracts/src/dates.js';
import { partnerCookie } from '../apps/server/src/test/consoles.js';
import { driveToSp1, quoteBody, sendProposal } from '../apps/server/src/test/lifecycle.js';
import { harnessForSuite } from './support/harness.js';
import { banner, contractorIds, lifecycleApp } from './support/matching.js';

/*
 * A conversation before the choice (issue 33): a shortlisted contractor in the console and the
 * owner in the app at 414 px exchange messages and agree a site visit; a link does not pass,
 * neither sees the other's phone; once every proposal and quote is in, the owner ends the
 * proposal period early and compares.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A `datetime-local` value in Korea time, `days` after the server's today, at `hour`:00. */
function kstLocal(now: Date, days: number, hour: number): { local: string; iso: string } {
  const kst = kstClock(new Date(now.getTime() + days * 86_400_000));
  const date = `${kst.getUTCFullYear()}-${pad(kst.getUTCMonth() + 1)}-${pad(kst.getUTCDate())}`;
  const local = `${date}T${pad(hour)}:00`;
  return { local, iso: new Date(`${local}:00+09:00`).toISOString() };
}

describe('the owner and a shortlisted contractor talk before the choice', () => {
  const h = harnessForSuite();

  async function consoleLogin(userId: string): Promise<Page> {
    const page = await h.newPage({ width: 1280, height: 900 });
    await page.goto('/partner');
    await page.getByLabel('아이디').fill(userId);
    await page.getByLabel('비밀번호').fill('demo1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('heading', { level: 1, name: '지원 가능한 요청' }).waitFor();
    return page;
  }

  it('exchange messages and agree a site visit; no link, no phone; the owner closes proposals early', async () => {
    const ids = await contractorIds(h, 2);
    const request = await driveToSp1(lifecycleApp(h), { applicants: ids });
    await h.app.services.matching.select1(request.owner.deviceId, request.id, ids);
    const cards = await h.app.services.contractors.cards(ids);
    const comName = cards.get(ids[0]!)!.comName;
    const contractorPhone = (await h.app.services.partner.contacts([ids[0]!])).get(ids[0]!)!.phone;
    const ownerDigits = request.phone.replace(/-/g, '');

    // The contractor asks, with a link, and proposes three visit times.
    const partner = await consoleLogin('partner01');
    await partner.goto(`/partner/requests/${request.id}`);
    const thread = partner.getByRole('region', { name: THREAD_TEXTS.partnerTitle });
    await thread.waitFor();
    await thread
      .getByRole('textbox', { name: THREAD_TEXTS.messageLabel, exact: true })
      .fill('지붕 구조를 확인하고 싶습니다. 시공 사례는 https://example.com/cases 에서 보세요.');
    await thread.getByRole('button', { name: THREAD_TEXTS.send }).click();
    await thread.getByText(THREAD_TEXTS.linkRemoved).waitFor();
    expect(await thread.getByText('example.com').count()).toBe(0);

    const now = h.clock.now();
    const slots = [kstLocal(now, 2, 14), kstLocal(now, 3, 10), kstLocal(now, 4, 16)];
    for (const [index, slot] of slots.entries()) {
      await thread.getByLabel(THREAD_TEXTS.visitTimeLabel(index + 1)).fill(slot.local);
    }
    await thread.getByLabel(THREAD_TEXTS.visitNoteLabel).fill('30분 정도 걸립니다.');
    await thread.getByRole('button', { name: THREAD_TEXTS.visitPropose }).click();
    await thread.getByText(THREAD_TEXTS.visitWaiting).waitFor();

    // The owner reads it in the app, accepts the second time and answers with a phone number.
    const owner = await h.newPage({ skipAccess: true });
    await owner.goto(
      `/app/matching-status/detail?id=${request.id}&deviceId=${request.owner.deviceId}`,
    );
    await banner(owner, '제안서 작성 대기').waitFor();
    await owner.getByText(THREAD_TEXTS.quoteWaiting).first().waitFor();
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      414,
    );
    await owner.screenshot({
      path: `${process.env.E2E_SCREENSHOT_DIR ?? '/tmp'}/thread-owner-list.png`,
      fullPage: true,
    });
    await owner.getByRole('button', { name: `${comName} ${THREAD_TEXTS.open}` }).click();
    const dialog = owner.getByRole('dialog', { name: `${comName} · ${THREAD_TEXTS.title}` });
    await dialog.getByText('지붕 구조를 확인하고 싶습니다.', { exact: false }).waitFor();
    await dialog.getByText(THREAD_TEXTS.linkRemoved).waitFor();
    expect(await dialog.getByText('example.com').count()).toBe(0);
    await dialog
      .getByRole('button', {
        name: `${formatDeadline(slots[1]!.iso)} ${THREAD_TEXTS.visitAccept}`,
      })
      .click();
    await dialog.getByText(THREAD_TEXTS.visitAgreed(formatDeadline(slots[1]!.iso))).waitFor();
    await dialog
      .getByRole('textbox', { name: THREAD_TEXTS.messageLabel, exact: true })
      .fill('네, 그때 뵙겠습니다. 제 번호는 010-2468-1357입니다.');
    await dialog.getByRole('button', { name: THREAD_TEXTS.send }).click();
    await dialog.getByText('(연락처 비공개)', { exact: false }).waitFor();
    const ownerText = await owner.locator('body').innerText();
    expect(ownerText).not.toContain(contractorPhone);
    expect(ownerText).not.toContain(contractorPhone.replace(/-/g, ''));
    await owner.screenshot({
      path: `${process.env.E2E_SCREENSHOT_DIR ?? '/tmp'}/thread-owner.png`,
    });
    await dialog.getByRole('button', { name: '닫기' }).click();

    // The contractor sees the agreed visit and the answer, without the owner's phone.
    await partner.reload();
    await thread.getByText(THREAD_TEXTS.visitAgreed(formatDeadline(slots[1]!.iso))).waitFor();
    await thread.getByText('(연락처 비공개)', { exact: false }).waitFor();
    const partnerText = await partner.locator('body').innerText();
    expect(partnerText).not.toContain(request.phone);
    expect(partnerText).not.toContain(ownerDigits);
    expect(partnerText).not.toContain('2468-1357');

    // Every proposal and quote in: the owner ends the proposal period early and compares.
    for (const [index, ccId] of ids.entries()) {
      await sendProposal(lifecycleApp(h), ccId, request.id);
      const cookie = await partnerCookie(h.app, `partner0${index + 1}`);
      const saved = await h.app.inject({
        method: 'PUT',
        url: `/api/partner/requests/${request.id}/quote`,
        headers: { cookie },
        payload: quoteBody(),
      });
      expect(saved.statusCode).toBe(200);
    }
    await owner.reload();
    await owner.getByRole('button', { name: THREAD_TEXTS.closeProposals }).click();
    await owner
      .getByRole('dialog', { name: THREAD_TEXTS.closeProposals })
      .getByRole('button', { name: THREAD_TEXTS.closeProposals })
      .click();
    await banner(owner, '최종 시공사 확정').waitFor();
    await owner.getByRole('heading', { name: '견적 비교' }).waitFor();
  });
});
