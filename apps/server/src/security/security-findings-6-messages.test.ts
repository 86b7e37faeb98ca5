import { describe, expect, it } from 'vitest';
import { partnerCookie } from '../test/consoles.js';
import { PARCELS } from '../test/journey.js';
import { createCrgRequest, driveToCmc, writeReview } from '../test/lifecycle.js';
import { publishPendingReviews } from '../test/moderation.js';
import { testAppForSuite } from '../test/suite.js';

/**
 * Finding 6 of the launch review (issue 20), replayed as an attack and shown refused: one party’s
 * free text speaking through the platform’s messages.
 */

describe('finding 6: free text from one party speaks through the platform', () => {
  const t = testAppForSuite();
  const HOSTILE_ADDRESS = `${PARCELS.landP.address} http://phish.example/pay 지금 입금`;
  const HOSTILE_NAME = '새빛솔라\n[햇빛 매칭 공지] https://evil.example/login 에서 재인증';
  const typedLinks = /phish|evil|https?:|www\./i;

  it('platform messages, lead lists and public reviews carry no URL a user typed', async () => {
    // An approved contractor may name itself anything: the platform's messages must not relay it.
    const cookie = await partnerCookie(t.app, 'partner01');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/partner/profile',
      headers: { cookie },
    });
    const { comLogoFileId: _logo, ...current } = profile.json<Record<string, unknown>>();
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/partner/profile',
      headers: { cookie },
      payload: { ...current, comName: HOSTILE_NAME },
    });
    expect(renamed.statusCode).toBe(200);
    const parcel = { pnu: PARCELS.landP.pnu, address: HOSTILE_ADDRESS };
    const request = await driveToCmc(t, {
      parcel,
      applicants: [1, 2],
      shortlist: [1, 2],
      finals: [1],
    });
    await t.app.services.notifications.tick();
    // The owner asks for the confirmed contractor's proposal link by SMS.
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/match-com/send-proposal/${request.id}/${request.proposalFileIds.get(1)!}`,
      headers: { authorization: request.owner.authorization },
    });
    expect(link.statusCode).toBe(200);
    // A new lead with the same typed address, as another contractor's board shows it.
    await createCrgRequest(t, { parcel });
    await t.app.services.notifications.tick();
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/partner/requests',
      headers: { cookie: await partnerCookie(t.app, 'partner02') },
    });
    const leads = board.json<{ data: { areaAddress: string }[] }>().data;
    expect(leads.map((lead) => lead.areaAddress)).toContain('경상남도 산청군 단성면');
    // The owner's public review shows the region of the parcel.
    expect((await writeReview(t, request)).statusCode).toBe(201);
    // Public once an operator published it.
    await publishPendingReviews(t.app);
    const reviews = await t.app.inject({ method: 'GET', url: '/api/match-com/install-review' });

    const outbox = (await t.app.inject({ method: 'GET', url: '/dev/outbox' })).json<
      { body: string }[]
    >();
    const sent = await t.app.services.notifications.recent(500);
    const texts = [
      ...outbox.map((message) => message.body),
      ...sent.map((message) => JSON.stringify(message)),
      JSON.stringify(leads),
      reviews.body,
    ];
    expect(outbox.length).toBeGreaterThan(5);
    expect(sent.length).toBeGreaterThan(5);
    // Only the platform's own links (the proposal viewer, the console) may appear.
    const ownLinks = /https?:\/\/localhost:3000\/\S*/g;
    for (const text of texts) expect(text.replace(ownLinks, ''), text).not.toMatch(typedLinks);
    const proposalSms = outbox.find((message) => message.body.includes('제안서입니다'));
    expect(proposalSms?.body).toContain(
      '[햇빛 매칭] 새빛솔라 [햇빛 매칭 공지] 에서 재인증의 제안서입니다.',
    );
    expect(proposalSms?.body.split('\n')).toHaveLength(2);
  }, 120_000);
});
