import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiEndpoints as endpoints, type MatchReq } from '../packages/contracts/src/index.js';
import { formatDeadline } from '../packages/contracts/src/dates.js';
import { MATCHING_TEXTS } from '../packages/contracts/src/messages.js';
import { NOTIFICATION_EMAIL_SUBJECTS } from '../packages/contracts/src/notifications.js';
import { PROPOSAL_PDF } from '../apps/server/src/test/lifecycle.js';
import { startSmtpCapture, type SmtpCapture } from '../apps/server/src/test/smtp-capture.js';
import { forSuite } from '../apps/server/src/test/suite.js';
import { browserApi } from './support/api.js';
import { deviceIdForTest, startHarness, type Harness } from './support/harness.js';
import { banner, openAfterClockMove, selectChecked } from './support/matching.js';
import { fillQuote } from './support/quote.js';
import { recruitThroughApp } from './support/recruit.js';
import { serialSteps } from './support/steps.js';

/*
 * A week of the market in minutes (issue 19): the server's dev clock moves through recruiting,
 * shortlisting, the proposal week and the final choice, while contractors hear of the lead and
 * of the proposal deadline by SMS (the outbox) and e-mail (a real SMTP server started here).
 */

const PARCEL = { query: '남사리 210', address: '경상남도 산청군 단성면 남사리 210' };
const AREA_ADDRESS = '경상남도 산청군 단성면';
const MAIL_FROM = '햇빛 매칭 <no-reply@haetbit.example>';
const HOUR_MS = 3_600_000;

/** A company name as a pattern (names like (주)가야 hold regex characters). */
const named = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The seeded demo accounts: 01 and 02 serve every 시도, 13 serves 경남, 03 serves 강원 only. */
const demo = (n: number) => {
  const userId = `partner${String(n).padStart(2, '0')}`;
  return {
    userId,
    phone: `010-0000-${String(n).padStart(4, '0')}`,
    email: `${userId}@demo.haetbit.kr`,
  };
};

interface Market extends Harness {
  smtp: SmtpCapture;
}

interface Contractor {
  page: Page;
  comName: string;
  userId: string;
}

