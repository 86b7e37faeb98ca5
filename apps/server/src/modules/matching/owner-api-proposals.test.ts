import { describe, expect, it } from 'vitest';
import { apiEndpoints as endpoints } from '@haetbit/contracts';
import { newOwner, type Owner } from '../../test/journey.js';
import { createCrgRequest, driveToSp1, driveToSp2, sendProposal } from '../../test/lifecycle.js';
import { ownerApiGroup } from '../../test/owner-api-kit.js';

/**
 * The owner's matching calls through HTTP (spec sections 4, 5 and 7), on PGlite or on the
 * PostgreSQL of DATABASE_URL: proposal links and the contractor side. Time moves only by the test
 * clock; no sweeper runs, so every state reached by a period end is what a read computes itself.
 */
describe('owner matching API', () => {
  describe('proposal links', () => {
    const { t, api, matching } = ownerApiGroup();
    /** The owner asks for a proposal's link by text. */
    const sendLink = (owner: Owner, matchReqId: number, proposalFileId: string) =>
      api.send(endpoints.matchSendProposal, { params: { matchReqId, proposalFileId }, as: owner });

    it('texts a 72-hour link that opens the PDF without a session; others get 403', async () => {
      const request = await driveToSp2(t);
      const fileId = request.proposalFileIds.get(1)!;
      const answer = await api.call(endpoints.matchSendProposal, {
        params: { matchReqId: request.id, proposalFileId: fileId },
        as: request.owner,
      });
      expect(answer.result).toBe(true);
      expect(answer.to).toBe(`010-****-${request.phone.slice(-4)}`);
      expect(Date.parse(answer.expiresAt) - t.clock.now().getTime()).toBeGreaterThan(
        71.9 * 3_600_000,
      );

      const outbox = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${request.phone}` });
      const text = outbox.json<{ body: string }[]>()[0]!.body;
      expect(text).toContain('제안서');
      const link = new URL(/(https?:\/\/\S+)/.exec(text)![1]!);
      expect(link.origin).toBe(t.config.publicBaseUrl);
      expect(link.pathname).toBe(`/api/file/viewer/${fileId}`);

      const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
      expect(opened.headers['cache-control']).toBe('private, no-store');
      expect(opened.body.startsWith('%PDF')).toBe(true);

      // The owner's own session opens it; anyone else, or the link on another file, does not.
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/file/viewer/${fileId}`,
        headers: { authorization: request.owner.authorization },
      });
      expect(own.statusCode).toBe(200);
      const intruder = await newOwner(t.app);
      for (const url of [`/api/file/viewer/${fileId}`, `/api/file/${fileId}`]) {
        const foreign = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: intruder.authorization },
        });
        expect(foreign.statusCode).toBe(403);
        expect(foreign.body).not.toContain('%PDF');
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
      }
      const otherFile = request.proposalFileIds.get(2)!;
      const borrowed = await t.app.inject({
        method: 'GET',
        url: `/api/file/viewer/${otherFile}${link.search}`,
      });
      expect(borrowed.statusCode).toBe(403);
      expect(borrowed.json()).toMatchObject({ code: 'PROPOSAL_LINK_INVALID' });

      t.clock.advanceMs(73 * 3_600_000);
      const expired = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ code: 'PROPOSAL_LINK_INVALID' });
    });

    it('texts each proposal once: a second tap sends nothing and names the same expiry', async () => {
      const request = await driveToSp2(t);
      const link = (ccId: number) =>
        api.call(endpoints.matchSendProposal, {
          params: { matchReqId: request.id, proposalFileId: request.proposalFileIds.get(ccId)! },
          as: request.owner,
        });
      const first = await link(1);
      t.clock.advanceMs(3_600_000);
      const second = await link(1);
      expect(first.sent).toBe(true);
      expect(second).toMatchObject({ sent: false, expiresAt: first.expiresAt });
      const other = await link(2);
      expect(other.sent).toBe(true);
      const outbox = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${request.phone}` });
      const links = outbox
        .json<{ body: string }[]>()
        .filter((sms) => sms.body.includes('제안서입니다'));
      expect(links).toHaveLength(2);
    });

    it('tells the owner in PSB who has submitted, without opening the files before SP2', async () => {
      const request = await driveToSp1(t);
      const select = await api.send(endpoints.propose1Select, {
        body: { matchStatusId: request.id, selectedCstIds: [1, 2] },
        as: request.owner,
      });
      expect(select.status).toBe(200);
      await sendProposal(t, 2, request.id);
      const list = await api.call(endpoints.propose2List, {
        body: { matchStatusId: request.id },
        as: request.owner,
      });
      expect(list.data).toEqual([
        expect.objectContaining({ ccId: 1, proposalSubmitted: false, proposalFileId: null }),
        expect.objectContaining({ ccId: 2, proposalSubmitted: true, proposalFileId: null }),
      ]);
    });

    it('refuses a file that is not a proposal of the request, and a request before SP2', async () => {
      const other = await driveToSp2(t);
      const request = await driveToSp2(t);
      const foreignFile = other.proposalFileIds.get(1)!;
      const wrong = await sendLink(request.owner, request.id, foreignFile);
      expect(wrong.status).toBe(403);
      expect(wrong.error).toMatchObject({ code: 'FORBIDDEN_DEVICE' });
      const early = await driveToSp1(t);
      const fileId = request.proposalFileIds.get(1)!;
      const notYet = await sendLink(early.owner, early.id, fileId);
      expect(notYet.status).toBe(409);
      expect(notYet.error).toMatchObject({ code: 'INVALID_TRANSITION', status: 'SP1' });
    });

    it('lets the contractor that sent a proposal view it, and keeps logos public', async () => {
      const request = await driveToSp2(t);
      const fileId = request.proposalFileIds.get(1)!;
      expect(await matching().canView(fileId, { contractorId: 1 })).toEqual({
        restricted: true,
        denied: null,
      });
      expect(await matching().canView(fileId, { contractorId: 2 })).toEqual({
        restricted: true,
        denied: 'FORBIDDEN_DEVICE',
      });
      const logo = await t.app.services.files.save({
        fileName: 'logo.png',
        contentType: 'image/png',
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      });
      expect(await matching().canView(logo, {})).toEqual({ restricted: false, denied: null });
      const open = await t.app.inject({ method: 'GET', url: `/api/file/viewer/${logo}` });
      expect(open.statusCode).toBe(200);
      expect(open.headers['cache-control']).toContain('public');
    });
  });

  describe('contractor side (service calls of the contractor console)', () => {
    const { t, matching } = ownerApiGroup();
    it('applies once while recruiting, up to the applicant limit', async () => {
      const request = await createCrgRequest(t);
      for (const ccId of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
        await matching().apply(ccId, request.id);
      }
      await expect(matching().apply(11, request.id)).rejects.toMatchObject({
        statusCode: 409,
        code: 'APPLICANT_LIMIT_REACHED',
      });
      await expect(matching().apply(1, request.id)).rejects.toMatchObject({ statusCode: 409 });
      const ended = await createCrgRequest(t);
      await matching().userCancel(ended.owner.deviceId, {
        id: ended.id,
        cancelReason: 'CHANGE_MIND',
      });
      await expect(matching().apply(1, ended.id)).rejects.toMatchObject({
        statusCode: 409,
        code: 'INVALID_TRANSITION',
        extra: { status: 'CME' },
      });
      const other = await createCrgRequest(t);
      await matching().apply(3, other.id);
      await expect(matching().apply(3, other.id)).rejects.toMatchObject({
        statusCode: 409,
        code: 'ALREADY_APPLIED',
      });
    });

    it('takes proposals only from the shortlisted while proposals are due, and replaces one', async () => {
      const request = await driveToSp1(t);
      const save = (name: string) =>
        t.app.services.files.save({
          fileName: name,
          contentType: 'application/pdf',
          bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
        });
      const first = await save('a.pdf');
      await expect(matching().submitProposal(1, request.id, first)).rejects.toMatchObject({
        statusCode: 409,
        code: 'PROPOSAL_NOT_ALLOWED',
      });
      const answer = await matching().select1(request.owner.deviceId, request.id, [1]);
      await expect(matching().submitProposal(2, request.id, first)).rejects.toMatchObject({
        statusCode: 409,
        code: 'PROPOSAL_NOT_ALLOWED',
      });
      await matching().submitProposal(1, request.id, first);
      const second = await save('b.pdf');
      await matching().submitProposal(1, request.id, second);
      const list = await matching().propose2List(request.owner.deviceId, request.id);
      // The owner is told it was sent; the file opens from SP2.
      expect(list).toEqual([
        expect.objectContaining({ ccId: 1, proposalSubmitted: true, proposalFileId: null }),
      ]);
      // Not before SP2 (spec section 4): during PSB the owner only learns it was sent.
      expect(await matching().canView(second, { deviceId: request.owner.deviceId })).toEqual({
        restricted: true,
        denied: 'PROPOSAL_NOT_SHOWN',
      });
      // The replaced file is nobody's any more: it reads as missing.
      const gone = await t.app.inject({
        method: 'GET',
        url: `/api/file/viewer/${first}`,
        headers: { authorization: request.owner.authorization },
      });
      expect(gone.statusCode).toBe(404);

      t.clock.advanceMs(Date.parse(answer.periodEndDate!) - t.clock.now().getTime() + 1000);
      const third = await save('c.pdf');
      await expect(matching().submitProposal(1, request.id, third)).rejects.toMatchObject({
        statusCode: 409,
        code: 'PROPOSAL_NOT_ALLOWED',
        extra: { status: 'SP2' },
      });
      expect(await matching().canView(second, { deviceId: request.owner.deviceId })).toEqual({
        restricted: true,
        denied: null,
      });
    });
  });
});
