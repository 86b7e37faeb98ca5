import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ManagedSubstation,
  SitingSettings,
  SubstationImportPreview,
} from '@haetbit/contracts';
import { multipart, partnerCookie } from '../../test/consoles.js';
import { newOwner } from '../../test/journey.js';
import { operatorConsoleKit, SUBSTATION_INPUT } from '../../test/operator-console-kit.js';
import type { TestApp } from '../../test/test-app.js';
import { SITING_SETTINGS_SEED } from '../land/siting-seed.js';

const CSV_HEADER =
  '시도,변전소,상태,해소 시작 연도,해소 끝 연도,유연접속 조건,출처,출처 주소,기준일,확인 수준';
const csv = (...lines: string[]) =>
  multipart(
    'file',
    'substations.csv',
    'text/csv',
    Buffer.from([CSV_HEADER, ...lines].join('\r\n')),
  );

describe('operator console: managed substations and the siting law (issue 31)', () => {
  const kit = operatorConsoleKit();
  let t: TestApp;
  let adminCookie: string;
  let operatorCookie: string;
  beforeEach(() => {
    ({ t, adminCookie, operatorCookie } = kit);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = adminCookie,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const list = async () =>
    (await call('GET', '/api/admin/managed-substations')).json<{ data: ManagedSubstation[] }>()
      .data;
  const auditActions = async () =>
    (await call('GET', '/api/admin/audit')).json<{
      data: { action: string; target: string; before: unknown; after: unknown }[];
    }>().data;

  it('refuses the owner, a contractor, nobody and the operator role on every new call', async () => {
    const owner = await newOwner(t.app);
    const contractor = await partnerCookie(t.app, 'partner01');
    const calls = [
      ['GET', '/api/admin/managed-substations'],
      ['POST', '/api/admin/managed-substations'],
      ['PUT', '/api/admin/managed-substations/1'],
      ['DELETE', '/api/admin/managed-substations/1'],
      ['POST', '/api/admin/managed-substations/import-preview'],
      ['POST', '/api/admin/managed-substations/import'],
      ['GET', '/api/admin/siting-settings'],
      ['PUT', '/api/admin/siting-settings'],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'GET' || method === 'DELETE' ? {} : { payload: SUBSTATION_INPUT };
      const nobody = await t.app.inject({ method, url, ...payload });
      expect(nobody.statusCode, `${method} ${url}`).toBe(401);
      const device = await t.app.inject({
        method,
        url,
        headers: { authorization: owner.authorization },
        ...payload,
      });
      expect(device.statusCode, `${method} ${url}`).toBe(401);
      const partner = await t.app.inject({
        method,
        url,
        headers: { cookie: contractor },
        ...payload,
      });
      expect([401, 403], `${method} ${url}`).toContain(partner.statusCode);
      const operator = await t.app.inject({
        method,
        url,
        headers: { cookie: operatorCookie },
        ...payload,
      });
      expect(operator.statusCode, `${method} ${url}`).toBe(403);
    }
    // Nothing changed.
    expect((await list()).map((row) => row.substationName)).toEqual([null, null]);
  });

  it('lists the seeded rules, adds, edits and removes a substation, each change audited', async () => {
    const seeded = await list();
    expect(seeded.map((row) => [row.sidoCode, row.substationName, row.status])).toEqual([
      ['46', null, 'managed'],
      ['50', null, 'managed'],
    ]);
    const created = await call('POST', '/api/admin/managed-substations', SUBSTATION_INPUT);
    expect(created.statusCode).toBe(201);
    const row = created.json<ManagedSubstation>();
    expect(row).toMatchObject({ ...SUBSTATION_INPUT, id: expect.any(Number) });
    // The same 시도 and name again (spaces and '변전소' do not make it another).
    const twice = await call('POST', '/api/admin/managed-substations', {
      ...SUBSTATION_INPUT,
      substationName: '해제 변전소',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'MANAGED_SUBSTATION_TAKEN' });
    const bad = await call('POST', '/api/admin/managed-substations', {
      ...SUBSTATION_INPUT,
      substationName: '압해',
      conditions: null,
      reliefToYear: 2029,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ details: { path: string }[] }>()
        .details.map((d) => d.path)
        .sort(),
    ).toEqual(['body.conditions', 'body.reliefToYear']);

    const edited = await call('PUT', `/api/admin/managed-substations/${row.id}`, {
      ...SUBSTATION_INPUT,
      status: 'managed',
      conditions: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'managed', conditions: null });
    const removed = await call('DELETE', `/api/admin/managed-substations/${row.id}`);
    expect(removed.json()).toEqual({ ok: true });
    expect((await call('DELETE', `/api/admin/managed-substations/${row.id}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', '/api/admin/managed-substations/9999', SUBSTATION_INPUT)).statusCode,
    ).toBe(404);

    const audit = await auditActions();
    const ours = audit.filter((entry) => entry.target === `managed_substation:${row.id}`);
    expect(ours.map((entry) => entry.action).sort()).toEqual([
      'managed-substation.create',
      'managed-substation.delete',
      'managed-substation.update',
    ]);
    expect(ours.find((entry) => entry.action === 'managed-substation.update')).toMatchObject({
      before: expect.objectContaining({ status: 'flexibleOpen' }),
      after: expect.objectContaining({ status: 'managed' }),
    });
  });

  it('previews a CSV line by line, then imports the valid rows as one audited change', async () => {
    const upload = csv(
      '전남,해제,유연접속,2031,2032,"우선 출력제어 조건, 배정 물량 20MW",한전 유연접속 공고,,2026-03,보도',
      '전라남도,,계통관리,2031,2032,,광주매일신문(2024-06-26),https://gjdaily.kr/news/view.php?bIdx=20497,2024-06-26,확인',
      '경남,"하동",계통관리,,,,전기신문,,2024-07-03,미확인',
      '서울,,모름,,,,출처,,2024-13-01,확인',
      '경남,하동,계통관리,,,,전기신문,,2024-07-03,미확인',
    );
    const previewed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/managed-substations/import-preview',
      headers: { cookie: adminCookie, ...upload.headers },
      payload: upload.payload,
    });
    expect(previewed.statusCode).toBe(200);
    const preview = previewed.json<SubstationImportPreview>();
    expect(preview.lines.map((line) => [line.line, line.state])).toEqual([
      [2, 'new'],
      [3, 'changed'],
      [4, 'new'],
      [5, 'invalid'],
      [6, 'invalid'],
    ]);
    expect(preview.counts).toEqual({ new: 2, changed: 1, unchanged: 0, invalid: 2 });
    expect(preview.lines[0]!.row).toMatchObject({
      sidoCode: '46',
      substationName: '해제',
      status: 'flexibleOpen',
      conditions: '우선 출력제어 조건, 배정 물량 20MW',
      asOf: '2026-03',
      confidence: 'reported',
    });
    expect(preview.lines[1]!.changedFields).toEqual(['source']);
    expect(preview.lines[3]!.errors.map((error) => error.field).sort()).toEqual(['asOf', 'status']);
    expect(preview.lines[4]!.errors[0]!.message).toContain('두 번');
    // A preview writes nothing.
    expect(await list()).toHaveLength(2);

    const rows = preview.lines.flatMap((line) => (line.row ? [line.row] : []));
    const imported = await call('POST', '/api/admin/managed-substations/import', {
      basedOn: preview.basedOn,
      rows,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ created: 2, updated: 1, unchanged: 0 });
    const after = await list();
    expect(after.map((row) => [row.sidoCode, row.substationName, row.status])).toEqual([
      ['46', null, 'managed'],
      ['46', '해제', 'flexibleOpen'],
      ['48', '하동', 'managed'],
      ['50', null, 'managed'],
    ]);
    expect((await auditActions()).filter((e) => e.action === 'managed-substation.import')).toEqual([
      expect.objectContaining({
        before: [expect.objectContaining({ substationName: null, sidoCode: '46' })],
        after: expect.arrayContaining([expect.objectContaining({ substationName: '하동' })]),
      }),
    ]);
    // The list moved since that preview: the same import is refused.
    const stale = await call('POST', '/api/admin/managed-substations/import', {
      basedOn: preview.basedOn,
      rows,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'IMPORT_PREVIEW_STALE' });
  });

  it('refuses a file that is no UTF-8 CSV with its columns', async () => {
    const cases = [
      multipart('file', 'x.csv', 'text/csv', Buffer.from([0xff, 0xfe, 0x00, 0x41])),
      multipart('file', 'x.csv', 'text/csv', Buffer.from('이름,주소\n해제,무안')),
    ];
    for (const upload of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/managed-substations/import-preview',
        headers: { cookie: adminCookie, ...upload.headers },
        payload: upload.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CSV_FILE_INVALID' });
    }
  });

  it('reads and changes the siting-law settings, audited, and refuses a bad date', async () => {
    const read = await call('GET', '/api/admin/siting-settings');
    expect(read.json<SitingSettings>()).toMatchObject({
      ...SITING_SETTINGS_SEED,
      lawPassedOn: '2026-02-12',
    });
    const next = {
      ...SITING_SETTINGS_SEED,
      lawEffectiveDate: '2026-08-13',
      residentialCapM: 100,
      roadCapM: 0,
      lawSource: '재생에너지법 시행령(2026-07 공포)',
      lawAsOf: '2026-07-20',
      lawConfidence: 'confirmed',
    };
    const saved = await call('PUT', '/api/admin/siting-settings', next);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...next, updatedAt: expect.any(String) });
    const audit = (await auditActions()).find((e) => e.action === 'siting-settings.update');
    expect(audit).toMatchObject({
      target: 'siting_setting:1',
      before: expect.objectContaining({ lawEffectiveDate: null }),
      after: expect.objectContaining({ lawEffectiveDate: '2026-08-13' }),
    });
    const bad = await call('PUT', '/api/admin/siting-settings', {
      ...next,
      lawEffectiveDate: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    // Back to the seed for the suites that follow.
    expect((await call('PUT', '/api/admin/siting-settings', SITING_SETTINGS_SEED)).statusCode).toBe(
      200,
    );
  });
});
