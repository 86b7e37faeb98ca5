import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CDC_DURING_SELECTION,
  DAY_MS,
  formatDeadline,
  HOUR_MS,
  MATCH_END_MESSAGES,
} from '@haetbit/contracts';
import { testAppForSuite } from '../../test/suite.js';
import { newOwner, PARCELS, sizedAnalysis, type Owner } from '../../test/journey.js';
import { submitMatchReq, verifyPhone } from '../../test/journey.js';
import { SmsSendError, type SmsSender } from '../../providers/sms/port.js';
import { outboxSmsSender } from '../../providers/sms/outbox.js';
import { outboxEmailSender } from '../../providers/email/outbox.js';
import { outboxRecorder } from '../sms/outbox.js';
import { createNotificationsService } from './service.js';
import { notificationMessage } from './tables.js';

describe('notifications', () => {
  const t = testAppForSuite();
  let phoneCounter = 4000;

  /** Another server instance's notifier on the same database. */
  const instance = (sender?: SmsSender) =>
    createNotificationsService({
      db: t.database.db,
      clock: t.clock,
      sender: sender ?? outboxSmsSender({ record: outboxRecorder(t.database.db), clock: t.clock }),
      email: outboxEmailSender({ record: outboxRecorder(t.database.db), clock: t.clock }),
      consoleUrl: 'http://localhost/partner',
      owners: t.app.services.users,
      contractors: {
        ...t.app.services.partner,
        contacts: async (ids) =>
          new Map(
            ids.map((id) => [
              id,
              {
                comName: `시공사${id}\nhttps://evil.example`,
                representative: `대표${id}`,
                phone: `010-5555-${String(id).padStart(4, '0')}`,
                email: `c${id}@example.kr`,
              },
            ]),
          ),
      },
    });

  async function openRequest(options: { matchAlimYn?: boolean } = {}) {
    const owner: Owner = await newOwner(t.app);
    const user = await t.app.inject({
      method: 'POST',
      url: `/api/match-com/match-user/check/${owner.deviceId}`,
      headers: { authorization: owner.authorization },
    });
    if (options.matchAlimYn === false) {
      await t.app.inject({
        method: 'PATCH',
        url: '/api/match-user',
        headers: { authorization: owner.authorization },
        payload: { id: user.json<{ id: number }>().id, matchAlimYn: false },
      });
    }
    const analysisId = await sizedAnalysis(t.app, owner, PARCELS.landP, 'L');
    const phone = `010-4444-${String((phoneCounter += 1)).padStart(4, '0')}`;
    await verifyPhone(t.app, owner, analysisId, phone);
    const created = await submitMatchReq(t.app, owner, { analysisId, phone });
    expect(created.statusCode).toBe(201);
    return { owner, id: created.json<{ id: number }>().id, phone };
  }

  async function outboxTo(phone: string): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` });
    return response.json<{ body: string }[]>().map((item) => item.body);
  }

  async function drainTwoInstances() {
    const [a, b] = [instance(), instance()];
    // Both instances race over the same events and messages, twice.
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
  }

  async function messagesOf(matchReqId: number) {
    return t.database.db
      .select()
      .from(notificationMessage)
      .where(eq(notificationMessage.matchReqId, matchReqId));
  }

  it('tells each party of every step of a full lifecycle exactly once with two instances', async () => {
    const { owner, id, phone } = await openRequest();
    const matching = t.app.services.matching;
    await matching.apply(1, id);
    await matching.apply(2, id);
    t.clock.advanceMs(4 * DAY_MS);
    await drainTwoInstances();
    await matching.select1(owner.deviceId, id, [1]);
    await drainTwoInstances();
    await matching.submitProposal(1, id, `notify-proposal-${id}`);
    t.clock.advanceMs(8 * DAY_MS);
    await drainTwoInstances();
    await matching.select2(owner.deviceId, id, [1]);
    await drainTwoInstances();
    await drainTwoInstances();

    // Lead alerts have their own tests (lead-alerts.test.ts).
    const messages = (await messagesOf(id)).filter((item) => !item.kind.startsWith('LEAD_'));
    const kinds = messages.map((item) => `${item.audience}:${item.kind}:${item.recipient}`).sort();
    expect(kinds).toEqual(
      [
        'contractor:CHOSEN:010-5555-0001',
        'contractor:NOT_SHORTLISTED:010-5555-0002',
        'contractor:SHORTLISTED:010-5555-0001',
        `owner:MATCH_COMPLETED:${phone}`,
        `owner:SP1_OPENED:${phone}`,
        `owner:SP2_OPENED:${phone}`,
      ].sort(),
    );
    expect(messages.every((item) => item.status === 'sent')).toBe(true);
    const bodies = await outboxTo(phone);
    expect(bodies.filter((body) => body.includes('지원했습니다'))).toHaveLength(1);
    expect(bodies.filter((body) => body.includes('제안서가 도착했습니다'))).toHaveLength(1);
    expect(bodies.filter((body) => body.includes('매칭이 완료되었습니다'))).toHaveLength(1);

    // Both sides get each other's contact: the owner the confirmed contractor's (as one plain
    // line, no link), the contractor the owner's recruit name and phone.
    const completed = bodies.find((body) => body.includes('매칭이 완료되었습니다'))!;
    expect(completed).toContain('· 시공사1 (대표 대표1) 010-5555-0001');
    expect(completed).not.toMatch(/https?:|evil/);
    expect(completed).not.toContain('010-5555-0002');
    const chosen = (await outboxTo('010-5555-0001')).find((body) =>
      body.includes('최종 시공사로'),
    )!;
    expect(chosen).toContain(`고객 연락처: 김햇빛님, ${phone}`);
  });

  it('sends the owner the end code message when an operator ends the match', async () => {
    const { id, phone } = await openRequest();
    await t.app.services.matching.operatorEnd(id, { reason: '중복 요청', operatorId: 'admin' });
    await drainTwoInstances();
    const bodies = await outboxTo(phone);
    expect(bodies.filter((body) => body.includes(MATCH_END_MESSAGES.ADC))).toHaveLength(1);
  });

  it('tells an owner’s own end during recruiting apart from one during selection', async () => {
    const recruiting = await openRequest();
    await t.app.services.matching.userCancel(recruiting.owner.deviceId, {
      id: recruiting.id,
      cancelReason: 'ETC',
      cancelReasonDetail: '계획이 바뀌었습니다',
    });
    const selecting = await openRequest();
    await t.app.services.matching.apply(1, selecting.id);
    t.clock.advanceMs(4 * DAY_MS);
    await drainTwoInstances();
    await t.app.services.matching.userCancel(selecting.owner.deviceId, {
      id: selecting.id,
      cancelReason: 'ETC',
      cancelReasonDetail: '다른 곳과 계약했습니다',
    });
    await drainTwoInstances();
    const ended = async (phone: string) =>
      (await outboxTo(phone)).filter((body) => body.includes('매칭 종료 안내'));
    expect(await ended(recruiting.phone)).toEqual([
      expect.stringContaining(MATCH_END_MESSAGES.CDC),
    ]);
    expect(await ended(selecting.phone)).toEqual([expect.stringContaining(CDC_DURING_SELECTION)]);
  });

  it('sends nothing to an owner whose match notifications are off', async () => {
    const { owner, id, phone } = await openRequest({ matchAlimYn: false });
    await t.app.services.matching.apply(1, id);
    t.clock.advanceMs(4 * DAY_MS);
    await drainTwoInstances();
    await t.app.services.matching.userCancel(owner.deviceId, {
      id,
      cancelReason: 'ETC',
      cancelReasonDetail: '다른 곳과 계약했습니다',
    });
    await drainTwoInstances();
    expect((await messagesOf(id)).filter((item) => item.audience === 'owner')).toEqual([]);
    expect(await outboxTo(phone)).toHaveLength(1); // only the verification code
  });

  it('reminds the owner once, from 09:00 the day before the selection period’s last day', async () => {
    const { id, phone } = await openRequest();
    await t.app.services.matching.apply(1, id);
    t.clock.advanceMs(4 * DAY_MS);
    await t.app.services.matching.sweepBatch(100);
    await drainTwoInstances();
    const row = (await t.app.services.matching.repo.findById(id))!;
    const end = row.select1EndDate!;
    // The period ends at 23:59:59; the day before its last day, 08:59 is too early (no texts at
    // night), 09:00 is when the reminder goes out.
    t.clock.set(new Date(end.getTime() - 39 * HOUR_MS));
    await Promise.all([instance().scanDeadlines(), instance().scanDeadlines()]);
    await drainTwoInstances();
    expect((await messagesOf(id)).filter((item) => item.kind === 'DEADLINE_SOON')).toEqual([]);
    t.clock.set(new Date(end.getTime() - 39 * HOUR_MS + 1000));
    await Promise.all([instance().scanDeadlines(), instance().scanDeadlines()]);
    t.clock.set(new Date(end.getTime() - DAY_MS / 2));
    await Promise.all([instance().scanDeadlines(), instance().scanDeadlines()]);
    await drainTwoInstances();
    const reminders = (await messagesOf(id)).filter((item) => item.kind === 'DEADLINE_SOON');
    expect(reminders).toHaveLength(1);
    const texts = (await outboxTo(phone)).filter((body) => body.includes('마감됩니다'));
    expect(texts).toEqual([expect.stringContaining(`${formatDeadline(end)}에 마감됩니다.`)]);
  });

  it('never blocks a transition when the provider fails, and retries the message later', async () => {
    const { owner, id, phone } = await openRequest();
    let calls = 0;
    const failing: SmsSender = {
      kind: 'http',
      async send() {
        calls += 1;
        throw new SmsSendError('provider down', 'http_error');
      },
    };
    await t.app.services.matching.apply(1, id);
    t.clock.advanceMs(4 * DAY_MS);
    const down = instance(failing);
    await down.tick();
    const answer = await t.app.services.matching.select1(owner.deviceId, id, [1]);
    expect(answer.status).toBe('PSB');
    await down.tick();
    expect(calls).toBeGreaterThan(0);
    const pending = (await messagesOf(id)).find((item) => item.kind === 'SP1_OPENED')!;
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending.lastError).toMatch(/http_error/);
    // The provider is back: the message goes out after its backoff, once.
    t.clock.advanceMs(60_000);
    await drainTwoInstances();
    const sent = (await messagesOf(id)).find((item) => item.kind === 'SP1_OPENED')!;
    expect(sent.status).toBe('sent');
    expect((await outboxTo(phone)).filter((body) => body.includes('지원했습니다'))).toHaveLength(1);
  });
});
