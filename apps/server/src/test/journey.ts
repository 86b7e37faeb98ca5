import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearerFor, newDeviceId } from './test-app.js';

/** Offline dataset parcels used across the analysis tests (providers/offline-data/README.md). */
export const PARCELS = {
  /** SC-01, the land parcel most journeys use: every check P but its 지목 (전: farmland, C). */
  landP: { pnu: '4886037028102100000', address: '경상남도 산청군 단성면 남사리 210' },
  roofWithBuilding: {
    pnu: '4887025035103000002',
    address: '경상남도 함양군 함양읍 죽림리 300-2',
    roadAddress: '경상남도 함양군 함양읍 죽림길 101',
  },
  roofWithoutBuilding: {
    pnu: '4684033030100980000',
    address: '전라남도 무안군 청계면 도대리 98',
    roadAddress: '전라남도 무안군 청계면 도대길 126',
  },
  capacityUnknown: { pnu: '4887025033104030000', address: '경상남도 함양군 함양읍 웅곡리 403' },
  jejuLand: { pnu: '5011031030124560000', address: '제주특별자치도 제주시 한경면 저지리 2456' },
} as const;

export interface Owner {
  deviceId: string;
  authorization: string;
}

export async function newOwner(app: FastifyInstance): Promise<Owner> {
  const deviceId = newDeviceId();
  return { deviceId, authorization: await bearerFor(app, deviceId) };
}

export async function createAnalysis(
  app: FastifyInstance,
  owner: Owner,
  parcel: { pnu: string; address: string; roadAddress?: string },
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/match-analysis',
    headers: { authorization: owner.authorization },
    payload: { ...parcel, deviceId: owner.deviceId },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** Creates an analysis and sets its install type so it has a capacity. */
export async function sizedAnalysis(
  app: FastifyInstance,
  owner: Owner,
  parcel: { pnu: string; address: string },
  installType: 'R' | 'L',
): Promise<number> {
  const id = await createAnalysis(app, owner, parcel);
  const response = await app.inject({
    method: 'PATCH',
    url: '/api/match-analysis',
    headers: { authorization: owner.authorization },
    payload: { id, installType },
  });
  if (response.statusCode !== 200) throw new Error(`patch failed: ${response.body}`);
  return id;
}

/** The six-digit code of the newest message the development outbox holds for a phone. */
export async function outboxCode(app: FastifyInstance, phone: string): Promise<string> {
  const outbox = await app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` });
  const code = /(\d{6})/.exec(outbox.json<{ body: string }[]>()[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no verification code in the outbox: ${outbox.body}`);
  return code;
}

/**
 * Verifies the requester's phone for an analysis through the SMS routes and the dev outbox (a
 * request needs a verified phone); answers the check's response.
 */
export async function verifyPhone(
  app: FastifyInstance,
  owner: Owner,
  analysisId: number,
  phone: string,
): Promise<LightMyRequestResponse> {
  const headers = { authorization: owner.authorization };
  await app.inject({
    method: 'POST',
    url: '/api/match-analysis/send-auth-number',
    headers,
    payload: { id: analysisId, phone, name: '김햇빛' },
  });
  const code = await outboxCode(app, phone);
  return app.inject({
    method: 'POST',
    url: '/api/match-analysis/check-sms-auth-number',
    headers,
    payload: { id: analysisId, smsAuthNumber: code },
  });
}

/** Posts a recruit request for a verified analysis (POST /api/match-req); answers the response. */
export function submitMatchReq(
  app: FastifyInstance,
  owner: Owner,
  request: { analysisId: number; phone: string; email?: string; memo?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/match-req',
    headers: { authorization: owner.authorization },
    payload: {
      name: '김햇빛',
      phone: request.phone,
      email: request.email ?? 'owner@example.com',
      memo: request.memo ?? '',
      matchAnalysisId: request.analysisId,
      deviceId: owner.deviceId,
      agreeThirdPartyYn: true,
    },
  });
}
