import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type PartnerRequestDetail } from '@haetbit/contracts';
import { countRows } from '../../db/count.js';
import { matchPropose1, matchReq, partnerServiceRegion } from '../../db/schema.js';
import { PARCELS } from '../../test/journey.js';
import { contractorConsoleKit, DAY_MS, PDF, PNG } from '../../test/contractor-console-kit.js';

describe('contractor console: leads, applying and proposals', () => {
  const { t, partner, asPartner, recruit, leads, apply, detail, myMatch, uploadProposal } =
    contractorConsoleKit();

  describe('leads', () => {
    it('lists recruiting requests in the regions, without anything that identifies the owner', async () => {
      const { matchReqId, phone } = await recruit(PARCELS.landP);
      const gyeongnam = await partner('partner13');
      const jeju = await partner('partner14');
      const found = (await leads(gyeongnam.cookie)).find((lead) => lead.matchReqId === matchReqId);
      expect(found).toMatchObject({
        areaAddress: '경상남도 산청군 단성면',
        sido: '48',
        sidoName: '경남',
        installType: 'L',
        applicantCount: 0,
      });
      expect(found?.systemSizeKw).toBeGreaterThan(0);
      expect(found?.feasibility?.total).toMatch(/^[PCIE]$/);
      const text = JSON.stringify(await leads(gyeongnam.cookie));
      for (const secret of ['김햇빛', phone, 'owner-contact@example.com', '남사리 210', '남향']) {
        expect(text).not.toContain(secret);
      }
      expect((await leads(jeju.cookie)).some((lead) => lead.matchReqId === matchReqId)).toBe(false);
    });

    it('filters by region, install type and capacity', async () => {
      const { matchReqId } = await recruit(PARCELS.landP);
      const { cookie } = await partner('partner01');
      const has = async (query: string) =>
        (await leads(cookie, query)).some((lead) => lead.matchReqId === matchReqId);
      const size = (await leads(cookie)).find(
        (lead) => lead.matchReqId === matchReqId,
      )!.systemSizeKw;
      expect(await has('?sido=48&installType=L')).toBe(true);
      expect(await has('?sido=50')).toBe(false);
      expect(await has('?installType=R')).toBe(false);
      expect(await has(`?minKw=${Math.floor(size)}&maxKw=${Math.ceil(size)}`)).toBe(true);
      expect(await has(`?minKw=${Math.ceil(size) + 1}`)).toBe(false);
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/partner/requests?sido=99',
        headers: asPartner(cookie),
      });
      expect(bad.statusCode).toBe(400);
    });

    it('answers a request outside the regions exactly like a missing one (issue 34)', async () => {
      const { matchReqId } = await recruit(PARCELS.landP);
      const jeju = await partner('partner14');
      const shown = await detail(jeju.cookie, matchReqId);
      const missing = await detail(jeju.cookie, 999_999);
      expect(shown.statusCode).toBe(404);
      expect(shown.json()).toEqual(missing.json());
      const applied = await apply(jeju.cookie, matchReqId);
      const appliedMissing = await apply(jeju.cookie, 999_999);
      expect(applied.statusCode).toBe(404);
      expect(applied.json()).toEqual(appliedMissing.json());
      // A quote of a request the contractor was never shortlisted for: the same either way.
      const quoteOf = (id: number) =>
        t.app.inject({
          method: 'GET',
          url: `/api/partner/requests/${id}/quote`,
          headers: asPartner(jeju.cookie),
        });
      expect((await quoteOf(matchReqId)).json()).toEqual((await quoteOf(999_999)).json());
    });
  });

  describe('applying', () => {
    it('applies once during recruiting; the lead moves to my matches', async () => {
      const { matchReqId } = await recruit(PARCELS.landP);
      const { cookie } = await partner('partner13');
      expect((await apply(cookie, matchReqId)).statusCode).toBe(200);
      const twice = await apply(cookie, matchReqId);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('ALREADY_APPLIED');
      expect((await leads(cookie)).some((lead) => lead.matchReqId === matchReqId)).toBe(false);
      const mine = await myMatch(cookie, matchReqId);
      expect(mine).toMatchObject({ state: 'APPLIED', status: 'CRG', applicantCount: 1 });
      expect(mine?.deadline).toBe(mine?.propose1EndDate);
      expect(mine?.address).toBeNull();
      expect(mine?.owner).toBeNull();
    });

    it('refuses applying beyond the applicant limit and after recruiting ended', async () => {
      const full = await recruit(PARCELS.landP);
      await t.database.db
        .update(matchReq)
        .set({ maxApplicants: 1 })
        .where(eq(matchReq.id, full.matchReqId));
      const first = await partner('partner01');
      const second = await partner('partner02');
      expect((await apply(first.cookie, full.matchReqId)).statusCode).toBe(200);
      const refused = await apply(second.cookie, full.matchReqId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('APPLICANT_LIMIT_REACHED');

      const late = await recruit(PARCELS.landP);
      expect((await apply(first.cookie, late.matchReqId)).statusCode).toBe(200);
      // A 3-day period ends by 23:59:59 of its third day: four days later it is over (and the
      // 12-hour console sessions too: both sign in again).
      t.clock.advanceMs(4 * DAY_MS);
      const afterEnd = await apply((await partner('partner02')).cookie, late.matchReqId);
      expect(afterEnd.statusCode).toBe(409);
      expect(afterEnd.json()).toMatchObject({ code: 'INVALID_TRANSITION', status: 'SP1' });
      const firstAgain = await partner('partner01');
      expect((await myMatch(firstAgain.cookie, late.matchReqId))?.state).toBe('APPLIED');
    });

    it('counts each request’s own applicants on the board, in my matches and at the cap, as the database does', async () => {
      const none = await recruit(PARCELS.landP);
      const one = await recruit(PARCELS.landP);
      const three = await recruit(PARCELS.landP);
      const [a, b, c] = await Promise.all(
        ['partner01', 'partner02', 'partner13'].map((userId) => partner(userId)),
      );
      // A fourth contractor of the region watches the board without applying anywhere.
      const watcher = await partner('partner03');
      await t.database.db
        .insert(partnerServiceRegion)
        .values({ contractorId: watcher.me.contractorId, sidoCode: '48' })
        .onConflictDoNothing();
      await t.database.db
        .update(matchReq)
        .set({ maxApplicants: 3 })
        .where(eq(matchReq.id, three.matchReqId));
      expect((await apply(a!.cookie, one.matchReqId)).statusCode).toBe(200);
      for (const applicant of [a!, b!, c!]) {
        expect((await apply(applicant.cookie, three.matchReqId)).statusCode).toBe(200);
      }
      const inDatabase = async (matchReqId: number) =>
        countRows(t.database.db, matchPropose1, eq(matchPropose1.matchReqId, matchReqId));
      const board = await leads(watcher.cookie);
      for (const [request, expected] of [
        [none, 0],
        [one, 1],
        [three, 3],
      ] as const) {
        expect(await inDatabase(request.matchReqId)).toBe(expected);
        const lead = board.find((item) => item.matchReqId === request.matchReqId);
        expect(lead?.applicantCount).toBe(expected);
        const shown = (
          await detail(watcher.cookie, request.matchReqId)
        ).json<PartnerRequestDetail>();
        expect(shown.lead.applicantCount).toBe(expected);
      }
      expect((await myMatch(a!.cookie, one.matchReqId))?.applicantCount).toBe(1);
      expect((await myMatch(c!.cookie, three.matchReqId))?.applicantCount).toBe(3);
      // The cap counts the same rows: the request with three of three refuses a fourth.
      const refused = await apply(watcher.cookie, three.matchReqId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('APPLICANT_LIMIT_REACHED');
      expect((await apply(watcher.cookie, none.matchReqId)).statusCode).toBe(200);
      expect(await inDatabase(none.matchReqId)).toBe(1);
    });
  });

  describe('proposals and the result', () => {
    it('runs shortlist, proposals and the final choice from both contractors’ side', async () => {
      const { owner, phone, matchReqId } = await recruit(PARCELS.landP);
      let winner = await partner('partner13');
      let other = await partner('partner02');
      let outsider = await partner('partner01');
      /** The console sessions last 12 hours: each clock move of days signs the three in again. */
      const signInAgain = async () => {
        [winner, other, outsider] = await Promise.all([
          partner('partner13'),
          partner('partner02'),
          partner('partner01'),
        ]);
      };
      expect((await apply(winner.cookie, matchReqId)).statusCode).toBe(200);
      expect((await apply(other.cookie, matchReqId)).statusCode).toBe(200);
      expect((await apply(outsider.cookie, matchReqId)).statusCode).toBe(200);

      const early = await uploadProposal(winner.cookie, matchReqId);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'PROPOSAL_NOT_ALLOWED', status: 'CRG' });

      // A 3-day period ends by 23:59:59 of its third day: four days later it is over.
      t.clock.advanceMs(4 * DAY_MS);
      await signInAgain();
      await t.app.services.matching.select1(owner.deviceId, matchReqId, [
        winner.me.contractorId,
        other.me.contractorId,
      ]);

      const passedOver = await uploadProposal(outsider.cookie, matchReqId);
      expect(passedOver.statusCode).toBe(403);
      expect(passedOver.json().code).toBe('PARTNER_NOT_SHORTLISTED');
      expect((await myMatch(outsider.cookie, matchReqId))?.state).toBe('NOT_CHOSEN');
      const shortlisted = await myMatch(winner.cookie, matchReqId);
      expect(shortlisted).toMatchObject({
        state: 'SHORTLISTED',
        address: PARCELS.landP.address,
        memo: '남향 지붕입니다.',
        owner: null,
      });
      expect(shortlisted?.deadline).toBe(shortlisted?.propose2EndDate);

      const notPdf = await uploadProposal(winner.cookie, matchReqId, PNG, 'p.pdf');
      expect(notPdf.statusCode).toBe(400);
      expect(notPdf.json().code).toBe('PROPOSAL_FILE_INVALID');
      const tooLarge = await uploadProposal(
        winner.cookie,
        matchReqId,
        Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]),
      );
      expect(tooLarge.statusCode).toBe(413);
      const sent = await uploadProposal(winner.cookie, matchReqId);
      expect(sent.statusCode).toBe(200);
      const replaced = await uploadProposal(winner.cookie, matchReqId, PDF, '제안서 v2.pdf');
      expect(replaced.statusCode).toBe(200);
      const fileId = replaced.json<{ proposalFileId: string }>().proposalFileId;
      expect(fileId).not.toBe(sent.json<{ proposalFileId: string }>().proposalFileId);
      expect((await uploadProposal(other.cookie, matchReqId)).statusCode).toBe(200);
      expect(await myMatch(winner.cookie, matchReqId)).toMatchObject({
        state: 'PROPOSAL_SENT',
        proposalFileId: fileId,
      });

      // Each sees only its own proposal.
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/partner/requests/${matchReqId}/proposal`,
        headers: asPartner(winner.cookie),
      });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      const othersView = await detail(other.cookie, matchReqId);
      expect(JSON.stringify(othersView.json())).not.toContain(fileId);
      const outsiderFile = await t.app.inject({
        method: 'GET',
        url: `/api/partner/requests/${matchReqId}/proposal`,
        headers: asPartner(outsider.cookie),
      });
      expect(outsiderFile.statusCode).toBe(404);

      t.clock.advanceMs(8 * DAY_MS);
      await signInAgain();
      const late = await uploadProposal(winner.cookie, matchReqId);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'PROPOSAL_NOT_ALLOWED', status: 'SP2' });
      const beforeChoice = (await detail(winner.cookie, matchReqId)).json<PartnerRequestDetail>();
      expect(beforeChoice.match?.owner).toBeNull();
      expect(JSON.stringify(beforeChoice)).not.toContain(phone);

      await t.app.services.matching.select2(owner.deviceId, matchReqId, [winner.me.contractorId]);
      const won = (await detail(winner.cookie, matchReqId)).json<PartnerRequestDetail>();
      expect(won.match).toMatchObject({
        state: 'WON',
        status: 'CMC',
        owner: { name: '김햇빛', phone, email: 'owner-contact@example.com' },
      });
      const lost = (await detail(other.cookie, matchReqId)).json<PartnerRequestDetail>();
      expect(lost.match).toMatchObject({ state: 'NOT_CHOSEN', owner: null });
      expect(JSON.stringify(lost)).not.toContain(phone);
    });
  });
});
