import { randomUUID } from 'node:crypto';
import { monthsBefore, RETENTION, type PrivacyExport } from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AnalysisService } from '../analysis/service.js';
import type { Operator, OperatorWrite } from '../admin/service.js';
import type { ConversationsService } from '../conversations/service.js';
import type { MatchingService } from '../matching/service.js';
import type { NotificationsService } from '../notifications/service.js';
import type { ReviewsService } from '../reviews/service.js';
import type { SmsService } from '../sms/service.js';
import type { UsersService } from '../users/service.js';

export interface PrivacyServiceDeps {
  db: Db;
  clock: Clock;
  users: Pick<UsersService, 'privacy'>;
  analysis: Pick<AnalysisService, 'privacy'>;
  matching: Pick<MatchingService, 'privacy'>;
  reviews: Pick<ReviewsService, 'privacy'>;
  notifications: Pick<NotificationsService, 'privacy'>;
  sms: Pick<SmsService, 'eraseSpentCodes' | 'eraseOutboxBefore' | 'forgetDevice'>;
  /** The session module's device claims: forgetting one ends its sessions. */
  credentials: { forget(deviceIds: readonly string[], tx: DbOrTx): Promise<void> };
  /** The owner's threads with shortlisted contractors (the conversations module), by request. */
  conversations: Pick<ConversationsService, 'listByRequests' | 'eraseByRequests'>;
  operatorWrite: OperatorWrite;
}

/** A device id no device can present (device ids start with A_, I_ or E_): erased data's owner. */
const tombstone = () => `erased:${randomUUID()}`;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The owner's rights over their data and the retention periods of the privacy policy (제3조,
 * 제6조, 제7조). Each module reads and erases its own tables; this module only puts them together:
 * the export, the deletion (the owner's, or an operator's on an e-mailed request) and the batch
 * the retention job runs.
 */
