import { describe, expect, it } from 'vitest';
import type { AdminThreadList, ThreadAnswer } from '@haetbit/contracts';
import { and, eq, like } from 'drizzle-orm';
import { matchStatusEvent, notificationMessage } from '../../db/schema.js';
import { operatorCookie, partnerCookie } from '../../test/consoles.js';
import { newOwner } from '../../test/journey.js';
import { advancePast, driveToSp1, quoteBody, sendProposal } from '../../test/lifecycle.js';
import { testAppForSuite } from '../../test/suite.js';
import { bearerFor } from '../../test/test-app.js';

describe('conversations before the choice', () => {
  const t = testAppForSuite();

  /** A request in PSB with contractors 1 and 2 shortlisted (3 applied and was passed over). */
  async function inPsb() {
    const request = await driveToSp1(t);
    const selected = await t.app.services.matching.select1(
      request.owner.deviceId,
      request.id,
      [1, 2],
    );
    const [first, second, third] = await Promise.all([
      partnerCookie(t.app, 'partner01'),
      partnerCookie(t.app, 'partner02'),
      partnerCookie(t.app, 'partner03'),
    ]);
    return { ...request, periodEndDate: selected.periodEndDate, first, second, third };
  }

  const ownerUrl = (id: number, ccId: number, tail = 'messages') =>
    `/api/match-req/${id}/threads/${ccId}/${tail}`;
  const ownerGet = (authorization: string, id: number, ccId: number) =>
    t.app.inject({ method: 'GET', url: ownerUrl(id, ccId), headers: { authorization } });
  const ownerPost = (authorization: string, id: number, ccId: number, body: string) =>
    t.app.inject({
      method: 'POST',
      url: ownerUrl(id, ccId),
      headers: { authorization },
      payload: { body },
    });
  const ownerVisit = (authorization: string, id: number, ccId: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: ownerUrl(id, ccId, 'visit'),
      headers: { authorization },
      payload,
    });
  const partnerGet = (cookie: string, id: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/partner/requests/${id}/messages`,
      headers: { cookie },
    });
  const partnerPost = (cookie: string, id: number, body: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/partner/requests/${id}/messages`,
      headers: { cookie },
      payload: { body },
    });
  const partnerVisit = (cookie: string, id: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/partner/requests/${id}/visit`,
      headers: { cookie },
      payload,
    });
  const notices = (matchReqId: number) =>
    t.database.db
      .select()
      .from(notificationMessage)
      .where(
        and(
          eq(notificationMessage.matchReqId, matchReqId),
          like(notificationMessage.dedupeKey, 'thread:%'),
        ),
      );
  /** An instant `hours` from the test clock, as the contractor's form sends it. */
  const inHours = (hours: number) =>
    new Date(t.clock.now().getTime() + hours * 3_600_000).toISOString();

  it('the owner and a shortlisted contractor exchange messages; links and phones do not pass', async () => {
    const request = await inPsb();
    const contact = (await t.app.services.partner.contacts([1])).get(1)!;

    const asked = await partnerPost(
      request.first,
      request.id,
      '현장 확인 후 정확한 견적을 드리겠습니다. 자세한 건 https://example.com/promo 참고, 010-9876-5432로 전화 주세요.',
    );
    expect(asked.statusCode).toBe(201);
    const afterAsk = asked.json<ThreadAnswer>();
    expect(afterAsk).toMatchObject({
      matchReqId: request.id,
      ccId: 1,
      status: 'PSB',
      writable: true,
    });
    const [first] = afterAsk.messages;
    expect(first).toMatchObject({ sender: 'contractor', linkRemoved: true, contactHidden: true });
    expect(first?.body).not.toContain('example.com');
    expect(first?.body).not.toContain('9876');
    expect(first?.body).toContain('(연락처 비공개)');

    const answered = await ownerPost(
      request.owner.authorization,
      request.id,
      1,
      '평일 오후 2시 이후에 방문 가능합니다.\n주차는 마당에 하시면 됩니다 햇빛매칭고객센터.kr',
    );
    expect(answered.statusCode).toBe(201);
    const thread = answered.json<ThreadAnswer>();
    expect(thread.messages.map((item) => item.sender)).toEqual(['contractor', 'owner']);
    expect(thread.messages[1]?.body).toBe(
      '평일 오후 2시 이후에 방문 가능합니다.\n주차는 마당에 하시면 됩니다',
    );
    expect(thread.messages[1]?.linkRemoved).toBe(true);

    // Both read the same thread; neither answer carries the other's phone.
    const ownerView = await ownerGet(request.owner.authorization, request.id, 1);
    const partnerView = await partnerGet(request.first, request.id);
    expect(ownerView.json<ThreadAnswer>().messages).toEqual(
      partnerView.json<ThreadAnswer>().messages,
    );
    expect(ownerView.body).not.toContain(contact.phone);
    expect(ownerView.body).not.toContain(contact.phone.replace(/-/g, ''));
    expect(partnerView.body).not.toContain(request.phone);
    expect(partnerView.body).not.toContain(request.phone.replace(/-/g, ''));

    // The other thread of the request is untouched.
    expect((await partnerGet(request.second, request.id)).json<ThreadAnswer>().messages).toEqual(
      [],
    );

    // Each side is told once an hour at most, without the text.
    await partnerPost(request.first, request.id, '한 가지 더 여쭙겠습니다.');
    const queued = await notices(request.id);
    const toOwner = queued.filter((row) => row.kind === 'THREAD_MESSAGE_TO_OWNER');
    const toContractor = queued.filter((row) => row.kind === 'THREAD_MESSAGE_TO_CONTRACTOR');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.recipient).toBe(request.phone);
    expect(toOwner[0]?.body).not.toContain('example');
    expect(toContractor.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(toContractor.find((row) => row.channel === 'sms')?.recipient).toBe(contact.phone);
    t.clock.advanceMs(3_600_000);
    const owner = {
      ...request.owner,
      authorization: await bearerFor(t.app, request.owner.deviceId),
    };
    await partnerPost(request.first, request.id, '다음 시간에 다시 말씀드리겠습니다.');
    expect(
      (await notices(request.id)).filter((row) => row.kind === 'THREAD_MESSAGE_TO_OWNER'),
    ).toHaveLength(2);
    expect(
      (await ownerGet(owner.authorization, request.id, 1)).json<ThreadAnswer>().messages,
    ).toHaveLength(4);
  });

  it('refuses empty and long messages with 400 and a Korean message', async () => {
    const request = await inPsb();
    for (const body of ['', '   ', 'ㄱ'.repeat(1001)]) {
      const response = await partnerPost(request.first, request.id, body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
    const long = await partnerPost(request.first, request.id, 'ㄱ'.repeat(1001));
    expect(long.json<{ details: { message: string }[] }>().details[0]?.message).toBe(
      '메시지는 1,000자까지 보낼 수 있습니다.',
    );
    // A message that was only a link arrives as an empty one, marked.
    const onlyLink = await partnerPost(request.first, request.id, 'www.example.com');
    expect(onlyLink.statusCode).toBe(201);
    expect(onlyLink.json<ThreadAnswer>().messages.at(-1)).toMatchObject({
      body: '',
      linkRemoved: true,
    });
  });

  it('opens threads only between the owner and its shortlisted contractors', async () => {
    const request = await inPsb();
    // Passed over at SP1: 403; never applied or missing: like a missing request (404).
    expect((await partnerGet(request.third, request.id)).statusCode).toBe(403);
    expect((await partnerPost(request.third, request.id, '안녕하세요')).statusCode).toBe(403);
    const stranger = await partnerCookie(t.app, 'partner04');
    expect((await partnerGet(stranger, request.id)).statusCode).toBe(404);
    expect((await partnerGet(request.first, 999_999)).statusCode).toBe(404);
    expect((await partnerPost(stranger, request.id, '안녕하세요')).statusCode).toBe(404);

    // The owner: a contractor not shortlisted, another device, a missing request: 403.
    expect((await ownerGet(request.owner.authorization, request.id, 3)).statusCode).toBe(403);
    expect(
      (await ownerPost(request.owner.authorization, request.id, 3, '안녕하세요')).statusCode,
    ).toBe(403);
    const other = await newOwner(t.app);
    expect((await ownerGet(other.authorization, request.id, 1)).statusCode).toBe(403);
    expect((await ownerPost(other.authorization, request.id, 1, '안녕하세요')).statusCode).toBe(
      403,
    );
    expect((await ownerGet(request.owner.authorization, 999_999, 1)).statusCode).toBe(403);
    // No session: 401; a contractor's cookie opens no owner route.
    expect((await t.app.inject({ method: 'GET', url: ownerUrl(request.id, 1) })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: ownerUrl(request.id, 1),
          headers: { cookie: request.first },
        })
      ).statusCode,
    ).toBe(401);
    // Before the shortlist there is no thread.
    const early = await driveToSp1(t);
    expect((await ownerGet(early.owner.authorization, early.id, 1)).statusCode).toBe(403);
    // (the clock moved past the console session: sign in again)
    const first = await partnerCookie(t.app, 'partner01');
    expect((await partnerGet(first, early.id)).statusCode).toBe(403);
  });

  it('agrees a site visit: the contractor proposes up to three times, the owner accepts one', async () => {
    const request = await inPsb();
    const times = [inHours(50), inHours(26), inHours(74)];

    // Bad proposals: none, four, a past time, beyond 60 days, a repeated time.
    for (const payload of [
      { times: [] },
      { times: [...times, inHours(98)] },
      { times: [inHours(-1)] },
      { times: [inHours(24 * 61)] },
      { times: [times[0], times[0]] },
      { times: ['내일 오후'] },
    ]) {
      const response = await partnerVisit(request.first, request.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Nothing to answer yet.
    expect(
      (await ownerVisit(request.owner.authorization, request.id, 1, { decision: 'decline' }))
        .statusCode,
    ).toBe(409);

    const proposed = await partnerVisit(request.first, request.id, {
      times,
      note: '방문 전 문자 드리겠습니다. 010-1111-2222',
    });
    expect(proposed.statusCode).toBe(201);
    const visit = proposed.json<ThreadAnswer>().visit!;
    expect(visit.status).toBe('proposed');
    expect(visit.proposedTimes).toEqual([times[1], times[0], times[2]]);
    expect(visit.note).not.toContain('2222');

    // The owner declines; the contractor proposes again; the owner accepts one of the new times.
    const declined = await ownerVisit(request.owner.authorization, request.id, 1, {
      decision: 'decline',
    });
    expect(declined.json<ThreadAnswer>().visit?.status).toBe('declined');
    const again = [inHours(30), inHours(54)];
    await partnerVisit(request.first, request.id, { times: again });
    // A time that was not offered is refused.
    const wrong = await ownerVisit(request.owner.authorization, request.id, 1, {
      decision: 'accept',
      time: times[2],
    });
    expect(wrong.statusCode).toBe(400);
    const accepted = await ownerVisit(request.owner.authorization, request.id, 1, {
      decision: 'accept',
      time: again[1],
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<ThreadAnswer>().visit).toMatchObject({
      status: 'accepted',
      acceptedTime: again[1],
    });
    // Both see the agreed visit; answering again is refused.
    expect((await partnerGet(request.first, request.id)).json<ThreadAnswer>().visit).toMatchObject({
      status: 'accepted',
      acceptedTime: again[1],
    });
    expect(
      (await ownerVisit(request.owner.authorization, request.id, 1, { decision: 'decline' }))
        .statusCode,
    ).toBe(409);

    const kinds = (await notices(request.id)).map((row) => `${row.kind}:${row.channel}`).sort();
    expect(kinds).toEqual(
      [
        'SITE_VISIT_ACCEPTED:email',
        'SITE_VISIT_ACCEPTED:sms',
        'SITE_VISIT_DECLINED:email',
        'SITE_VISIT_DECLINED:sms',
        'SITE_VISIT_PROPOSED:sms',
        'SITE_VISIT_PROPOSED:sms',
      ].sort(),
    );

    // The operator reads every message and proposal of the request.
    await ownerPost(request.owner.authorization, request.id, 2, '2번 시공사님께 질문드립니다.');
    const cookie = await operatorCookie(t.app);
    const url = `/api/admin/match-status/${request.id}/threads`;
    const read = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(read.statusCode).toBe(200);
    const list = read.json<AdminThreadList>();
    expect(list.data.map((item) => [item.ccId, item.messages.length, item.visits.length])).toEqual([
      [1, 0, 2],
      [2, 1, 0],
    ]);
    expect(list.data[0]?.visits.map((item) => item.status)).toEqual(['declined', 'accepted']);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: request.first } })).statusCode,
    ).toBe(401);
  });

  it('closes the threads at the final choice: writes answer 409 in Korean, reads stay', async () => {
    const request = await inPsb();
    await partnerPost(request.first, request.id, '제안서 보내드렸습니다.');
    await sendProposal(t, 1, request.id);
    advancePast(t, request.periodEndDate);
    const authorization = await bearerFor(t.app, request.owner.deviceId);
    const [first, third] = await Promise.all([
      partnerCookie(t.app, 'partner01'),
      partnerCookie(t.app, 'partner03'),
    ]);
    void third;
    // SP2: still open.
    expect((await ownerPost(authorization, request.id, 1, '확인했습니다.')).statusCode).toBe(201);
    await t.app.services.matching.select2(request.owner.deviceId, request.id, [1]);

    const refused = await partnerPost(first, request.id, '감사합니다.');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({
      code: 'THREAD_CLOSED',
      message: '매칭이 완료되어 대화가 끝났습니다. 공개된 연락처로 연락해 주세요.',
    });
    expect((await ownerPost(authorization, request.id, 1, '감사합니다.')).statusCode).toBe(409);
    expect((await partnerVisit(first, request.id, { times: [inHours(30)] })).statusCode).toBe(409);
    const read = (await ownerGet(authorization, request.id, 1)).json<ThreadAnswer>();
    expect(read).toMatchObject({ status: 'CMC', writable: false });
    expect(read.messages).toHaveLength(2);
  });

  it('the owner ends the proposal period early once every proposal and quote is in', async () => {
    const request = await inPsb();
    const close = (authorization = request.owner.authorization) =>
      t.app.inject({
        method: 'POST',
        url: `/api/match-req/${request.id}/close-proposals`,
        headers: { authorization },
      });
    const putQuote = (cookie: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/partner/requests/${request.id}/quote`,
        headers: { cookie },
        payload: quoteBody(),
      });

    // Not every proposal and quote is in: 409 in Korean; the list says who is missing what.
    const early = await close();
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string; message: string }>()).toMatchObject({
      code: 'PROPOSALS_NOT_ALL_IN',
      message: '아직 모든 시공사가 제안서와 견적을 보내지 않았습니다.',
    });
    await sendProposal(t, 1, request.id);
    await sendProposal(t, 2, request.id);
    expect((await putQuote(request.first)).statusCode).toBe(200);
    expect((await close()).statusCode).toBe(409);
    const list = await t.app.services.matching.propose2List(request.owner.deviceId, request.id);
    expect(list.map((item) => [item.ccId, item.proposalSubmitted, item.quoteComplete])).toEqual([
      [1, true, true],
      [2, true, false],
    ]);
    expect((await putQuote(request.second)).statusCode).toBe(200);

    // Another owner cannot.
    const other = await newOwner(t.app);
    expect((await close(other.authorization)).statusCode).toBe(403);

    // Two calls and the sweeper at once: one transition, the same answer.
    const [one, two] = await Promise.all([close(), close(), t.app.sweeper.runOnce()]);
    expect(one!.statusCode).toBe(200);
    expect(two!.statusCode).toBe(200);
    const answer = one!.json<{ status: string; select2EndDate: string }>();
    expect(answer.status).toBe('SP2');
    expect(two!.json()).toEqual(answer);
    const events = await t.database.db
      .select()
      .from(matchStatusEvent)
      .where(eq(matchStatusEvent.matchReqId, request.id));
    expect(events.filter((row) => row.fromStatus === 'PSB' && row.toStatus === 'SP2')).toEqual([
      expect.objectContaining({ event: 'CLOSE_PROPOSALS', actor: 'owner' }),
    ]);
    const match = await t.app.services.matching.get(request.owner.deviceId, request.id);
    expect(Date.parse(match.propose2EndDate!)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(match.select2EndDate).toBe(answer.select2EndDate);
    // The quotes are closed now; a repeat answers as it stands.
    expect((await putQuote(request.first)).statusCode).toBe(409);
    expect((await close()).json()).toEqual(answer);

    // The shortlisted contractors hear of it; the owner, who did it, gets no text.
    await t.app.services.notifications.processEvents();
    const messages = await t.database.db
      .select()
      .from(notificationMessage)
      .where(eq(notificationMessage.matchReqId, request.id));
    expect(
      messages
        .filter((row) => row.kind === 'PROPOSALS_CLOSED_EARLY')
        .map((row) => row.contractorId)
        .sort(),
    ).toEqual([1, 2]);
    expect(messages.some((row) => row.kind === 'SP2_OPENED')).toBe(false);
  });

  it('lists and erases the messages of requests for the privacy rules', async () => {
    const request = await inPsb();
    await partnerPost(request.first, request.id, '문의드립니다.');
    await partnerVisit(request.first, request.id, { times: [inHours(30)] });
    const { conversations } = t.app.services;
    const listed = await conversations.listByRequests([request.id]);
    expect(listed.messages).toEqual([
      expect.objectContaining({ matchReqId: request.id, ccId: 1, body: '문의드립니다.' }),
    ]);
    expect(listed.visits).toHaveLength(1);
    const erased = await t.database.db.transaction((tx) =>
      conversations.eraseByRequests([request.id], tx),
    );
    expect(erased).toBe(2);
    expect(await conversations.listByRequests([request.id])).toEqual({ messages: [], visits: [] });
  });
});
