import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LEAD_TEXTS,
  PARTNER_MESSAGES,
  SIDO,
  type PartnerNotification,
  type PartnerLead,
  type PartnerMatch,
  type PartnerMe,
  type PartnerRequestDetail,
} from '@haetbit/contracts';
import { matchReq } from '../../db/schema.js';
import { businessNumber, operatorCookie } from '../../test/consoles.js';
import { testAppForSuite } from '../../test/suite.js';
import { newOwner, PARCELS, sizedAnalysis, type Owner } from '../../test/journey.js';
import { submitMatchReq, verifyPhone } from '../../test/journey.js';

const DAY_MS = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32),
]);

/** A multipart body with one file field. */
function multipart(field: string, fileName: string, contentType: string, bytes: Buffer) {
  const boundary = `----haetbit${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('contractor console', () => {
  const t = testAppForSuite();
  let phoneCounter = 3000;

  async function login(userId: string, password = 'demo1234!') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { userId, password },
    });
    const setCookie = response.headers['set-cookie'];
    const cookie = typeof setCookie === 'string' ? setCookie.split(';')[0]! : '';
    return { response, cookie };
  }

  async function partner(userId: string) {
    const { response, cookie } = await login(userId);
    expect(response.statusCode).toBe(200);
    return { cookie, me: response.json<PartnerMe>() };
  }

  const asPartner = (cookie: string) => ({ cookie });

  /** An owner's request in CRG for a parcel (the recruit journey through the API). */
  async function recruit(parcel: { pnu: string; address: string } = PARCELS.landP) {
    const owner = await newOwner(t.app);
    const id = await sizedAnalysis(t.app, owner, parcel, 'L');
    const phone = `010-6666-${String((phoneCounter += 1)).padStart(4, '0')}`;
    await verifyPhone(t.app, owner, id, phone);
    const created = await submitMatchReq(t.app, owner, {
      analysisId: id,
      phone,
      email: 'owner-contact@example.com',
      memo: '남향 지붕입니다.',
    });
    expect(created.statusCode).toBe(201);
    return { owner, phone, matchReqId: created.json<{ id: number }>().id };
  }

  const leads = async (cookie: string, query = '') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/partner/requests${query}`,
        headers: asPartner(cookie),
      })
    ).json<{ data: PartnerLead[] }>().data;

  const apply = (cookie: string, matchReqId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/partner/requests/${matchReqId}/apply`,
      headers: asPartner(cookie),
    });

  const detail = async (cookie: string, matchReqId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/partner/requests/${matchReqId}`,
      headers: asPartner(cookie),
    });

  const myMatch = async (cookie: string, matchReqId: number) => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/partner/matches',
      headers: asPartner(cookie),
    });
    return list.json<{ data: PartnerMatch[] }>().data.find((m) => m.matchReqId === matchReqId);
  };

  const uploadProposal = (cookie: string, matchReqId: number, bytes = PDF, name = 'p.pdf') => {
    const body = multipart('file', name, 'application/pdf', bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/partner/requests/${matchReqId}/proposal`,
      headers: { ...asPartner(cookie), ...body.headers },
      payload: body.payload,
    });
  };

  describe('signup', () => {
    const valid = {
      userId: 'sunny_build-1',
      password: 'solar12!',
      businessNumber: businessNumber('123456789'),
      phone: '010-1234-5678',
      comName: '새빛태양광',
      representative: '홍길동',
      email: 'contact@saebit.kr',
    };
    const messagesOf = async (patch: Partial<Record<keyof typeof valid, string>>) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/partner/signup',
        payload: { ...valid, ...patch },
      });
      expect(response.statusCode).toBe(400);
      return response.json<{ details: { message: string }[] }>().details.map((d) => d.message);
    };

    it('refuses a user id shorter than 5 or longer than 20 characters with the length message', async () => {
      expect(await messagesOf({ userId: 'abcd' })).toContain(PARTNER_MESSAGES.userIdLength);
      expect(await messagesOf({ userId: 'a'.repeat(21) })).toContain(PARTNER_MESSAGES.userIdLength);
    });

    it('refuses other characters or a leading _ or - with the allowed-characters message', async () => {
      for (const userId of ['Sunny1', '_sunny', '-sunny', 'sunny build', 'sunny!']) {
        expect(await messagesOf({ userId })).toContain(PARTNER_MESSAGES.userIdChars);
      }
    });

    it('refuses a password without a letter, a digit or a special character, or of the wrong length', async () => {
      for (const password of ['ab1!', 'abcdefg1', 'abcdefg!', '1234567!', `a1!${'x'.repeat(18)}`]) {
        expect(await messagesOf({ password })).toContain(PARTNER_MESSAGES.passwordRule);
      }
    });

    it('refuses a business number that is not 10 digits or fails its check digit', async () => {
      const wrongCheck = `${valid.businessNumber.slice(0, 9)}${(Number(valid.businessNumber[9]) + 1) % 10}`;
      for (const number of ['12345', wrongCheck, '12345678901']) {
        expect(await messagesOf({ businessNumber: number })).toContain(
          PARTNER_MESSAGES.businessNumber,
        );
      }
    });

    it('refuses a phone that is not a Korean mobile number', async () => {
      for (const phone of ['02-123-4567', '010-12-5678', '01012345678']) {
        expect(await messagesOf({ phone })).toContain(PARTNER_MESSAGES.phone);
      }
    });

    it('requires company name, representative and a valid e-mail', async () => {
      expect(await messagesOf({ comName: ' ' })).toContain(PARTNER_MESSAGES.comNameRequired);
      expect(await messagesOf({ representative: '' })).toContain(
        PARTNER_MESSAGES.representativeRequired,
      );
      expect(await messagesOf({ email: '' })).toContain(PARTNER_MESSAGES.emailRequired);
      expect(await messagesOf({ email: 'contact@' })).toContain(PARTNER_MESSAGES.emailInvalid);
    });

    it('creates a pending account that may log in but not see leads until approved', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/partner/signup',
        payload: {
          ...valid,
          businessNumber: `${valid.businessNumber.slice(0, 3)}-${valid.businessNumber.slice(3, 5)}-${valid.businessNumber.slice(5)}`,
        },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ id: expect.any(Number), status: 'pending' });

      const again = await t.app.inject({
        method: 'POST',
        url: '/api/partner/signup',
        payload: { ...valid, businessNumber: businessNumber('223456789') },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('PARTNER_USER_ID_TAKEN');
      const sameNumber = await t.app.inject({
        method: 'POST',
        url: '/api/partner/signup',
        payload: { ...valid, userId: 'other-user' },
      });
      expect(sameNumber.json().code).toBe('PARTNER_BUSINESS_NUMBER_TAKEN');

      const { response, cookie } = await login(valid.userId, valid.password);
      expect(response.statusCode).toBe(200);
      expect(response.json<PartnerMe>()).toMatchObject({
        status: 'pending',
        comName: '새빛태양광',
      });
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/partner/requests',
        headers: asPartner(cookie),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('PARTNER_NOT_APPROVED');
    });
  });

  describe('approval', () => {
    it('lets an operator approve a new account, which may then see leads; suspension logs it out', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/partner/signup',
        payload: {
          userId: 'approve-me',
          password: 'solar12!',
          businessNumber: businessNumber('323456789'),
          phone: '010-2222-3333',
          comName: '승인대기솔라',
          representative: '김대표',
          email: 'wait@solar.kr',
        },
      });
      expect(created.statusCode).toBe(201);
      const session = await login('approve-me', 'solar12!');
      const { cookie } = session;
      const me = session.response.json<PartnerMe>();
      const adminCookie = await operatorCookie(t.app);
      const pending = await t.app.inject({
        method: 'GET',
        url: '/api/admin/contractors?status=pending',
        headers: { cookie: adminCookie },
      });
      expect(pending.json<{ data: { userId: string }[] }>().data.map((a) => a.userId)).toContain(
        'approve-me',
      );
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/contractors/${me.contractorId}/approve`,
        headers: { cookie: adminCookie },
      });
      expect(approved.statusCode).toBe(200);
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/partner/requests',
        headers: asPartner(cookie),
      });
      expect(after.statusCode).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/contractors/${me.contractorId}/suspend`,
        headers: { cookie: adminCookie },
      });
      const suspended = await t.app.inject({
        method: 'GET',
        url: '/api/partner/me',
        headers: asPartner(cookie),
      });
      expect(suspended.statusCode).toBe(401);
      expect((await login('approve-me', 'solar12!')).response.statusCode).toBe(403);
    });

    it('tells an approved account by SMS and e-mail, in both consoles, and only once per approval', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/partner/signup',
        payload: {
          userId: 'told-on-approval',
          password: 'solar12!',
          businessNumber: businessNumber('423456789'),
          phone: '010-2222-4444',
          comName: '알림받는솔라',
          representative: '박대표',
          email: 'told@solar.kr',
        },
      });
      expect(created.statusCode).toBe(201);
      const session = await login('told-on-approval', 'solar12!');
      const me = session.response.json<PartnerMe>();
      const adminCookie = await operatorCookie(t.app);
      const sent = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/partner/notifications',
            headers: asPartner(session.cookie),
          })
        ).json<{ data: PartnerNotification[] }>().data;
      expect(await sent()).toEqual([]);
      const act = (action: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/contractors/${me.contractorId}/${action}`,
          headers: { cookie: adminCookie },
        });
      expect((await act('approve')).statusCode).toBe(200);
      const expected = LEAD_TEXTS.ACCOUNT_APPROVED({
        comName: '알림받는솔라',
        consoleUrl: 'http://localhost:3000/partner',
      });
      const afterApproval = await sent();
      expect(afterApproval.map((item) => [item.kind, item.channel, item.recipient])).toEqual(
        expect.arrayContaining([
          ['ACCOUNT_APPROVED', 'sms', '010-2222-4444'],
          ['ACCOUNT_APPROVED', 'email', 'told@solar.kr'],
        ]),
      );
      expect(afterApproval).toHaveLength(2);
      expect(afterApproval.every((item) => item.body === expected)).toBe(true);
      const outbox = await t.app.inject({
        method: 'GET',
        url: '/api/admin/notifications',
        headers: { cookie: adminCookie },
      });
      expect(
        outbox
          .json<{ data: { kind: string; recipient: string }[] }>()
          .data.filter((item) => item.kind === 'ACCOUNT_APPROVED'),
      ).toContainEqual(expect.objectContaining({ recipient: '010-2222-4444' }));

      // A suspension tells nothing; approving again tells again.
      const approvals = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/notifications',
            headers: { cookie: adminCookie },
          })
        )
          .json<{ data: { kind: string; recipient: string }[] }>()
          .data.filter((item) => item.recipient === '010-2222-4444');
      expect((await act('suspend')).statusCode).toBe(200);
      expect(await approvals()).toHaveLength(1);
      t.clock.advanceMs(1000);
      expect((await act('approve')).statusCode).toBe(200);
      expect((await approvals()).map((item) => item.kind)).toEqual([
        'ACCOUNT_APPROVED',
        'ACCOUNT_APPROVED',
      ]);
    });
  });

  describe('login', () => {
    it('sets an HttpOnly SameSite session cookie scoped to the console calls', async () => {
      const { response } = await login('partner03');
      expect(response.statusCode).toBe(200);
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^haetbit_partner=[A-Za-z0-9_-]{40,};/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain('Path=/api/partner');
    });

    it('answers a wrong password and an unknown id alike', async () => {
      const wrong = await login('partner03', 'wrong12!');
      const unknown = await login('nobody-here', 'wrong12!');
      expect(wrong.response.statusCode).toBe(401);
      expect(unknown.response.statusCode).toBe(401);
      expect(wrong.response.json()).toEqual(unknown.response.json());
    });

    it('locks the account for 15 minutes after 5 failures within 15 minutes, even for the right password', async () => {
      for (let i = 0; i < 4; i += 1) {
        expect((await login('partner04', 'wrong12!')).response.statusCode).toBe(401);
      }
      const fifth = await login('partner04', 'wrong12!');
      expect(fifth.response.statusCode).toBe(423);
      expect(fifth.response.json().code).toBe('PARTNER_LOCKED');
      expect((await login('partner04')).response.statusCode).toBe(423);
      t.clock.advanceMs(15 * 60_000);
      expect((await login('partner04')).response.statusCode).toBe(200);
    });

    it('does not lock for failures spread over more than 15 minutes', async () => {
      for (let i = 0; i < 4; i += 1) await login('partner05', 'wrong12!');
      t.clock.advanceMs(16 * 60_000);
      expect((await login('partner05', 'wrong12!')).response.statusCode).toBe(401);
      expect((await login('partner05')).response.statusCode).toBe(200);
    });

    it('ends the session on logout', async () => {
      const { cookie } = await partner('partner06');
      const me = () =>
        t.app.inject({ method: 'GET', url: '/api/partner/me', headers: asPartner(cookie) });
      expect((await me()).statusCode).toBe(200);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/partner/logout',
        headers: asPartner(cookie),
      });
      expect(out.statusCode).toBe(204);
      expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
      expect((await me()).statusCode).toBe(401);
    });
  });

  describe('roles (DESIGN D12)', () => {
    it('refuses a partner cookie on owner calls and a device token on partner calls', async () => {
      const { cookie } = await partner('partner07');
      const owner: Owner = await newOwner(t.app);
      const ownerCalls = [
        { method: 'GET' as const, url: `/api/match-req?deviceId=${owner.deviceId}` },
        { method: 'GET' as const, url: `/api/match-req/list?deviceId=${owner.deviceId}` },
        { method: 'GET' as const, url: `/api/match-com/match-user/is-exist/${owner.deviceId}` },
        {
          method: 'POST' as const,
          url: '/api/match-analysis',
          payload: { ...PARCELS.landP, deviceId: owner.deviceId },
        },
      ];
      for (const call of ownerCalls) {
        const response = await t.app.inject({ ...call, headers: asPartner(cookie) });
        expect([401, 403], `${call.method} ${call.url}`).toContain(response.statusCode);
      }
      const partnerCalls = [
        { method: 'GET' as const, url: '/api/partner/me' },
        { method: 'GET' as const, url: '/api/partner/profile' },
        { method: 'GET' as const, url: '/api/partner/requests' },
        { method: 'GET' as const, url: '/api/partner/requests/1' },
        { method: 'GET' as const, url: '/api/partner/matches' },
        { method: 'POST' as const, url: '/api/partner/requests/1/apply' },
        { method: 'POST' as const, url: '/api/partner/requests/1/proposal' },
        { method: 'POST' as const, url: '/api/partner/profile/logo' },
      ];
      for (const call of partnerCalls) {
        const withToken = await t.app.inject({
          ...call,
          headers: { authorization: owner.authorization },
        });
        expect(withToken.statusCode, `${call.method} ${call.url}`).toBe(401);
        const anonymous = await t.app.inject(call);
        expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      }
      // The operator's door (DESIGN D12): neither cookie opens the other's calls.
      const adminCookie = await operatorCookie(t.app);
      for (const url of ['/api/admin/me', '/api/admin/contractors', '/api/admin/match-status']) {
        const response = await t.app.inject({ method: 'GET', url, headers: asPartner(cookie) });
        expect(response.statusCode, url).toBe(401);
      }
      for (const call of partnerCalls) {
        const response = await t.app.inject({ ...call, headers: { cookie: adminCookie } });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      }
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/partner/me',
        headers: { cookie: 'haetbit_partner=forged-token-value' },
      });
      expect(forged.statusCode).toBe(401);
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/partner/me',
        headers: asPartner(cookie),
      });
      expect(own.statusCode).toBe(200);
    });
  });

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

    it('refuses to show or apply to a request outside the regions', async () => {
      const { matchReqId } = await recruit(PARCELS.landP);
      const jeju = await partner('partner14');
      const shown = await detail(jeju.cookie, matchReqId);
      expect(shown.statusCode).toBe(403);
      expect(shown.json().code).toBe('PARTNER_REGION_FORBIDDEN');
      const applied = await apply(jeju.cookie, matchReqId);
      expect(applied.statusCode).toBe(403);
      expect((await detail(jeju.cookie, 999_999)).statusCode).toBe(404);
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
      t.clock.advanceMs(3 * DAY_MS + 1000);
      const afterEnd = await apply(second.cookie, late.matchReqId);
      expect(afterEnd.statusCode).toBe(409);
      expect(afterEnd.json()).toMatchObject({ code: 'INVALID_TRANSITION', status: 'SP1' });
      expect((await myMatch(first.cookie, late.matchReqId))?.state).toBe('APPLIED');
    });
  });

  describe('proposals and the result', () => {
    it('runs shortlist, proposals and the final choice from both contractors’ side', async () => {
      const { owner, phone, matchReqId } = await recruit(PARCELS.landP);
      const winner = await partner('partner13');
      const other = await partner('partner02');
      const outsider = await partner('partner01');
      expect((await apply(winner.cookie, matchReqId)).statusCode).toBe(200);
      expect((await apply(other.cookie, matchReqId)).statusCode).toBe(200);
      expect((await apply(outsider.cookie, matchReqId)).statusCode).toBe(200);

      const early = await uploadProposal(winner.cookie, matchReqId);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'PROPOSAL_NOT_ALLOWED', status: 'CRG' });

      t.clock.advanceMs(3 * DAY_MS + 1000);
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

      t.clock.advanceMs(7 * DAY_MS + 1000);
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

  describe('profile', () => {
    it('edits the business info the owner sees and the service regions', async () => {
      const { cookie, me } = await partner('partner08');
      const body = {
        comName: '전북햇살에너지',
        intro: '전북 전역의 축사 지붕 태양광을 시공합니다.',
        constructionCapacity: 5200.5,
        constructionCnt: 88,
        constructionPerformanceName: '누적 시공 5.2MW',
        constructionCareerName: '전기공사업 9년',
        capital: 800,
        nationwideTotalLank: 19850,
        nationwideOwnLank: 3020,
        localTotalLank: 900,
        localOwnLank: 41,
        regions: ['46', '52'],
      };
      // Regions come back in the one order of the 시도 list (전북 before 전남), as the operator's.
      const listed = { ...body, regions: ['52', '46'] };
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/partner/profile',
        headers: asPartner(cookie),
        payload: body,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject(listed);
      const shown = await t.app.inject({
        method: 'GET',
        url: `/api/match-com/biz-info/${me.contractorId}`,
      });
      expect(shown.json()).toMatchObject({
        comName: '전북햇살에너지',
        intro: body.intro,
        constructionCapacity: 5200.5,
        capital: 800,
      });
      const badRegion = await t.app.inject({
        method: 'PUT',
        url: '/api/partner/profile',
        headers: asPartner(cookie),
        payload: { ...body, regions: ['45'] },
      });
      expect(badRegion.statusCode).toBe(400);
    });

    it('takes a PNG, JPEG or plain SVG logo and refuses active or outside content', async () => {
      const { cookie, me } = await partner('partner09');
      const upload = (bytes: Buffer, type = 'image/svg+xml', name = 'logo.svg') => {
        const body = multipart('file', name, type, bytes);
        return t.app.inject({
          method: 'POST',
          url: '/api/partner/profile/logo',
          headers: { ...asPartner(cookie), ...body.headers },
          payload: body.payload,
        });
      };
      const png = await upload(PNG, 'image/png', 'logo.png');
      expect(png.statusCode).toBe(200);
      const jpeg = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'image/jpeg', 'l.jpg');
      expect(jpeg.statusCode).toBe(200);
      const svg = await upload(
        Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/></svg>',
        ),
      );
      expect(svg.statusCode).toBe(200);
      const logoId = svg.json<{ comLogoFileId: string }>().comLogoFileId;
      const card = await t.app.inject({
        method: 'GET',
        url: `/api/match-com/biz-info/${me.contractorId}`,
      });
      expect(card.json().comLogoFileId).toBe(logoId);

      const unsafe = [
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><rect/></a></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.example/)"/></svg>',
        '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
        '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>',
        '<html><body>not a logo</body></html>',
      ];
      for (const text of unsafe) {
        const refused = await upload(Buffer.from(text));
        expect(refused.statusCode, text).toBe(400);
        expect(refused.json().code).toBe('LOGO_FILE_INVALID');
      }
      const big = await upload(Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), 'image/png');
      expect(big.statusCode).toBe(413);
      const notMultipart = await t.app.inject({
        method: 'POST',
        url: '/api/partner/profile/logo',
        headers: asPartner(cookie),
        payload: { file: 'x' },
      });
      expect(notMultipart.statusCode).toBe(415);
    });
  });

  describe('demo accounts', () => {
    it('seeds partner01 … partner14, approved, whose regions cover every 시도; 01 and 02 cover all', async () => {
      const covered = new Set<string>();
      for (let index = 1; index <= 14; index += 1) {
        const userId = `partner${String(index).padStart(2, '0')}`;
        const { response } = await login(userId);
        expect(response.statusCode, userId).toBe(200);
        const me = response.json<PartnerMe>();
        expect(me.status).toBe('approved');
        if (index <= 2) expect(me.regions).toHaveLength(SIDO.length);
        if (userId !== 'partner08') me.regions.forEach((code) => covered.add(code));
      }
      expect([...covered].sort()).toEqual(SIDO.map((sido) => sido.code).sort());
    });
  });

  describe('an empty profile', () => {
    it('cannot apply until the figures owners read are filled in, and says which', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/partner/signup',
        payload: {
          userId: 'empty-profile',
          password: 'solar12!',
          businessNumber: businessNumber('523456789'),
          phone: '010-2222-5555',
          comName: '빈정보솔라',
          representative: '이대표',
          email: 'empty@solar.kr',
        },
      });
      expect(created.statusCode).toBe(201);
      let session = await login('empty-profile', 'solar12!');
      const adminCookie = await operatorCookie(t.app);
      const { contractorId } = session.response.json<PartnerMe>();
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/contractors/${contractorId}/approve`,
        headers: { cookie: adminCookie },
      });
      session = await login('empty-profile', 'solar12!');
      const { cookie } = session;
      const profile = {
        comName: '빈정보솔라',
        intro: '',
        constructionCapacity: 0,
        constructionCnt: 0,
        constructionPerformanceName: '',
        constructionCareerName: '',
        capital: 0,
        nationwideTotalLank: 0,
        nationwideOwnLank: 0,
        localTotalLank: 0,
        localOwnLank: 0,
        regions: SIDO.map((sido) => sido.code),
      };
      const save = (body: typeof profile) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/partner/profile',
          headers: asPartner(cookie),
          payload: body,
        });
      expect((await save(profile)).statusCode).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/partner/me',
        headers: asPartner(cookie),
      });
      expect(me.json<PartnerMe>().missingProfile).toEqual(['시공 용량', '시공 건수', '회사 소개']);

      const { matchReqId } = await recruit(PARCELS.landP);
      const refused = await apply(cookie, matchReqId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'PARTNER_PROFILE_INCOMPLETE',
        message: '회사 정보에 시공 용량, 시공 건수, 회사 소개를 입력한 뒤 지원할 수 있습니다.',
      });
      expect(await myMatch(cookie, matchReqId)).toBeUndefined();

      expect(
        (await save({ ...profile, constructionCapacity: 120, constructionCnt: 4 })).statusCode,
      ).toBe(200);
      expect((await apply(cookie, matchReqId)).json().message).toBe(
        '회사 정보에 회사 소개를 입력한 뒤 지원할 수 있습니다.',
      );
      expect(
        (
          await save({
            ...profile,
            constructionCapacity: 120,
            constructionCnt: 4,
            intro: '지붕 태양광 전문',
          })
        ).statusCode,
      ).toBe(200);
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/partner/me',
        headers: asPartner(cookie),
      });
      expect(again.json<PartnerMe>().missingProfile).toEqual([]);
      expect((await apply(cookie, matchReqId)).statusCode).toBe(200);
    });
  });
});
