import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatDeadline, HOUR_MS, kstDayEnd, kstDay, type PartnerMatch } from '@haetbit/contracts';
import { asOperator, partnerCookie } from '../../test/consoles.js';
import { createCrgRequest, sendProposal } from '../../test/lifecycle.js';
import { testAppForSuite } from '../../test/suite.js';
import { notificationMessage } from './tables.js';

/** A deadline as the texts write it: '12월 2일(수) 23:59'. */
const NAMED_DEADLINE = /\d{1,2}월 \d{1,2}일\([일월화수목금토]\) \d{2}:\d{2}/g;

/*
 * M3 of the 2026-11-28 walk, on the server: over one whole lifecycle (recruiting, shortlist, an
 * operator's extension, proposals, final choice), every deadline a text or an e-mail names is the
 * instant the server applies, at 23:59 Korea time, and the period ends exactly then.
 */
describe('deadlines in the texts of one lifecycle', () => {
  const t = testAppForSuite();

  const tick = async () => {
    for (let round = 0; round < 3; round += 1) await t.app.services.notifications.tick();
  };
  const messagesOf = (matchReqId: number) =>
    t.database.db
      .select()
      .from(notificationMessage)
      .where(eq(notificationMessage.matchReqId, matchReqId));
  const setClock = (iso: string | Date) => t.clock.set(new Date(iso));
  /** 09:00 Korea time the day before a period's last day: when its reminder goes out. */
  const reminderTime = (end: Date) => new Date(end.getTime() - 39 * HOUR_MS + 1000);

  it('names the instant the server applies in every text, from recruiting to the final choice', async () => {
    // The walk's request: made at 00:58 on 11월 29일 (a Sunday).
    setClock('2026-11-29T00:58:00+09:00');
    const request = await createCrgRequest(t);
    const { matching } = t.app.services;
    const crg = await matching.get(request.owner.deviceId, request.id);
    const recruitEnd = new Date(crg.propose1EndDate!);
    expect(recruitEnd).toEqual(kstDayEnd('2026-12-02'));
    await tick();
    const cookie = await partnerCookie(t.app, 'partner01');
    const me = await t.app.inject({ method: 'GET', url: '/api/partner/me', headers: { cookie } });
    const first = me.json<{ contractorId: number }>().contractorId;
    const second = first === 1 ? 2 : 1;
    for (const ccId of [first, second]) await matching.apply(ccId, request.id);

    // The contractor console answers the same instant.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/partner/matches',
      headers: { cookie },
    });
    const own = mine
      .json<{ data: PartnerMatch[] }>()
      .data.find((item) => item.matchReqId === request.id);
    expect(own?.deadline).toBe(recruitEnd.toISOString());

    // One second before the instant the request recruits; at the instant it moves on.
    setClock(new Date(recruitEnd.getTime() - 1000));
    expect((await matching.get(request.owner.deviceId, request.id)).status).toBe('CRG');
    setClock(recruitEnd);
    const sp1 = await matching.get(request.owner.deviceId, request.id);
    expect(sp1.status).toBe('SP1');
    const selectEnd = new Date(sp1.select1EndDate!);
    await tick();
    setClock(reminderTime(selectEnd));
    await tick();

    setClock('2026-12-04T10:00:00+09:00');
    const shortlisted = await matching.select1(request.owner.deviceId, request.id, [first, second]);
    const proposalEnd = new Date(shortlisted.periodEndDate!);
    expect(kstDay(proposalEnd)).toBe('2026-12-11');
    await tick();

    // An operator extends the proposal period by two days.
    const extended = await asOperator(
      t.app,
      'PATCH',
      `/api/admin/match-status/${request.id}/extend`,
      {
        days: 2,
        reason: '시공사 현장 방문 일정',
        currentEndDate: proposalEnd.toISOString(),
      },
    );
    expect(extended.statusCode).toBe(200);
    const extendedEnd = new Date(extended.json<{ endDate: string }>().endDate);
    expect(extendedEnd).toEqual(kstDayEnd('2026-12-13'));
    await sendProposal(t, first, request.id);
    await tick();
    setClock(reminderTime(extendedEnd));
    await tick();

    setClock(new Date(extendedEnd.getTime() - 1000));
    expect((await matching.get(request.owner.deviceId, request.id)).status).toBe('PSB');
    setClock(extendedEnd);
    const sp2 = await matching.get(request.owner.deviceId, request.id);
    expect(sp2.status).toBe('SP2');
    const confirmEnd = new Date(sp2.select2EndDate!);
    await tick();
    setClock(reminderTime(confirmEnd));
    await tick();
    setClock(new Date(confirmEnd.getTime() - HOUR_MS));
    await matching.select2(request.owner.deviceId, request.id, [first]);
    await tick();

    // Every period ended (or ends) at 23:59:59 Korea time, as the audit records it.
    const ends = [recruitEnd, selectEnd, proposalEnd, extendedEnd, confirmEnd];
    for (const end of ends) expect(end.toISOString()).toBe(kstDayEnd(kstDay(end)).toISOString());
    const deadlineEvents = (await matching.repo.listEvents(request.id)).filter(
      (event) => event.event === 'DEADLINE',
    );
    expect(deadlineEvents.map((event) => event.at.toISOString())).toEqual([
      recruitEnd.toISOString(),
      extendedEnd.toISOString(),
    ]);

    // What each text and e-mail names: exactly the instant of the period it speaks of.
    const messages = await messagesOf(request.id);
    const named = (kind: string) => [
      ...new Set(
        messages
          .filter((message) => message.kind === kind)
          .flatMap((message) => message.body.match(NAMED_DEADLINE) ?? []),
      ),
    ];
    expect(named('LEAD_NEW')).toEqual([formatDeadline(recruitEnd)]);
    expect(named('SP1_OPENED')).toEqual([formatDeadline(selectEnd)]);
    expect(named('SHORTLISTED')).toEqual([formatDeadline(proposalEnd)]);
    expect(named('PERIOD_EXTENDED')).toEqual([formatDeadline(extendedEnd)]);
    expect(named('PROPOSAL_PERIOD_EXTENDED')).toEqual([formatDeadline(extendedEnd)]);
    expect(named('PROPOSAL_DUE')).toEqual([formatDeadline(extendedEnd)]);
    expect(named('SP2_OPENED')).toEqual([formatDeadline(confirmEnd)]);
    expect(named('DEADLINE_SOON')).toEqual([formatDeadline(selectEnd), formatDeadline(confirmEnd)]);
    // The walk's dates: recruiting until Wednesday 12월 2일 23:59, not 'by 12월 2일' at 00:58.
    expect(formatDeadline(recruitEnd)).toBe('12월 2일(수) 23:59');

    // Each kind was sent, both channels for contractors, and no text names a day without its hour.
    const kinds = new Set(messages.map((message) => `${message.kind}:${message.channel}`));
    for (const kind of ['LEAD_NEW', 'SHORTLISTED', 'PROPOSAL_DUE']) {
      expect(kinds.has(`${kind}:sms`) || kinds.has(`${kind}:alimtalk`), kind).toBe(true);
    }
    expect(kinds.has('PROPOSAL_DUE:email')).toBe(true);
    for (const message of messages) {
      expect(message.body, message.kind).not.toMatch(/내일|오전|오후|\d+일까지/);
    }
    // The reminder went only to the shortlisted contractor still without a proposal.
    const due = messages.filter((message) => message.kind === 'PROPOSAL_DUE');
    expect(new Set(due.map((message) => message.contractorId))).toEqual(new Set([second]));
  });
});
