import { describe, expect, it } from 'vitest';
import type { AdminQuoteList, PartnerQuoteAnswer, QuoteComparison } from '@haetbit/contracts';
import { eq } from 'drizzle-orm';
import { matchQuote } from '../../db/schema.js';
import { operatorCookie, partnerCookie } from '../../test/consoles.js';
import { newOwner } from '../../test/journey.js';
import { advancePast, driveToSp1, quoteBody as quote, sendProposal } from '../../test/lifecycle.js';
import { testAppForSuite } from '../../test/suite.js';
import { bearerFor } from '../../test/test-app.js';

describe('structured quotes', () => {
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

  const put = (cookie: string, id: number, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/partner/requests/${id}/quote`,
      headers: { cookie },
      payload,
    });
  const get = (cookie: string, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/partner/requests/${id}/quote`, headers: { cookie } });
  const compare = (authorization: string, id: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/match-quote/${id}`,
      headers: { authorization },
    });

  it('a shortlisted contractor fills and changes its quote in PSB; the price per kW is the server’s', async () => {
    const request = await inPsb();
    const { systemSize } = await t.app.services.matching.get(request.owner.deviceId, request.id);

    const before = await get(request.first, request.id);
    expect(before.statusCode).toBe(200);
    expect(before.json<PartnerQuoteAnswer>()).toMatchObject({ editable: true, quote: null });

    const saved = await put(request.first, request.id, quote());
    expect(saved.statusCode).toBe(200);
    const answer = saved.json<PartnerQuoteAnswer>();
    expect(answer.systemSizeKw).toBe(systemSize);
    expect(answer.quote?.pricePerKwKrw).toBe(Math.round(123_456_789 / systemSize));

    const changed = await put(request.first, request.id, quote({ totalPriceKrw: 99_000_000 }));
    expect(changed.json<PartnerQuoteAnswer>().quote).toMatchObject({
      totalPriceKrw: 99_000_000,
      pricePerKwKrw: Math.round(99_000_000 / systemSize),
    });
    expect((await get(request.first, request.id)).json<PartnerQuoteAnswer>().quote).toMatchObject({
      totalPriceKrw: 99_000_000,
      moduleWatt: 590,
      financingNote: '햇빛발전 대출 연계',
      moduleLowCarbon: 'GRADE1',
      guaranteeHoursPerDay: 3.5,
      omYearlyPriceKrw: 1_200_000,
      complete: true,
    });

    // Without an output guarantee and without maintenance, the quote is still complete.
    const plain = await put(
      request.first,
      request.id,
      quote({
        guaranteeHoursPerDay: null,
        guaranteeYears: null,
        omIncluded: false,
        omYearlyPriceKrw: null,
      }),
    );
    expect(plain.json<PartnerQuoteAnswer>().quote).toMatchObject({
      guaranteeHoursPerDay: null,
      omYearlyPriceKrw: null,
      complete: true,
    });
    // A quote saved before the checklist existed reads its fields as null and is not complete.
    await t.database.db
      .update(matchQuote)
      .set({ successorService: null, moduleKsCertified: null })
      .where(eq(matchQuote.matchReqId, request.id));
    expect((await get(request.first, request.id)).json<PartnerQuoteAnswer>().quote).toMatchObject({
      successorService: null,
      moduleKsCertified: null,
      complete: false,
    });
  });

  it('refuses invalid quotes with 400 and a Korean message', async () => {
    const request = await inPsb();
    const cases: object[] = [
      quote({ totalPriceKrw: -5 }),
      quote({ totalPriceKrw: 12.5 }),
      quote({ moduleWatt: 5_000 }),
      quote({ warrantyModuleYears: 99 }),
      quote({ constructionDays: 0 }),
      quote({ moduleMaker: '  ' }),
      quote({ validUntil: '31/12/2099' }),
      // The price per kW is computed, never typed.
      { ...quote(), pricePerKwKrw: 1 },
      (({ inverterMaker: _left, ...rest }) => rest)(quote()),
      // The consumer guides' checklist (issue 33) is required, and consistent.
      (({ successorService: _left, ...rest }) => rest)(quote()),
      (({ gridFeeIncluded: _left, ...rest }) => rest)(quote()),
      quote({ moduleLowCarbon: 'GRADE9' as 'GRADE1' }),
      quote({ degradationPctPerYear: 7 }),
      quote({ guaranteeHoursPerDay: 3.456 }),
      quote({ guaranteeHoursPerDay: null }),
      quote({ omIncluded: false }),
      quote({ omIncluded: true, omYearlyPriceKrw: null }),
      quote({ paymentDepositPct: 30 }),
    ];
    for (const payload of cases) {
      const response = await put(request.first, request.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
    const small = await put(request.first, request.id, quote({ totalPriceKrw: 10 }));
    expect(small.json<{ details: { message: string }[] }>().details[0]?.message).toBe(
      '총 공사비는 1,000,000원 이상이어야 합니다.',
    );
    const unbalanced = await put(request.first, request.id, quote({ paymentBalancePct: 60 }));
    expect(unbalanced.json<{ details: { path: string; message: string }[] }>().details).toEqual([
      expect.objectContaining({
        path: 'body.paymentBalancePct',
        message: '계약금, 중도금, 잔금 비율의 합은 100%여야 합니다.',
      }),
    ]);
    const past = await put(request.first, request.id, quote({ validUntil: '2001-01-01' }));
    expect(past.statusCode).toBe(400);
    expect(past.json<{ message: string }>().message).toBe(
      '견적 유효기간은 오늘 이후 날짜로 입력해 주세요.',
    );
    expect((await get(request.first, request.id)).json<PartnerQuoteAnswer>().quote).toBeNull();
  });

  it('refuses a contractor that was not shortlisted (403) and a closed stage (409)', async () => {
    const request = await inPsb();
    // Applied but passed over at SP1.
    expect((await put(request.third, request.id, quote())).statusCode).toBe(403);
    expect((await get(request.third, request.id)).statusCode).toBe(403);
    // Never applied.
    const stranger = await partnerCookie(t.app, 'partner05');
    expect((await put(stranger, request.id, quote())).statusCode).toBe(403);
    expect((await get(stranger, request.id)).statusCode).toBe(403);
    // No console session.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/partner/requests/${request.id}/quote`,
          payload: quote(),
        })
      ).statusCode,
    ).toBe(401);

    await sendProposal(t, 1, request.id);
    advancePast(t, request.periodEndDate);
    // Console sessions last 12 hours: after days the contractor signs in again.
    const first = await partnerCookie(t.app, 'partner01');
    const late = await put(first, request.id, quote());
    expect(late.statusCode).toBe(409);
    expect(late.json<{ code: string; status: string }>()).toMatchObject({
      code: 'PROPOSAL_NOT_ALLOWED',
      status: 'SP2',
    });
    const after = (await get(first, request.id)).json<PartnerQuoteAnswer>();
    expect(after.editable).toBe(false);
  });

  it('lets the contractor read its own quote, not change it, after proposals closed: SP2, CMC, ended', async () => {
    const readOnly = async (id: number) => {
      // Console sessions last 12 hours: after the clock moved days the contractor signs in again.
      const cookie = await partnerCookie(t.app, 'partner01');
      const answer = await get(cookie, id);
      expect(answer.statusCode).toBe(200);
      const body = answer.json<PartnerQuoteAnswer>();
      expect(body.editable).toBe(false);
      expect(body.quote?.totalPriceKrw).toBe(123_456_789);
      expect((await put(cookie, id, quote({ totalPriceKrw: 99_000_000 }))).statusCode).toBe(409);
    };
    const chosen = await inPsb();
    expect((await put(chosen.first, chosen.id, quote())).statusCode).toBe(200);
    await sendProposal(t, 1, chosen.id);
    advancePast(t, chosen.periodEndDate);
    await readOnly(chosen.id);
    await t.app.services.matching.select2(chosen.owner.deviceId, chosen.id, [1]);
    await readOnly(chosen.id);

    // The owner never chose: the match ends when the selection period does.
    const lapsed = await inPsb();
    expect((await put(lapsed.first, lapsed.id, quote())).statusCode).toBe(200);
    await sendProposal(t, 1, lapsed.id);
    advancePast(t, lapsed.periodEndDate);
    const row = await t.app.services.matching.get(lapsed.owner.deviceId, lapsed.id);
    advancePast(t, row.select2EndDate);
    expect((await t.app.services.matching.current(lapsed.id))?.status).toBe('CME');
    await readOnly(lapsed.id);
  });

  it('shows the owner every submitted proposal with its quote only from SP2, and nobody else', async () => {
    const request = await inPsb();
    expect((await put(request.first, request.id, quote())).statusCode).toBe(200);
    await sendProposal(t, 1, request.id);
    await sendProposal(t, 2, request.id);

    // During PSB the quotes stay closed, even to the owner.
    const early = await compare(request.owner.authorization, request.id);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ status: string }>().status).toBe('PSB');

    advancePast(t, request.periodEndDate);
    const authorization = await bearerFor(t.app, request.owner.deviceId);
    const answer = await compare(authorization, request.id);
    expect(answer.statusCode).toBe(200);
    const comparison = answer.json<QuoteComparison>();
    expect(comparison.status).toBe('SP2');
    expect(comparison.data.map((item) => item.ccId)).toEqual([1, 2]);
    expect(comparison.data[0]?.quote?.totalPriceKrw).toBe(123_456_789);
    expect(comparison.data[0]?.proposalFileId).toEqual(expect.any(String));
    expect(comparison.data[1]?.quote).toBeNull();

    // Another owner's device: 403; no session: 401.
    const stranger = await newOwner(t.app);
    expect((await compare(stranger.authorization, request.id)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/match-quote/${request.id}` })).statusCode,
    ).toBe(401);
    // A contractor's cookie opens no owner route.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/match-quote/${request.id}`,
          headers: { cookie: request.first },
        })
      ).statusCode,
    ).toBe(401);

    // After the final choice the owner still sees them.
    await t.app.services.matching.select2(request.owner.deviceId, request.id, [1]);
    const done = (await compare(authorization, request.id)).json<QuoteComparison>();
    expect(done.status).toBe('CMC');
    expect(done.data.find((item) => item.ccId === 1)?.checked).toBe(true);
  });

  it('shows the operator the quotes of a match; consoles of contractors cannot', async () => {
    const request = await inPsb();
    expect((await put(request.second, request.id, quote({ structure: '추적식' }))).statusCode).toBe(
      200,
    );
    const url = `/api/admin/match-status/${request.id}/quotes`;
    const cookie = await operatorCookie(t.app);
    const answer = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    const list = answer.json<AdminQuoteList>();
    expect(list.data.map((item) => [item.ccId, item.quote?.structure ?? null])).toEqual([
      [1, null],
      [2, '추적식'],
    ]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: request.first } })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/match-status/999999/quotes',
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});