describe('a week of the market', () => {
  const h = forSuite<Market>(async () => {
    const smtp = await startSmtpCapture();
    const harness = await startHarness({ env: { SMTP_URL: smtp.url, MAIL_FROM } });
    return {
      ...harness,
      smtp,
      async close() {
        await harness.close();
        await smtp.close();
      },
    };
  });

  /** Moves the server's clock with the dev clock route until `targetIso` has passed. */
  async function clockTo(targetIso: string) {
    const now = (await h.app.inject({ method: 'GET', url: '/dev/clock' })).json<{ now: string }>();
    const hours = (Date.parse(targetIso) - Date.parse(now.now)) / HOUR_MS;
    if (hours <= 0) return;
    const moved = await h.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { advanceHours: Math.ceil(hours * 100) / 100 + 0.05 },
    });
    expect(moved.statusCode).toBe(200);
  }

  /** Sends what the notifier has queued (the running server does this on its own schedule). */
  async function deliver() {
    for (let i = 0; i < 3; i += 1) await h.app.services.notifications.tick();
  }

  async function textsTo(phone: string): Promise<string[]> {
    const response = await h.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` });
    return response.json<{ body: string }[]>().map((item) => item.body);
  }

  async function signIn(page: Page, userId: string) {
    await page.goto('/partner');
    await page.getByLabel('아이디').fill(userId);
    await page.getByLabel('비밀번호').fill('demo1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('heading', { level: 1, name: '지원 가능한 요청' }).waitFor();
  }

  async function consoleLogin(userId: string): Promise<Contractor> {
    const page = await h.newPage({ width: 1280, height: 900 });
    await signIn(page, userId);
    const me = await browserApi(page.request).call(endpoints.partnerMeGet);
    return { page, comName: me.comName, userId };
  }

  /** Opens a console page after the clock moved: a session ended by then is opened again. */
  async function consoleAt(contractor: Contractor, path: string) {
    const me = await browserApi(contractor.page.request).send(endpoints.partnerMeGet);
    if (me.status === 401) await signIn(contractor.page, contractor.userId);
    await contractor.page.goto(path);
  }

  async function uploadProposal(page: Page, comName: string) {
    await page.getByLabel('제안서 (PDF, 20MB 이하)').setInputFiles({
      name: `${comName} 제안서.pdf`,
      mimeType: 'application/pdf',
      buffer: PROPOSAL_PDF,
    });
    await page.getByRole('button', { name: '제안서 제출하기' }).click();
    await page.getByText('제안서를 제출했습니다.').waitFor();
  }

  // What the steps hand on: the owner's page and request, the two contractors who apply.
  const step = serialSteps();
  let owner: Page;
  let deviceId: string;
  let phone: string;
  let request: MatchReq;
  let winner: Contractor;
  let other: Contractor;
  let dueIso: string;
  const card = (comName: string) => owner.getByRole('article', { name: named(comName) });

  step(
    'day 1: the owner recruits in the app; only the 경남 contractors hear of it, by SMS and e-mail',
    async () => {
      owner = await h.newPage({ skipAccess: true });
      deviceId = deviceIdForTest();
      ({ phone } = await recruitThroughApp(h, owner, deviceId, PARCEL));
      const [recruited] = await h.app.services.matching.list(deviceId);
      if (!recruited) throw new Error('no request');
      request = recruited;
      await deliver();

      const serving = [1, 2, 13].map(demo);
      for (const contractor of serving) {
        const texts = (await textsTo(contractor.phone)).filter((body) =>
          body.includes('새 시공 요청'),
        );
        expect(texts, contractor.userId).toHaveLength(1);
        expect(texts[0]).toContain('경남 산청군 단성면');
        const mails = h.smtp.to(contractor.email);
        expect(mails.map((mail) => mail.subject)).toEqual([NOTIFICATION_EMAIL_SUBJECTS.LEAD_NEW]);
        expect(mails[0]?.text).toBe(texts[0]);
      }
      // Nobody outside 경남: the 강원 contractor gets nothing, and no mail goes anywhere else.
      expect(await textsTo(demo(3).phone)).toEqual([]);
      expect(h.smtp.to(demo(3).email)).toEqual([]);
      expect(new Set(h.smtp.mails.flatMap((mail) => mail.to))).toEqual(
        new Set(serving.map((contractor) => contractor.email)),
      );
    },
  );

  step('two of them apply from their console', async () => {
    winner = await consoleLogin(demo(13).userId);
    other = await consoleLogin(demo(2).userId);
    for (const { page } of [winner, other]) {
      await page.getByRole('link', { name: AREA_ADDRESS }).first().click();
      await page.waitForURL((url) => url.pathname === `/partner/requests/${request.id}`);
      await page.getByRole('button', { name: '지원하기' }).click();
      await page.getByText('지원 완료').waitFor();
    }
  });

  step('day 4: recruiting is over; the owner shortlists both', async () => {
    await clockTo(request.propose1EndDate);
    await openAfterClockMove(owner, `/app/matching-status/detail?id=${request.id}`);
    await banner(owner, '1차 시공사 선택').waitFor();
    await owner.getByRole('checkbox', { name: `${winner.comName} 선택` }).check();
    await owner.getByRole('checkbox', { name: `${other.comName} 선택` }).check();
    await selectChecked(owner, 1);
    await banner(owner, '제안서 작성 대기').waitFor();
    const psb = await h.app.services.matching.get(deviceId, request.id);
    dueIso = psb.propose2EndDate!;
  });

  step(
    'before the proposal deadline both are reminded, once, by SMS and e-mail, with its instant',
    async () => {
      await clockTo(new Date(Date.parse(dueIso) - 20 * HOUR_MS).toISOString());
      await deliver();
      await deliver();
      for (const contractor of [demo(13), demo(2)]) {
        const reminders = (await textsTo(contractor.phone)).filter((body) =>
          body.includes(`제안서 제출이 ${formatDeadline(dueIso)}에 마감됩니다.`),
        );
        expect(reminders, contractor.userId).toHaveLength(1);
        expect(
          h.smtp
            .to(contractor.email)
            .filter((mail) => mail.subject === NOTIFICATION_EMAIL_SUBJECTS.PROPOSAL_DUE),
        ).toHaveLength(1);
      }
      expect((await textsTo(demo(1).phone)).some((body) => body.includes('제안서 제출이'))).toBe(
        false,
      );
    },
  );

  step('both fill the same quote form and upload their PDF', async () => {
    await consoleAt(winner, `/partner/requests/${request.id}`);
    await fillQuote(winner.page, {
      total: '128000000',
      module: '한화큐셀',
      warrantyWork: '5',
      days: '40',
      financing: true,
    });
    await uploadProposal(winner.page, winner.comName);
    await consoleAt(other, `/partner/requests/${request.id}`);
    await fillQuote(other.page, {
      total: '119,500,000',
      module: '현대에너지솔루션',
      warrantyWork: '2',
      days: '55',
      financing: false,
    });
    await uploadProposal(other.page, other.comName);
  });

  step(
    'day 11: proposals are closed; the owner compares them side by side and sorts them',
    async () => {
      await clockTo(dueIso);
      await openAfterClockMove(owner, `/app/matching-status/detail?id=${request.id}`);
      await banner(owner, '최종 시공사 확정').waitFor();
      const winnerCard = card(winner.comName);
      const otherCard = card(other.comName);
      await winnerCard.getByText('1억 2,800만원').first().waitFor();
      await otherCard.getByText('1억 1,950만원').first().waitFor();
      await otherCard.getByText('최저가').first().waitFor();
      await winnerCard.getByText('최장 보증').first().waitFor();
      await winnerCard.getByText('지원 · 태양광 시설자금 대출 연계').waitFor();
      // Beside each price, the owner's own payback at that price (the engine on the device).
      await winnerCard.getByText(/^\d+년차$|^20년 안에 어려움$/).waitFor();
      await otherCard.getByText(/^\d+년차$|^20년 안에 어려움$/).waitFor();

      // Sorting: cheapest first by default; '보증 긴 순' puts the longer warranty first.
      const cards = owner.getByRole('list').filter({ has: owner.getByRole('article') });
      const firstCompany = async () =>
        (
          await cards.getByRole('article').first().getByRole('heading', { level: 3 }).innerText()
        ).trim();
      const sortBy = (name: string) =>
        owner.getByRole('group', { name: '견적 정렬' }).getByRole('button', { name });
      expect(await sortBy('총 공사비 낮은 순').getAttribute('aria-pressed')).toBe('true');
      expect(await firstCompany()).toBe(other.comName);
      await sortBy('보증 긴 순').click();
      expect(await sortBy('보증 긴 순').getAttribute('aria-pressed')).toBe('true');
      expect(await firstCompany()).toBe(winner.comName);
    },
  );

  step('the owner confirms in the contractor list, through the final-choice dialog', async () => {
    await owner.getByRole('checkbox', { name: `${winner.comName} 선택` }).check();
    await card(winner.comName).getByText('선택함').waitFor();
    await selectChecked(owner, 2);
    await banner(owner, '매칭 완료').waitFor();
  });

  step("both sides see each other's contact, and are told by message", async () => {
    const contractorContact = owner.getByLabel(`${winner.comName} ${MATCHING_TEXTS.contactTitle}`);
    await contractorContact.waitFor();
    expect(
      await contractorContact.getByRole('link', { name: /^010-/ }).getAttribute('href'),
    ).toMatch(/^tel:010\d{7,8}$/);
    await consoleAt(winner, `/partner/requests/${request.id}`);
    const ownerContact = winner.page.getByLabel('고객 연락처');
    await ownerContact.getByText('김햇빛').waitFor();
    expect(await ownerContact.getByRole('link', { name: phone }).getAttribute('href')).toBe(
      `tel:${phone.replace(/-/g, '')}`,
    );
    // The owner's text names the contractor, the contractor's the owner.
    await deliver();
    expect((await textsTo(phone)).some((body) => body.includes(winner.comName))).toBe(true);
    expect(
      (await textsTo(demo(13).phone)).some(
        (body) => body.includes('최종 시공사로 선택') && body.includes('김햇빛'),
      ),
    ).toBe(true);
  });

  step(
    'the owner reviews the contractor; it reaches the business-info popup once an operator publishes it',
    async () => {
      await owner.getByRole('button', { name: MATCHING_TEXTS.reviewWrite }).click();
      await owner
        .getByLabel(`${MATCHING_TEXTS.reviewPlatform} ${MATCHING_TEXTS.reviewContents}`)
        .fill('견적을 나란히 비교할 수 있어 좋았습니다.');
      await owner
        .getByLabel(`${winner.comName} ${MATCHING_TEXTS.reviewContents}`, { exact: true })
        .fill('견적대로 공사 기간을 지켰습니다.');
      await owner.getByRole('button', { name: MATCHING_TEXTS.reviewSubmit }).click();
      await owner
        .getByRole('dialog', { name: MATCHING_TEXTS.reviewDoneTitle })
        .getByRole('button', { name: '확인' })
        .click();
      const openInfo = async () => {
        await owner.goto(`/app/matching-status/detail?id=${request.id}`);
        await owner.getByRole('button', { name: `${winner.comName} 사업자 정보` }).click();
        return owner.getByRole('dialog', { name: `${winner.comName} 사업자 정보` });
      };
      await (await openInfo()).getByText('아직 공개된 후기가 없습니다.').waitFor();

      const operator = await h.newPage({ width: 1280, height: 900 });
      await operator.goto('/admin');
      await operator.getByLabel('아이디').fill('admin');
      await operator.getByLabel('비밀번호').fill('admin1234!');
      await operator.getByRole('button', { name: '로그인' }).click();
      await operator.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
      await operator.getByRole('link', { name: '후기 검토' }).click();
      await operator
        .getByRole('row', { name: /견적대로 공사 기간을 지켰습니다/ })
        .getByRole('button', { name: / 공개$/ })
        .click();
      await operator
        .getByRole('dialog', { name: '후기 공개' })
        .getByRole('button', { name: '공개', exact: true })
        .click();
      await operator
        .getByRole('status')
        .getByText(/공개했습니다\./)
        .waitFor();

      const info = await openInfo();
      await info.getByText(/평균 \d\.\d점 · 후기 1건/).waitFor();
      await info.getByText('견적대로 공사 기간을 지켰습니다.').waitFor();
    },
  );
});
