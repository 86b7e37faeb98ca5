import { describe, expect, it } from 'vitest';
import { signupInject } from '../../test/consoles.js';
import { SIDO, type PartnerMe } from '@haetbit/contracts';
import { businessNumber, operatorCookie, submitDocuments } from '../../test/consoles.js';
import { PARCELS } from '../../test/journey.js';
import {
  bareProfile,
  contractorConsoleKit,
  multipart,
  PNG,
} from '../../test/contractor-console-kit.js';

describe('contractor console: profile and demo accounts', () => {
  const { t, login, partner, asPartner, recruit, apply, myMatch } = contractorConsoleKit();

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
      const created = await signupInject(t.app, {
        method: 'POST',
        url: '/api/partner/signup',
        payload: {
          userId: 'empty-profile',
          password: 'solar12!',
          businessNumber: businessNumber('523456789'),
          licenceNumber: '서울-01234',
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
      await submitDocuments(t.app, session.cookie);
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/contractors/${contractorId}/approve`,
        headers: { cookie: adminCookie },
      });
      session = await login('empty-profile', 'solar12!');
      const { cookie } = session;
      const profile = bareProfile(
        '빈정보솔라',
        SIDO.map((sido) => sido.code),
      );
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
