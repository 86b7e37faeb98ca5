import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  FAIR_PRICE_MIN_SAMPLE,
  sizeBandOf,
  type PartnerQuoteAnswer,
  type QuoteComparison,
} from '@haetbit/contracts';
import { matchQuote } from '../../db/schema.js';
import { partnerCookie } from '../../test/consoles.js';
import { advancePast, driveToSp1, quoteBody, sendProposal } from '../../test/lifecycle.js';
import { testAppForSuite } from '../../test/suite.js';
import { bearerFor } from '../../test/test-app.js';
import { FAIR_PRICE_REFERENCE_SEED } from './seed-data.js';

/**
 * The fair-price band against the database (issue 33): seeded reference prices alone are too
 * few; accepted quotes of other requests (seeded here as rows, and made by an owner's
 * confirmation) fill the sample nationwide, then in the request's own 시도.
 */
describe('fair-price band of quotes', () => {
  const t = testAppForSuite();
  let fakeRequestId = 900_000;

  /** A request in PSB with contractors 1 and 2 shortlisted, and their consoles. */
  async function inPsb() {
    const request = await driveToSp1(t);
    const selected = await t.app.services.matching.select1(
      request.owner.deviceId,
      request.id,
      [1, 2],
    );
    const [first, second] = await Promise.all([
      partnerCookie(t.app, 'partner01'),
      partnerCookie(t.app, 'partner02'),
    ]);
    const { systemSize } = await t.app.services.matching.get(request.owner.deviceId, request.id);
    return { ...request, periodEndDate: selected.periodEndDate, first, second, systemSize };
  }

  const put = (cookie: string, id: number, totalPriceKrw: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/partner/requests/${id}/quote`,
      headers: { cookie },
      payload: quoteBody({ totalPriceKrw }),
    });

  /** Accepted quotes of other (closed) requests, straight into the table: the market's history. */
  async function seedAccepted(
    prices: { manwonPerKw: number; sidoCode: string }[],
    systemSizeKw: number,
  ) {
    for (const price of prices) {
      fakeRequestId += 1;
      const body = quoteBody();
      await t.database.db.insert(matchQuote).values({
        ...body,
        financingNote: body.financingNote ?? '',
        matchReqId: fakeRequestId,
        contractorId: 1,
        pricePerKwKrw: price.manwonPerKw * 10_000,
        installType: 'L',
        sidoCode: price.sidoCode,
        systemSizeKw,
        acceptedAt: t.clock.now(),
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      });
    }
  }

  it('says there are too few prices, then places each quote nationwide, then in its 시도', async () => {
    const request = await inPsb();
    const band = sizeBandOf(request.systemSize);
    const references = FAIR_PRICE_REFERENCE_SEED.filter(
      (item) => item.installType === 'L' && item.sizeBand === band,
    );
    expect(references.length).toBeLessThan(FAIR_PRICE_MIN_SAMPLE);

    // 140만원/kW and 180만원/kW as the two contractors' totals.
    const cheap = Math.round(140 * 10_000 * request.systemSize);
    const dear = Math.round(180 * 10_000 * request.systemSize);
    const saved = await put(request.first, request.id, cheap);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<PartnerQuoteAnswer>().fairPrice).toMatchObject({
      installType: 'L',
      sizeBand: band,
      scope: 'nationwide',
      regionName: '전국',
      n: references.length,
      quoteCount: 0,
      referenceCount: references.length,
      minSample: FAIR_PRICE_MIN_SAMPLE,
      percentile: null,
      medianManwonPerKw: null,
    });
    expect((await put(request.second, request.id, dear)).statusCode).toBe(200);
    await sendProposal(t, 1, request.id);
    await sendProposal(t, 2, request.id);
    advancePast(t, request.periodEndDate);
    const authorization = await bearerFor(t.app, request.owner.deviceId);
    const compare = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/match-quote/${request.id}`,
          headers: { authorization },
        })
      ).json<QuoteComparison>();

    const tooFew = await compare();
    expect(tooFew.fairPriceReferences.map((item) => item.manwonPerKw).sort()).toEqual(
      references.map((item) => item.manwonPerKw).sort(),
    );
    expect(tooFew.fairPriceReferences.every((item) => item.source && item.asOf)).toBe(true);
    expect(tooFew.data.map((item) => item.fairPrice?.percentile)).toEqual([null, null]);

    // Two accepted quotes elsewhere (서울) and one in 경남: enough nationwide with the references.
    await seedAccepted(
      [
        { manwonPerKw: 120, sidoCode: '11' },
        { manwonPerKw: 160, sidoCode: '11' },
        { manwonPerKw: 150, sidoCode: '48' },
      ],
      request.systemSize,
    );
    const nationwide = await compare();
    const sample = [120, 160, 150, ...references.map((item) => item.manwonPerKw)].sort(
      (a, b) => a - b,
    );
    const below = (value: number) =>
      Math.round(
        ((sample.filter((price) => price < value).length +
          sample.filter((price) => price === value).length / 2) /
          sample.length) *
          100,
      );
    expect(nationwide.data[0]?.fairPrice).toMatchObject({
      scope: 'nationwide',
      n: sample.length,
      quoteCount: 3,
      referenceCount: references.length,
      percentile: below(140),
    });
    expect(nationwide.data[1]?.fairPrice?.percentile).toBe(below(180));
    expect(nationwide.data[0]?.fairPrice?.medianManwonPerKw).toEqual(expect.any(Number));

    // Four more in 경남: five of its own, so the band is 경남's alone.
    await seedAccepted(
      [120, 130, 170, 200].map((manwonPerKw) => ({ manwonPerKw, sidoCode: '48' })),
      request.systemSize,
    );
    const regional = await compare();
    expect(regional.data[0]?.fairPrice).toMatchObject({
      scope: 'region',
      regionName: '경남',
      n: 5,
      quoteCount: 5,
      referenceCount: 0,
      // 120, 130, 150, 170, 200: 140 is above two of five.
      percentile: 40,
      medianManwonPerKw: 150,
      lowManwonPerKw: 130,
      highManwonPerKw: 170,
    });
    expect(regional.data[1]?.fairPrice?.percentile).toBe(80);
  });

  it('makes the quotes of the contractors an owner confirms accepted prices, and no others', async () => {
    const request = await inPsb();
    expect((await put(request.first, request.id, 150_000_000)).statusCode).toBe(200);
    expect((await put(request.second, request.id, 160_000_000)).statusCode).toBe(200);
    await sendProposal(t, 1, request.id);
    await sendProposal(t, 2, request.id);
    advancePast(t, request.periodEndDate);
    await t.app.services.matching.select2(request.owner.deviceId, request.id, [2]);
    const rows = await t.database.db
      .select({ contractorId: matchQuote.contractorId, acceptedAt: matchQuote.acceptedAt })
      .from(matchQuote)
      .where(and(eq(matchQuote.matchReqId, request.id)))
      .orderBy(matchQuote.contractorId);
    expect(rows.map((row) => [row.contractorId, row.acceptedAt !== null])).toEqual([
      [1, false],
      [2, true],
    ]);
  });
});
