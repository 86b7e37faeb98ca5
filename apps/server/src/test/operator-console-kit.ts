import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { SITING_SETTINGS_SEED } from '../modules/land/siting-seed.js';
import { createTestApp, type TestApp } from './test-app.js';
import { newOwner, PARCELS, sizedAnalysis, type Owner } from './journey.js';
import { submitMatchReq, verifyPhone } from './journey.js';

export { DAY_MS } from '@haetbit/contracts';

/**
 * What the operator console's tests share: one test app for the enclosing suite with the admin and
 * an operator account `op01`, each signed in afresh before every test (tests move the clock by
 * days; console sessions last 12 hours), and an owner's recruiting request.
 */
export function operatorConsoleKit() {
  const kit = {
    t: undefined as unknown as TestApp,
    adminCookie: '',
    operatorCookie: '',
    login,
    createOperator,
    openRequest,
  };
  let phoneCounter = 3000;

  beforeAll(async () => {
    kit.t = await createTestApp();
    kit.adminCookie = await login('admin', 'admin1234!');
    const created = await createOperator('op01', '김운영', 'operate the sun daily');
    expect(created.statusCode).toBe(201);
    kit.operatorCookie = await login('op01', 'operate the sun daily');
  });
  afterAll(async () => kit.t.close());
  beforeEach(async () => {
    kit.adminCookie = await login('admin', 'admin1234!');
    kit.operatorCookie = await login('op01', 'operate the sun daily');
  });

  async function login(id: string, password: string): Promise<string> {
    const response = await kit.t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { id, password },
    });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    return setCookie.split(';')[0]!;
  }

  /** The admin creates an operator account; answers the response. */
  function createOperator(loginId: string, name: string, password: string) {
    return kit.t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts',
      headers: { cookie: kit.adminCookie },
      payload: { loginId, name, role: 'operator', password },
    });
  }

  async function openRequest(): Promise<{ owner: Owner; id: number; phone: string }> {
    const owner = await newOwner(kit.t.app);
    await kit.t.app.inject({
      method: 'POST',
      url: `/api/match-com/match-user/check/${owner.deviceId}`,
      headers: { authorization: owner.authorization },
    });
    const analysisId = await sizedAnalysis(kit.t.app, owner, PARCELS.landP, 'L');
    const phone = `010-6666-${String((phoneCounter += 1)).padStart(4, '0')}`;
    await verifyPhone(kit.t.app, owner, analysisId, phone);
    const created = await submitMatchReq(kit.t.app, owner, { analysisId, phone });
    expect(created.statusCode).toBe(201);
    return { owner, id: created.json<{ id: number }>().id, phone };
  }
  return kit;
}

/** Calls an operator may make (an admin too). */
export const operatorCalls: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }[] =
  [
    { method: 'GET', url: '/api/admin/me' },
    { method: 'GET', url: '/api/admin/dashboard?from=2026-03-01&to=2026-03-31' },
    { method: 'GET', url: '/api/admin/match-status' },
    { method: 'GET', url: '/api/admin/match-status/1' },
    { method: 'PATCH', url: '/api/admin/match-status/1/end', payload: { reason: '중복 요청' } },
    { method: 'GET', url: '/api/admin/contractors' },
    { method: 'POST', url: '/api/admin/contractors/1/approve' },
    { method: 'POST', url: '/api/admin/contractors/1/reject' },
    { method: 'POST', url: '/api/admin/contractors/1/suspend' },
    { method: 'GET', url: '/api/admin/notifications' },
  ];
/** A managed substation as the console's form sends it. */
export const SUBSTATION_INPUT = {
  sidoCode: '46',
  substationName: '해제',
  status: 'flexibleOpen',
  reliefFromYear: 2031,
  reliefToYear: 2032,
  conditions: '우선 출력제어 조건, 배정 물량 20MW',
  source: '한국전력공사 유연접속 배정 공고',
  sourceUrl: null,
  asOf: '2026-03-01',
  confidence: 'reported',
} as const;

/** Calls only an admin may make. */
export const adminCalls: {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}[] = [
  { method: 'GET', url: '/api/admin/accounts' },
  {
    method: 'POST',
    url: '/api/admin/accounts',
    payload: { loginId: 'nobody', name: '누구', role: 'admin', password: 'whatever123' },
  },
  { method: 'PATCH', url: '/api/admin/accounts/1', payload: { name: '변경' } },
  { method: 'GET', url: '/api/admin/audit' },
  { method: 'GET', url: '/api/admin/faq' },
  {
    method: 'POST',
    url: '/api/admin/faq',
    payload: { category: 'ETC', subject: '질문', content: '답변', sortOrder: 1 },
  },
  {
    method: 'PUT',
    url: '/api/admin/faq/1',
    payload: { category: 'ETC', subject: '질문', content: '답변', sortOrder: 1 },
  },
  { method: 'DELETE', url: '/api/admin/faq/1' },
  { method: 'GET', url: '/api/admin/banners' },
  { method: 'GET', url: '/api/admin/terms' },
  { method: 'GET', url: '/api/admin/codes/SM_CANCEL_CATE' },
  {
    method: 'PUT',
    url: '/api/admin/match-option',
    payload: {
      propose1Days: 3,
      select1Days: 3,
      propose2Days: 7,
      select2Days: 5,
      select1LimitCnt: 5,
      select2LimitCnt: 1,
      listAvailableAfterDays: 3,
      maxApplicants: 10,
    },
  },
  {
    method: 'POST',
    url: '/api/admin/notifications/advert',
    payload: { body: '봄맞이 점검 안내' },
  },
  {
    method: 'PUT',
    url: '/api/admin/app-settings',
    payload: { guideVideoUrl: '', serviceOpen: true },
  },
  // The grid and siting rules (issue 31).
  { method: 'GET', url: '/api/admin/managed-substations' },
  { method: 'POST', url: '/api/admin/managed-substations', payload: SUBSTATION_INPUT },
  { method: 'PUT', url: '/api/admin/managed-substations/1', payload: SUBSTATION_INPUT },
  { method: 'DELETE', url: '/api/admin/managed-substations/1' },
  { method: 'POST', url: '/api/admin/managed-substations/import-preview' },
  {
    method: 'POST',
    url: '/api/admin/managed-substations/import',
    payload: { basedOn: 'x', rows: [SUBSTATION_INPUT] },
  },
  { method: 'GET', url: '/api/admin/siting-settings' },
  { method: 'PUT', url: '/api/admin/siting-settings', payload: SITING_SETTINGS_SEED },
];
