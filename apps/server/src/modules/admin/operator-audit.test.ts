import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { operatorConsoleKit } from '../../test/operator-console-kit.js';

/*
 * Every operator write goes through one wrapper: the change and its audit row commit in one
 * transaction, so a write that fails leaves no row and one that succeeds leaves exactly one.
 */
describe('operator writes and their audit rows', () => {
  const kit = operatorConsoleKit();

  async function rowsOf(target: string): Promise<{ action: string; loginId: string }[]> {
    const audit = await kit.t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=100',
      headers: { cookie: kit.adminCookie },
    });
    expect(audit.statusCode).toBe(200);
    return audit
      .json<{ data: { action: string; target: string; loginId: string }[] }>()
      .data.filter((row) => row.target === target);
  }

  async function admin() {
    const me = await kit.t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: kit.adminCookie },
    });
    return { ...me.json<{ id: number; loginId: string }>(), role: 'admin' as const };
  }

  it('rolls the audit row back with a change that fails after it was written', async () => {
    const { admin: service } = kit.t.app.services;
    const who = await admin();
    const failing = service.audited(who, 'faq.create', 'faq:rolled-back', async (tx) => {
      const change = await service.content.createFaq(
        {
          category: 'ETC' as const,
          subject: '사라질 질문입니다',
          content: '사라질 답변입니다.',
          sortOrder: 1,
        },
        tx,
      );
      expect(change.after?.subject).toBe('사라질 질문입니다');
      throw new AppError('VALIDATION_FAILED');
    });
    await expect(failing).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const afterAudit = service.operatorWrite(who, 'advert.queue', 'faq:rolled-back', (audit) =>
      kit.t.database.db.transaction(async (tx) => {
        await audit({ before: null, after: { written: true } }, tx);
        throw new AppError('CONFLICT');
      }),
    );
    await expect(afterAudit).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await rowsOf('faq:rolled-back')).toEqual([]);
    const faq = await kit.t.app.inject({
      method: 'GET',
      url: '/api/admin/faq',
      headers: { cookie: kit.adminCookie },
    });
    expect(faq.body).not.toContain('사라질 질문입니다');
  });

  it('ends a match with one audit row, and a refused end leaves none', async () => {
    const { id } = await kit.openRequest();
    const end = () =>
      kit.t.app.inject({
        method: 'PATCH',
        url: `/api/admin/match-status/${id}/end`,
        headers: { cookie: kit.operatorCookie },
        payload: { reason: '운영자 종료 확인' },
      });
    expect((await end()).statusCode).toBe(200);
    expect((await end()).statusCode).toBe(409);
    expect(await rowsOf(`match_req:${id}`)).toEqual([
      expect.objectContaining({ action: 'match.end', loginId: 'op01' }),
    ]);
  });

  it('changes a contractor status with one audit row, and a missing contractor leaves none', async () => {
    const missing = await kit.t.app.inject({
      method: 'POST',
      url: '/api/admin/contractors/987654/approve',
      headers: { cookie: kit.operatorCookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(await rowsOf('contractor:987654')).toEqual([]);

    const approved = await kit.t.app.inject({
      method: 'GET',
      url: '/api/admin/contractors?status=approved',
      headers: { cookie: kit.operatorCookie },
    });
    const contractorId = approved.json<{ data: { contractorId: number }[] }>().data[0]
      ?.contractorId;
    expect(contractorId).toBeDefined();
    const suspended = await kit.t.app.inject({
      method: 'POST',
      url: `/api/admin/contractors/${contractorId}/suspend`,
      headers: { cookie: kit.operatorCookie },
    });
    expect(suspended.statusCode).toBe(200);
    expect(await rowsOf(`contractor:${contractorId}`)).toEqual([
      expect.objectContaining({ action: 'contractor.suspended', loginId: 'op01' }),
    ]);
  });

  it('creates an operator account with one audit row naming the new account', async () => {
    const created = await kit.createOperator('op02', '박운영', 'solar-operator-456');
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(await rowsOf(`admin_account:${id}`)).toEqual([
      expect.objectContaining({ action: 'account.create', loginId: 'admin' }),
    ]);
    const taken = await kit.createOperator('op02', '박운영', 'solar-operator-456');
    expect(taken.statusCode).toBe(409);
    expect(await rowsOf(`admin_account:${id}`)).toHaveLength(1);
  });
});
