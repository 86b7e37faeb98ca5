import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  LEAD_TEXTS,
  NOTIFICATION_EMAIL_SUBJECTS,
  type PartnerNotification,
} from '@haetbit/contracts';
import { outboxEmailSender } from '../../providers/email/outbox.js';
import { smtpEmailSender } from '../../providers/email/smtp.js';
import { outboxSmsSender } from '../../providers/sms/outbox.js';
import { operatorCookie, partnerCookie } from '../../test/consoles.js';
import { advancePast, createCrgRequest, DAY_MS, sendProposal } from '../../test/lifecycle.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { forSuite } from '../../test/suite.js';
import { createTestApp } from '../../test/test-app.js';
import { outboxRecorder } from '../sms/outbox.js';
import { createNotificationsService } from './service.js';
import { notificationMessage } from './tables.js';

const MAIL_FROM = '햇빛 매칭 <no-reply@haetbit.example>';
/** The seeded demo accounts (partner/demo-seed.ts): 01 and 02 serve every 시도, 13 경남, 03 강원. */
const demo = (n: number) => {
  const userId = `partner${String(n).padStart(2, '0')}`;
  return {
    userId,
    phone: `010-0000-${String(n).padStart(4, '0')}`,
    email: `${userId}@demo.haetbit.kr`,
  };
};

