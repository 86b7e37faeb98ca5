import { describe, expect, it } from 'vitest';
import { signupInject } from '../../test/consoles.js';
import {
  LEAD_TEXTS,
  PARTNER_MESSAGES,
  PASSWORD_MESSAGES,
  type PartnerNotification,
  type PartnerMe,
} from '@haetbit/contracts';
import { businessNumber, operatorCookie, submitDocuments } from '../../test/consoles.js';
import { contractorConsoleKit } from '../../test/contractor-console-kit.js';

describe('contractor console: signup and approval', () => {
  const { t, login, asPartner } = contractorConsoleKit();

  describe('signup', () => {
    const valid = {
      userId: 'sunny_build-1',
      password: 'solar12!',
      businessNumber: businessNumber('123456789'),
      licenceNumber: '서울-01234',
      phone: '010-1234-5678',
      comName: '새빛태양광',
      representative: '홍길동',
      email: 'contact@saebit.kr',
    };
    const messagesOf = async (patch: Partial<Record<keyof typeof valid, string>>) => {
      const response = await signupInject(t.app, {
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

    it('takes any password of 8 characters or more, passphrases too, but not a common one (issue 34)', async () => {
      expect(await messagesOf({ password: 'ab1!xyz' })).toContain(PASSWORD_MESSAGES.tooShort(8));
      expect(await messagesOf({ password: 'x'.repeat(129) })).toContain(PASSWORD_MESSAGES.tooLong);
      for (const password of ['password1', 'qwer1234', '1q2w3e4r!', 'Iloveyou!']) {
        expect(await messagesOf({ password }), password).toContain(PASSWORD_MESSAGES.common);
      }
      expect(await messagesOf({ password: 'sunny_build-1!!' })).toContain(
        PASSWORD_MESSAGES.containsId,
      );
      const passphrase = await signupInject(t.app, {
        method: 'POST',
        url: '/api/partner/signup',
        payload: {
          ...valid,
          userId: 'passphrase-co',
          businessNumber: businessNumber('123456780'),
          password: '남쪽 지붕에 해가 잘 든다',
        },
      });
      expect(passphrase.statusCode).toBe(201);
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
      const created = await signupInject(t.app, {
        method: 'POST',
        url: '/api/partner/signup',
        payload: {
          ...valid,
          businessNumber: `${valid.businessNumber.slice(0, 3)}-${valid.businessNumber.slice(3, 5)}-${valid.businessNumber.slice(5)}`,
        },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ id: expect.any(Number), status: 'pending' });

      const again = await signupInject(t.app, {
        method: 'POST',
        url: '/api/partner/signup',
        payload: { ...valid, businessNumber: businessNumber('223456789') },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('PARTNER_USER_ID_TAKEN');
      const sameNumber = await signupInject(t.app, {
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
      const created = await signupInject(t.app, {
        method: 'POST',
        url: '/api/partner/signup',
        payload: {
          userId: 'approve-me',
          password: 'solar12!',
          businessNumber: businessNumber('323456789'),
          licenceNumber: '서울-01234',
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
      await submitDocuments(t.app, cookie);
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
      const created = await signupInject(t.app, {
        method: 'POST',
        url: '/api/partner/signup',
        payload: {
          userId: 'told-on-approval',
          password: 'solar12!',
          businessNumber: businessNumber('423456789'),
          licenceNumber: '서울-01234',
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
      await submitDocuments(t.app, session.cookie);
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
});