export function createPrivacyService(deps: PrivacyServiceDeps) {
  /** Erases the device's owner in one transaction (open matches were withdrawn before). */
  async function eraseDevice(
    deviceId: string,
    inTransaction?: (tx: DbOrTx, requests: number) => Promise<void>,
  ): Promise<number> {
    return deps.db.transaction(async (tx) => {
      const owner = tombstone();
      const requestIds = await deps.matching.privacy.eraseOwner(deviceId, owner, tx);
      await deps.notifications.privacy.eraseOwnerOf(requestIds, tx);
      await deps.conversations.eraseByRequests(requestIds, tx);
      await deps.analysis.privacy.eraseOfDevice(deviceId, owner, tx);
      await deps.reviews.privacy.eraseAuthorship(deviceId, owner, tx);
      await deps.sms.forgetDevice(deviceId, tx);
      await deps.users.privacy.erase(deviceId, tx);
      // The claim and its sessions end: the next exchange of this device id starts afresh.
      await deps.credentials.forget([deviceId], tx);
      await inTransaction?.(tx, requestIds.length);
      return requestIds.length;
    });
  }

  return {
    /** Everything held about the device's owner (개인정보 열람). */
    async exportOf(deviceId: string): Promise<PrivacyExport> {
      const [user, analyses, requests, reviews] = await Promise.all([
        deps.users.privacy.exportOf(deviceId),
        deps.analysis.privacy.exportOf(deviceId),
        deps.matching.privacy.rowsForExport(deviceId),
        deps.reviews.privacy.exportOf(deviceId),
      ]);
      const requestIds = requests.map((row) => row.id);
      const [sent, threads] = await Promise.all([
        deps.notifications.privacy.ownerMessagesOf(requestIds),
        deps.conversations.listByRequests(requestIds),
      ]);
      const messages: PrivacyExport['messages'] = [
        ...threads.messages.map((message) => ({
          matchReqId: message.matchReqId,
          ccId: message.ccId,
          kind: 'message' as const,
          from: message.sender,
          body: message.body,
          at: message.createdAt,
          visitTimes: null,
          visitStatus: null,
        })),
        ...threads.visits.map((visit) => ({
          matchReqId: visit.matchReqId,
          ccId: visit.ccId,
          kind: 'visit' as const,
          from: 'contractor' as const,
          body: visit.note,
          at: visit.createdAt,
          visitTimes: visit.proposedTimes,
          visitStatus: visit.status,
        })),
      ].sort((a, b) => a.at.localeCompare(b.at));
      const consents: PrivacyExport['consents'] = user
        ? [
            { kind: 'PIPP', given: user.agreePiPpYn, version: null, at: null, matchReqId: null },
            {
              kind: 'ADV_ALIM',
              given: user.advAlimYn,
              version: null,
              at: iso(user.advAlimChangeDate),
              matchReqId: null,
            },
            {
              kind: 'MATCH_ALIM',
              given: user.matchAlimYn,
              version: null,
              at: null,
              matchReqId: null,
            },
          ]
        : [];
      for (const row of requests) {
        if (row.thirdPartyConsentVersion === null) continue;
        consents.push({
          kind: 'THIRD_PARTY',
          given: true,
          version: row.thirdPartyConsentVersion,
          at: iso(row.thirdPartyConsentAt),
          matchReqId: row.id,
        });
      }
      return {
        exportedAt: deps.clock.now().toISOString(),
        user: user
          ? {
              id: user.id,
              deviceId: user.deviceId,
              accessCnt: user.accessCnt,
              createdAt: user.createdAt.toISOString(),
              updatedAt: user.updatedAt.toISOString(),
            }
          : null,
        consents,
        analyses: analyses.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        requests: [...requests]
          .sort((a, b) => a.id - b.id)
          .map((row) => ({
            id: row.id,
            matchAnalysisId: row.matchAnalysisId,
            address: row.address,
            installType: row.installType,
            systemSizeKw: row.systemSizeKw,
            areaM2: row.areaM2,
            status: row.status,
            matchCompleteCode: row.matchCompleteCode,
            reqDate: row.reqDate.toISOString(),
            matchCompleteDate: iso(row.matchCompleteDate),
            name: row.name,
            phone: row.phone,
            email: row.email,
            memo: row.memo,
            cancelReason: row.cancelReason,
            cancelReasonDetail: row.cancelReasonDetail,
            notifications: sent
              .filter((message) => message.matchReqId === row.id)
              .map((message) => ({
                channel: message.channel,
                recipient: message.recipient,
                body: message.body,
                at: message.createdAt.toISOString(),
              })),
          })),
        reviews,
        messages,
      };
    },

    /**
     * The owner's deletion (개인정보 삭제): open matches withdrawn (contractors told), then the
     * person erased from every module, the device's claim and sessions ended.
     */
    async erase(deviceId: string): Promise<void> {
      await deps.matching.privacy.withdrawOpen(deviceId);
      await eraseDevice(deviceId);
    },

    /**
     * The same deletion run by an operator for the owner of a request, on the owner's e-mailed
     * request: audited in the deletion's transaction, with counts only (no personal data).
     */
    async eraseByOperator(who: Operator, matchReqId: number, reason: string) {
      const deviceId = await deps.matching.privacy.deviceOf(matchReqId);
      return deps.operatorWrite(who, 'privacy.erase', `match_req:${matchReqId}`, async (audit) => {
        const withdrawn = await deps.matching.privacy.withdrawOpen(deviceId);
        const requests = await eraseDevice(deviceId, (tx, count) =>
          audit({ before: null, after: { reason, requests: count, withdrawn } }, tx),
        );
        return { requests, withdrawn };
      });
    },

    /**
     * One batch of the retention job (the privacy policy's 제3조): recruit data of requests ended
     * a year ago, messages and outbox rows past three months, spent verification codes. Claims
     * with SKIP LOCKED, so instances share the work; answers the largest count of the batch.
     */
    async retentionBatch(batchSize: number): Promise<number> {
      return deps.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const requestIds = await deps.matching.privacy.eraseEndedBy(
          monthsBefore(now, RETENTION.recruitData.months),
          batchSize,
          tx,
        );
        await deps.notifications.privacy.eraseOwnerOf(requestIds, tx);
        // The threads are kept with the request for disputes, and erased with its person.
        await deps.conversations.eraseByRequests(requestIds, tx);
        const logBefore = monthsBefore(now, RETENTION.accessLog.months);
        const messages = await deps.notifications.privacy.eraseSentBefore(logBefore, batchSize, tx);
        const outbox = await deps.sms.eraseOutboxBefore(logBefore, batchSize, tx);
        const codes = await deps.sms.eraseSpentCodes(
          now,
          new Date(now.getTime() - RETENTION.verificationCode.budgetWindowMinutes * 60_000),
          batchSize,
          tx,
        );
        return Math.max(requestIds.length, messages, outbox, codes);
      });
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