describe('lead alerts and proposal reminders for contractors', () => {
  const t = forSuite(async () => {
    const smtp = await startSmtpCapture();
    const app = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM } });
    return {
      ...app,
      smtp,
      async close() {
        await app.close();
        await smtp.close();
      },
    };
  });

  /** A second server instance's notifier on the same database, mailing the same SMTP server. */
  const otherInstance = () => {
    const record = outboxRecorder(t.database.db);
    return createNotificationsService({
      db: t.database.db,
      clock: t.clock,
      sender: outboxSmsSender({ record, clock: t.clock }),
      email: smtpEmailSender({ url: t.smtp.url, from: MAIL_FROM }),
      consoleUrl: 'http://localhost:3000/partner',
      contractors: t.app.services.partner,
      owners: t.app.services.users,
    });
  };

  async function drainTwoInstances() {
    const [a, b] = [t.app.services.notifications, otherInstance()];
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
  }

  async function textsTo(phone: string): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` });
    return response.json<{ body: string }[]>().map((item) => item.body);
  }

  async function contractorIdOf(userId: string): Promise<number> {
    const cookie = await partnerCookie(t.app, userId);
    const me = await t.app.inject({ method: 'GET', url: '/api/partner/me', headers: { cookie } });
    return me.json<{ contractorId: number }>().contractorId;
  }

  async function setAlerts(userId: string, body: object) {
    const cookie = await partnerCookie(t.app, userId);
    return t.app.inject({
      method: 'PUT',
      url: '/api/partner/alert-settings',
      headers: { cookie },
      payload: body,
    });
  }

  it('tells every approved contractor serving the 시도 at once by SMS and e-mail, and no one elsewhere', async () => {
    const request = await createCrgRequest(t);
    await drainTwoInstances();

    for (const n of [1, 2, 13]) {
      const texts = (await textsTo(demo(n).phone)).filter((body) => body.includes('새 시공 요청'));
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain('경남 산청군 단성면 토지');
      // Before the owner shortlists, a contractor learns no lot number.
      expect(texts[0]).not.toContain('210');
      const mails = t.smtp.to(demo(n).email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        from: 'no-reply@haetbit.example',
        subject: NOTIFICATION_EMAIL_SUBJECTS.LEAD_NEW,
      });
      expect(mails[0]!.text).toBe(texts[0]);
      expect(mails[0]!.text).toContain('http://localhost:3000/partner');
    }
    expect(await textsTo(demo(3).phone)).toEqual([]);
    expect(t.smtp.to(demo(3).email)).toEqual([]);

    const leads = await t.database.db
      .select()
      .from(notificationMessage)
      .where(
        and(
          eq(notificationMessage.matchReqId, request.id),
          eq(notificationMessage.kind, 'LEAD_NEW'),
        ),
      );
    expect(leads).toHaveLength(6);
    expect(leads.every((item) => item.status === 'sent')).toBe(true);
  });

  it('keeps a contractor’s choice: a digest at its hour names the day’s leads once, off sends nothing', async () => {
    const answer = await setAlerts(demo(13).userId, { leadAlert: 'digest', digestHourKst: 9 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ leadAlert: 'digest', digestHourKst: 9 });
    expect(
      (await setAlerts(demo(2).userId, { leadAlert: 'off', digestHourKst: 8 })).statusCode,
    ).toBe(200);
    expect(
      (await setAlerts(demo(2).userId, { leadAlert: 'sometimes', digestHourKst: 8 })).statusCode,
    ).toBe(400);
    expect(
      (await setAlerts(demo(2).userId, { leadAlert: 'off', digestHourKst: 24 })).statusCode,
    ).toBe(400);

    // 08:00 Korea time (23:00 UTC the day before), past the lead alert window of the first
    // test's request of the same parcel (a contractor hears of a parcel once a week, issue 34).
    t.clock.set(new Date('2026-03-11T23:00:00Z'));
    const before13 = (await textsTo(demo(13).phone)).length;
    const before2 = (await textsTo(demo(2).phone)).length;
    const mailsBefore13 = t.smtp.to(demo(13).email).length;
    await createCrgRequest(t);
    await drainTwoInstances();
    expect(await textsTo(demo(13).phone)).toHaveLength(before13);
    expect(await textsTo(demo(2).phone)).toHaveLength(before2);
    expect(
      (await textsTo(demo(1).phone)).filter((body) => body.includes('새 시공 요청')),
    ).toHaveLength(2);

    // 09:01: the digest of the day before 09:00 goes out once, whatever the rounds and instances.
    t.clock.advanceMs(61 * 60_000);
    await drainTwoInstances();
    await drainTwoInstances();
    const texts13 = await textsTo(demo(13).phone);
    expect(texts13).toHaveLength(before13 + 1);
    expect(texts13[0]).toContain('새 시공 요청 1건');
    expect(texts13[0]).toContain('경남 산청군 단성면 토지');
    const mails13 = t.smtp.to(demo(13).email);
    expect(mails13).toHaveLength(mailsBefore13 + 1);
    expect(mails13.at(-1)!.subject).toBe(NOTIFICATION_EMAIL_SUBJECTS.LEAD_DIGEST);
    expect(await textsTo(demo(2).phone)).toHaveLength(before2);

    // The next day brings no new lead: no digest at all.
    t.clock.advanceMs(DAY_MS);
    await drainTwoInstances();
    expect(await textsTo(demo(13).phone)).toHaveLength(before13 + 1);

    await setAlerts(demo(13).userId, { leadAlert: 'instant', digestHourKst: 9 });
    await setAlerts(demo(2).userId, { leadAlert: 'instant', digestHourKst: 8 });
  });

  it('reminds shortlisted contractors without a proposal one day before the proposal deadline', async () => {
    const [id1, id13] = [
      await contractorIdOf(demo(1).userId),
      await contractorIdOf(demo(13).userId),
    ];
    const request = await createCrgRequest(t);
    await t.app.services.matching.apply(id1, request.id);
    await t.app.services.matching.apply(id13, request.id);
    const crg = await t.app.services.matching.get(request.owner.deviceId, request.id);
    advancePast(t, crg.propose1EndDate);
    await t.app.services.matching.get(request.owner.deviceId, request.id);
    const selected = await t.app.services.matching.select1(request.owner.deviceId, request.id, [
      id1,
      id13,
    ]);
    await sendProposal(t, id1, request.id);
    await drainTwoInstances();
    const dueAt = Date.parse(selected.periodEndDate!);
    t.clock.set(new Date(dueAt - DAY_MS / 2));
    await drainTwoInstances();
    await drainTwoInstances();

    const reminders = await t.database.db
      .select()
      .from(notificationMessage)
      .where(
        and(
          eq(notificationMessage.matchReqId, request.id),
          eq(notificationMessage.kind, 'PROPOSAL_DUE'),
        ),
      );
    expect(reminders.map((item) => `${item.contractorId}:${item.channel}`).sort()).toEqual(
      [`${id13}:email`, `${id13}:sms`].sort(),
    );
    const expected = LEAD_TEXTS.PROPOSAL_DUE({
      region: '경남 산청군 단성면',
      dueDate: new Date(dueAt).toISOString(),
      consoleUrl: 'http://localhost:3000/partner',
    });
    expect((await textsTo(demo(13).phone)).filter((body) => body === expected)).toHaveLength(1);
    expect(t.smtp.to(demo(13).email).filter((mail) => mail.text === expected)).toHaveLength(1);
    expect((await textsTo(demo(1).phone)).filter((body) => body.includes('마감'))).toEqual([]);
  });

  it('shows what was sent in the contractor’s console and the operator’s', async () => {
    const cookie = await partnerCookie(t.app, demo(13).userId);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/partner/notifications',
      headers: { cookie },
    });
    expect(own.statusCode).toBe(200);
    const list = own.json<{ data: PartnerNotification[] }>().data;
    expect(list.every((item) => [demo(13).phone, demo(13).email].includes(item.recipient))).toBe(
      true,
    );
    expect(new Set(list.map((item) => `${item.kind}:${item.channel}`))).toEqual(
      new Set([
        'LEAD_NEW:sms',
        'LEAD_NEW:email',
        'LEAD_DIGEST:sms',
        'LEAD_DIGEST:email',
        'PROPOSAL_DUE:sms',
        'PROPOSAL_DUE:email',
        'SHORTLISTED:sms',
      ]),
    );
    expect(list.find((item) => item.channel === 'email')!.subject).toMatch(/^\[햇빛 매칭\]/);

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/partner/notifications',
      headers: { cookie: await partnerCookie(t.app, demo(3).userId) },
    });
    expect(other.json<{ data: unknown[] }>().data).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/partner/notifications' })).statusCode,
    ).toBe(401);

    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notifications',
      headers: { cookie: await operatorCookie(t.app) },
    });
    const sent = admin.json<{ data: { channel: string; kind: string; subject: string | null }[] }>()
      .data;
    expect(sent.some((item) => item.channel === 'email' && item.kind === 'PROPOSAL_DUE')).toBe(
      true,
    );
  });

  it('keeps e-mails in the outbox when no SMTP server is configured', async () => {
    const record = outboxRecorder(t.database.db);
    await outboxEmailSender({ record, clock: t.clock }).send({
      to: 'kept@example.kr',
      subject: '[햇빛 매칭] 제목',
      text: '본문',
    });
    const kept = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=kept@example.kr' });
    expect(kept.json()).toMatchObject([{ channel: 'email', body: '[햇빛 매칭] 제목\n\n본문' }]);
  });
});
