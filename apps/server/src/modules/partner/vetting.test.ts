import { describe, expect, it } from 'vitest';
import { signupInject } from '../../test/consoles.js';
import { eq } from 'drizzle-orm';
import {
  PARTNER_MESSAGES,
  type AdminContractor,
  type AdminContractorDetail,
  type ContractorBizInfo,
  type PartnerMe,
  type PartnerProfileBody,
} from '@haetbit/contracts';
import { partnerDocument } from '../../db/schema.js';
import {
  businessNumber,
  DOCUMENT_PDF,
  multipart,
  operatorCookie,
  partnerCookie,
} from '../../test/consoles.js';
import { contractorConsoleKit, PNG } from '../../test/contractor-console-kit.js';
import { newOwner } from '../../test/journey.js';

let signups = 0;

describe('vetting of contractors', () => {
  const { t, login } = contractorConsoleKit();

  /** Signs a new contractor up and in; answers its cookie and contractor id. */
  async function signUp(licenceNumber = '서울-01234') {
    signups += 1;
    const userId = `vetted-${signups}`;
    const created = await signupInject(t.app, {
      method: 'POST',
      url: '/api/partner/signup',
      payload: {
        userId,
        password: 'solar12!',
        businessNumber: businessNumber(`7100000${String(signups).padStart(2, '0')}`),
        licenceNumber,
        phone: `010-7777-${String(1000 + signups)}`,
        comName: `서류솔라${signups}`,
        representative: '최대표',
        email: `${userId}@solar.kr`,
      },
    });
    expect(created.statusCode).toBe(201);
    const session = await login(userId, 'solar12!');
    return { cookie: session.cookie, me: session.response.json<PartnerMe>() };
  }

  const upload = (cookie: string, kind: string, bytes: Buffer, name = 'doc.pdf') => {
    const body = multipart('file', name, 'application/octet-stream', bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/partner/documents/${kind}`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const approve = async (contractorId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/contractors/${contractorId}/approve`,
      headers: { cookie: await operatorCookie(t.app) },
    });
  const detailOf = async (contractorId: number, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/contractors/${contractorId}`,
      headers: { cookie: cookie ?? (await operatorCookie(t.app)) },
    });
  const bizInfo = async (contractorId: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/match-com/biz-info/${contractorId}` })
    ).json<ContractorBizInfo>();

  it('asks for the 전기공사업 registration number at signup and stores it in one form', async () => {
    for (const wrong of ['', '01234', '서울01234', '한양-01234', '서울-12']) {
      const refused = await signupInject(t.app, {
        method: 'POST',
        url: '/api/partner/signup',
        payload: {
          userId: 'no-licence',
          password: 'solar12!',
          businessNumber: businessNumber('710099999'),
          licenceNumber: wrong,
          phone: '010-7777-0000',
          comName: '면허없음',
          representative: '최대표',
          email: 'none@solar.kr',
        },
      });
      expect(refused.statusCode, wrong).toBe(400);
      expect(refused.json<{ details: { message: string }[] }>().details[0]?.message).toBe(
        PARTNER_MESSAGES.licenceNumber,
      );
    }
    const { me } = await signUp('제 경남-004512 호');
    expect(me).toMatchObject({ licenceNumber: '경남-004512', documents: [] });
    const detail = (await detailOf(me.contractorId)).json<AdminContractorDetail>();
    expect(detail.account).toMatchObject({
      licenceNumber: '경남-004512',
      documentsComplete: false,
    });
  });

  it('does not approve a contractor until both documents are in', async () => {
    const { cookie, me } = await signUp();
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contractors?status=pending',
      headers: { cookie: await operatorCookie(t.app) },
    });
    const listed = pending
      .json<{ data: AdminContractor[] }>()
      .data.find((item) => item.contractorId === me.contractorId);
    expect(listed).toMatchObject({ documentsComplete: false, licenceNumber: '서울-01234' });

    const refused = await approve(me.contractorId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONTRACTOR_DOCUMENTS_MISSING');

    expect((await upload(cookie, 'businessRegistration', DOCUMENT_PDF)).statusCode).toBe(200);
    expect((await approve(me.contractorId)).statusCode).toBe(409);

    const licence = await upload(cookie, 'licence', PNG, 'licence.png');
    expect(licence.statusCode).toBe(200);
    expect(licence.json()).toMatchObject({ kind: 'licence', contentType: 'image/png' });
    const approved = await approve(me.contractorId);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
  });

  it('takes PDF, PNG or JPEG by their bytes only, up to 10 MB', async () => {
    const { cookie } = await signUp();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    for (const bytes of [svg, Buffer.from('just text, named .pdf')]) {
      const refused = await upload(cookie, 'licence', bytes, 'licence.pdf');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('DOCUMENT_FILE_INVALID');
    }
    const large = Buffer.concat([DOCUMENT_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(cookie, 'licence', large)).statusCode).toBe(413);
    expect((await upload(cookie, 'other', DOCUMENT_PDF)).statusCode).toBe(400);
    const anonymous = multipart('file', 'a.pdf', 'application/pdf', DOCUMENT_PDF);
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/api/partner/documents/licence',
      headers: anonymous.headers,
      payload: anonymous.payload,
    });
    expect(noSession.statusCode).toBe(401);
  });

  it('shows the documents to operators and their contractor only, never by a public link', async () => {
    const { cookie, me } = await signUp();
    expect((await upload(cookie, 'businessRegistration', DOCUMENT_PDF)).statusCode).toBe(200);
    expect((await upload(cookie, 'licence', PNG, 'licence.png')).statusCode).toBe(200);

    // The operator reads the number and opens both documents in the contractor's detail.
    const operator = await operatorCookie(t.app);
    const detail = (await detailOf(me.contractorId, operator)).json<AdminContractorDetail>();
    expect(detail.documents.map((item) => item.kind)).toEqual(['businessRegistration', 'licence']);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/admin/contractors/${me.contractorId}/documents/businessRegistration`,
      headers: { cookie: operator },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.rawPayload.equals(DOCUMENT_PDF)).toBe(true);
    // A scan as an image downloads like a PDF: one behaviour for every document.
    for (const kind of ['businessRegistration', 'licence']) {
      const document = await t.app.inject({
        method: 'GET',
        url: `/api/admin/contractors/${me.contractorId}/documents/${kind}`,
        headers: { cookie: operator },
      });
      expect(document.headers['content-disposition'], kind).toMatch(/^attachment/);
    }
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: operator },
    });
    expect(audit.json<{ data: { action: string; target: string }[] }>().data).toContainEqual(
      expect.objectContaining({
        action: 'contractor.document.view',
        target: `contractor:${me.contractorId}`,
      }),
    );

    // The contractor reads its own.
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/partner/documents/licence',
      headers: { cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');

    // Another contractor reaches them by no call: its console has only its own, the operator's
    // calls refuse its cookie, and the public file call refuses the stored file.
    const other = await partnerCookie(t.app, 'partner01');
    const notMine = await t.app.inject({
      method: 'GET',
      url: '/api/partner/documents/licence',
      headers: { cookie: other },
    });
    // partner01 reads its own sample document (the demo seed's), never this contractor's.
    expect(notMine.statusCode).toBe(200);
    expect(notMine.rawPayload.equals(own.rawPayload)).toBe(false);
    for (const url of [
      `/api/admin/contractors/${me.contractorId}/documents/licence`,
      `/api/admin/contractors/${me.contractorId}`,
    ]) {
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { cookie: other } })).statusCode,
      ).toBe(401);
    }
    const rows = await t.database.db
      .select({ fileId: partnerDocument.fileId })
      .from(partnerDocument)
      .where(eq(partnerDocument.contractorId, me.contractorId));
    expect(rows).toHaveLength(2);
    const owner = await newOwner(t.app);
    for (const { fileId } of rows) {
      for (const url of [`/api/file/${fileId}`, `/api/file/viewer/${fileId}`]) {
        for (const headers of [{}, { cookie: other }, { authorization: owner.authorization }]) {
          expect((await t.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(403);
        }
      }
    }

    // The owner's business info names no document.
    const info = await bizInfo(me.contractorId);
    const text = JSON.stringify(info);
    for (const { fileId } of rows) expect(text).not.toContain(fileId);
    expect(text).not.toContain('licence');
  });

  it('labels the figures self-declared until an operator checks one; an edit clears the check', async () => {
    const { cookie, me } = await signUp();
    expect((await upload(cookie, 'businessRegistration', DOCUMENT_PDF)).statusCode).toBe(200);
    expect((await upload(cookie, 'licence', DOCUMENT_PDF)).statusCode).toBe(200);
    expect((await approve(me.contractorId)).statusCode).toBe(200);
    const session = await login(me.userId, 'solar12!');
    const profile: PartnerProfileBody = {
      comName: me.comName,
      intro: '경남 지붕형 전문',
      constructionCapacity: 1200,
      constructionCnt: 30,
      constructionPerformanceName: '공장 지붕 30건',
      constructionCareerName: '12년',
      capital: 500,
      nationwideTotalLank: 1000,
      nationwideOwnLank: 120,
      localTotalLank: 100,
      localOwnLank: 9,
      regions: ['48'],
    };
    const save = (body: PartnerProfileBody) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/partner/profile',
        headers: { cookie: session.cookie },
        payload: body,
      });
    expect((await save(profile)).statusCode).toBe(200);
    expect((await bizInfo(me.contractorId)).verifiedFigures).toEqual([]);

    const operator = await operatorCookie(t.app);
    const check = (figure: string, verified: boolean, cookieValue = operator) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/contractors/${me.contractorId}/figures/${figure}`,
        headers: { cookie: cookieValue },
        payload: { verified },
      });
    expect((await check('capital', true)).json()).toEqual({ verifiedFigures: ['capital'] });
    expect((await check('nationwideRank', true)).json()).toEqual({
      verifiedFigures: ['capital', 'nationwideRank'],
    });
    expect((await check('unknownFigure', true)).statusCode).toBe(400);
    expect((await check('capital', true, session.cookie)).statusCode).toBe(401);
    expect((await bizInfo(me.contractorId)).verifiedFigures).toEqual(['capital', 'nationwideRank']);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: operator },
    });
    expect(audit.json<{ data: { action: string }[] }>().data.map((row) => row.action)).toContain(
      'contractor.figure.verify',
    );

    // Editing the intro keeps the checks; a new capital clears only the capital's.
    expect((await save({ ...profile, intro: '경남·부산 지붕형 전문' })).statusCode).toBe(200);
    expect((await bizInfo(me.contractorId)).verifiedFigures).toEqual(['capital', 'nationwideRank']);
    expect((await save({ ...profile, capital: 900 })).statusCode).toBe(200);
    expect((await bizInfo(me.contractorId)).verifiedFigures).toEqual(['nationwideRank']);

    // The operator may take a check back.
    expect((await check('nationwideRank', false)).json()).toEqual({ verifiedFigures: [] });
    expect((await bizInfo(me.contractorId)).verifiedFigures).toEqual([]);
  });
});
