import { randomInt } from 'node:crypto';
import type { QuoteBody } from '@haetbit/contracts';
import { newOwner, outboxCode, PARCELS, sizedAnalysis, type Owner } from './journey.js';
import { bearerFor, type TestApp } from './test-app.js';
import { DAY_MS } from '@haetbit/contracts';

/**
 * Drives a match request through the lifecycle on a test app (spec section 4), the way owners and
 * contractors do it, through the services and the test clock. Contractors are the seeded ones
 * (ids 1, 2, 3, … on a fresh database).
 */

/** A minimal PDF, enough for a proposal file. */
export const PROPOSAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);

export interface DriveOptions {
  /** The owner; a new device with a session when not given. */
  owner?: Owner;
  parcel?: { pnu: string; address: string; roadAddress?: string };
  installType?: 'R' | 'L';
  /** The requester's name (public reviews show it masked). */
  name?: string;
  /** The phone the requester verifies; a fresh one by default. */
  phone?: string;
  /** The requester's email; default owner@example.com. */
  email?: string;
  /** Contractors that apply in CRG; default [1, 2, 3]. */
  applicants?: number[];
  /** Contractors the owner shortlists at SP1; default the first two applicants. */
  shortlist?: number[];
  /** Contractors the owner confirms at SP2; default the first shortlisted one. */
  finals?: number[];
}

export interface CrgRequest {
  /** The owner, with a session opened after the last clock move (the periods outlast a session). */
  owner: Owner;
  /** The match request id (also its matchStatusId). */
  id: number;
  analysisId: number;
  name: string;
  phone: string;
}
export interface Sp1Request extends CrgRequest {
  applicants: number[];
}
export interface Sp2Request extends Sp1Request {
  shortlist: number[];
  /** The proposal file each shortlisted contractor sent, by contractor id. */
  proposalFileIds: Map<number, string>;
}
export interface CmcRequest extends Sp2Request {
  finals: number[];
}

/** A fresh mobile number, so per-phone SMS limits never meet across tests. */
function newPhone(): string {
  return `010-${randomInt(2000, 9999)}-${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

/** Moves the clock just past a period end, so the next read applies it. */
export function advancePast(t: TestApp, end: string | null): void {
  if (!end) throw new Error('the request has no such period end');
  const ms = Date.parse(end) - t.clock.now().getTime();
  t.clock.advanceMs(Math.max(0, ms) + 60_000);
}

/** A new session for the owner: moving the clock past the periods ends the old one. */
async function refreshed(t: TestApp, owner: Owner): Promise<Owner> {
  return { deviceId: owner.deviceId, authorization: await bearerFor(t.app, owner.deviceId) };
}

/** Moves the clock just past a period end and answers the owner with a fresh session. */
export async function passAndRefresh(t: TestApp, owner: Owner, end: string | null): Promise<Owner> {
  advancePast(t, end);
  return refreshed(t, owner);
}

/** A contractor sends a proposal file for a request in PSB; answers the file id. */
export async function sendProposal(t: TestApp, ccId: number, requestId: number): Promise<string> {
  const fileId = await t.app.services.files.save({
    fileName: `proposal-${ccId}.pdf`,
    contentType: 'application/pdf',
    bytes: PROPOSAL_PDF,
  });
  await t.app.services.matching.submitProposal(ccId, requestId, fileId);
  return fileId;
}

/**
 * A sized analysis, its phone verified through the SMS outbox, and a request from it: status CRG.
 * Services are called directly (not HTTP) so per-IP rate limits of the SMS route do not apply.
 */
export async function createCrgRequest(
  t: TestApp,
  options: DriveOptions = {},
): Promise<CrgRequest> {
  const owner = options.owner ?? (await newOwner(t.app));
  const name = options.name ?? '김햇빛';
  const analysisId = await sizedAnalysis(
    t.app,
    owner,
    options.parcel ?? PARCELS.landP,
    options.installType ?? 'L',
  );
  const phone = options.phone ?? newPhone();
  await t.app.services.sms.send(owner.deviceId, { id: analysisId, phone, name }, '127.0.0.1');
  const code = await outboxCode(t.app, phone);
  await t.app.services.sms.check(owner.deviceId, { id: analysisId, smsAuthNumber: code });
  const created = await t.app.services.matching.create(owner.deviceId, {
    name,
    phone,
    email: options.email ?? 'owner@example.com',
    memo: '',
    matchAnalysisId: analysisId,
    agreeThirdPartyYn: true,
  });
  return { owner, id: created.id, analysisId, name, phone };
}

/** CRG → SP1: contractors apply, then the recruiting period ends. */
export async function driveToSp1(t: TestApp, options: DriveOptions = {}): Promise<Sp1Request> {
  const request = await createCrgRequest(t, options);
  const applicants = options.applicants ?? [1, 2, 3];
  for (const ccId of applicants) await t.app.services.matching.apply(ccId, request.id);
  const row = await t.app.services.matching.get(request.owner.deviceId, request.id);
  advancePast(t, row.propose1EndDate);
  const now = await t.app.services.matching.get(request.owner.deviceId, request.id);
  if (now.status !== 'SP1') throw new Error(`expected SP1, got ${now.status}`);
  return { ...request, owner: await refreshed(t, request.owner), applicants };
}

/** SP1 → PSB → SP2: the owner shortlists, each shortlisted contractor sends a proposal. */
export async function driveToSp2(t: TestApp, options: DriveOptions = {}): Promise<Sp2Request> {
  const request = await driveToSp1(t, options);
  const shortlist = options.shortlist ?? request.applicants.slice(0, 2);
  const selected = await t.app.services.matching.select1(
    request.owner.deviceId,
    request.id,
    shortlist,
  );
  const proposalFileIds = new Map<number, string>();
  for (const ccId of shortlist) proposalFileIds.set(ccId, await sendProposal(t, ccId, request.id));
  advancePast(t, selected.periodEndDate);
  const now = await t.app.services.matching.get(request.owner.deviceId, request.id);
  if (now.status !== 'SP2') throw new Error(`expected SP2, got ${now.status}`);
  return { ...request, owner: await refreshed(t, request.owner), shortlist, proposalFileIds };
}

/** SP2 → CMC: the owner confirms the final contractors; the matching is complete. */
export async function driveToCmc(t: TestApp, options: DriveOptions = {}): Promise<CmcRequest> {
  const request = await driveToSp2(t, options);
  const finals = options.finals ?? request.shortlist.slice(0, 1);
  const answer = await t.app.services.matching.select2(request.owner.deviceId, request.id, finals);
  if (answer.status !== 'CMC') throw new Error(`expected CMC, got ${answer.status}`);
  return { ...request, finals };
}

/** A shortlisted contractor's complete structured quote (issue 19); `overrides` changes fields. */
export const quoteBody = (overrides: Partial<QuoteBody> = {}): QuoteBody => ({
  totalPriceKrw: 123_456_789,
  moduleMaker: '한화큐셀',
  moduleModel: 'Q.PEAK DUO XL-G11',
  moduleWatt: 590,
  inverterMaker: '동양이엔피',
  structure: '고정식',
  warrantyModuleYears: 25,
  warrantyInverterYears: 10,
  warrantyWorkYears: 3,
  constructionDays: 45,
  financingHelp: true,
  financingNote: '햇빛발전 대출 연계',
  validUntil: '2099-12-31',
  moduleKsCertified: true,
  moduleLowCarbon: 'GRADE1',
  inverterModel: 'DSP-3100K',
  gridFeeIncluded: true,
  permitsIncluded: false,
  warrantyBondIssued: true,
  guaranteeHoursPerDay: 3.5,
  guaranteeYears: 10,
  degradationPctPerYear: 0.5,
  omIncluded: true,
  omYearlyPriceKrw: 1_200_000,
  paymentDepositPct: 10,
  paymentInterimPct: 40,
  paymentBalancePct: 50,
  successorService: '전기공사공제조합 하자보수보증으로 보증 기간 동안 수리',
  ...overrides,
});

/** The owner's review of a completed request: five stars, four for each final contractor. */
export function reviewBody(
  request: Pick<CmcRequest, 'id' | 'owner' | 'finals'>,
  overrides: Record<string, unknown> = {},
) {
  return {
    matchReqId: request.id,
    deviceId: request.owner.deviceId,
    score: 5,
    title: '지상형 발전소 후기',
    contents: '견적 비교가 쉬웠고 공사 일정도 잘 지켜졌습니다.',
    matchReviews: request.finals.map((ccId) => ({
      ccId,
      comName: '가짜 상호',
      score: 4,
      contents: '설명이 친절했습니다.',
    })),
    ...overrides,
  };
}

/** CMC → reviewed: the owner writes the review through the API; answers the response. */
export function writeReview(
  t: TestApp,
  request: CmcRequest,
  overrides: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/match-review',
    headers: { authorization: request.owner.authorization },
    payload: reviewBody(request, overrides),
  });
}

export { DAY_MS };
