import { z } from 'zod';
import { dbIdSchema } from './identity.js';

/**
 * How long personal data is kept (the privacy policy's 제3조), in one place: the retention jobs
 * erase by these figures and the policy's text is written from them. Periods are calendar months
 * counted from the moment named, so a year is a year in leap years too.
 */
export const RETENTION = {
  /** 제3조 3: name, phone, e-mail and memo of a request, from the day its match ended. */
  recruitData: { months: 12, label: '1년' },
  /**
   * 제3조 5: records of the service's use and of the messages it sent (recipients and texts), from
   * the day they were made (access logs at least this long under 통신비밀보호법).
   */
  accessLog: { months: 3, label: '3개월' },
  /**
   * 제3조 4: a verification code is unreadable once used or expired (its hash is cleared at once);
   * the row that says a code was sent (the hourly send budgets) is deleted after this many minutes.
   */
  verificationCode: { validityLabel: '5분', budgetWindowMinutes: 60 },
} as const;

/** `at` moved back by a number of calendar months (UTC). */
export function monthsBefore(at: Date, months: number): Date {
  const moved = new Date(at.getTime());
  moved.setUTCMonth(moved.getUTCMonth() - months);
  return moved;
}

const iso = z.string();

/** What the service holds about one device's owner (개인정보 열람, the policy's 제7조). */
export const privacyExportSchema = z.object({
  exportedAt: iso,
  user: z
    .object({
      id: z.number().int(),
      deviceId: z.string(),
      accessCnt: z.number().int(),
      createdAt: iso,
      updatedAt: iso,
    })
    .nullable(),
  consents: z.array(
    z.object({
      /** PIPP (개인정보 처리방침), ADV_ALIM (광고성 알림), MATCH_ALIM (매칭 알림), THIRD_PARTY (제3자 제공). */
      kind: z.enum(['PIPP', 'ADV_ALIM', 'MATCH_ALIM', 'THIRD_PARTY']),
      given: z.boolean(),
      /** The policy version of a third-party consent; null otherwise. */
      version: z.string().nullable(),
      at: iso.nullable(),
      /** The request a third-party consent was given for. */
      matchReqId: z.number().int().nullable(),
    }),
  ),
  analyses: z.array(
    z.object({
      id: z.number().int(),
      address: z.string(),
      roadAddress: z.string().nullable(),
      pnu: z.string(),
      installType: z.string().nullable(),
      areaM2: z.number().nullable(),
      systemSizeKw: z.number().nullable(),
      status: z.string(),
      createdAt: iso,
    }),
  ),
  requests: z.array(
    z.object({
      id: z.number().int(),
      matchAnalysisId: z.number().int(),
      address: z.string(),
      installType: z.string(),
      systemSizeKw: z.number(),
      areaM2: z.number(),
      status: z.string(),
      matchCompleteCode: z.string().nullable(),
      reqDate: iso,
      matchCompleteDate: iso.nullable(),
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      memo: z.string(),
      cancelReason: z.string().nullable(),
      cancelReasonDetail: z.string().nullable(),
      /** The texts and e-mails the service sent the owner about this request. */
      notifications: z.array(
        z.object({ channel: z.string(), recipient: z.string(), body: z.string(), at: iso }),
      ),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      matchReqId: z.number().int(),
      score: z.number().int(),
      title: z.string().nullable(),
      contents: z.string(),
      writerName: z.string(),
      createdAt: iso,
      contractors: z.array(
        z.object({ comName: z.string(), score: z.number().int(), contents: z.string() }),
      ),
    }),
  ),
  /**
   * The owner's threads with shortlisted contractors: the messages (`message`) and the site visits
   * contractors proposed (`visit`, with the times offered and what the owner decided).
   */
  messages: z.array(
    z.object({
      matchReqId: z.number().int(),
      ccId: z.number().int(),
      kind: z.enum(['message', 'visit']),
      from: z.enum(['owner', 'contractor']),
      body: z.string(),
      at: iso,
      visitTimes: z.array(iso).nullable(),
      visitStatus: z.string().nullable(),
    }),
  ),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;

/** The operator's deletion for a request received by e-mail: the request that names the owner. */
export const adminPrivacyEraseBodySchema = z
  .object({
    matchReqId: dbIdSchema,
    /** The operator confirmed the deletion in the console's dialog. */
    confirm: z.literal(true),
    /** How the request arrived and who checked it (kept in the audit, never the person's data). */
    reason: z.string().trim().min(2).max(200),
  })
  .strict();

export const adminPrivacyEraseAnswerSchema = z.object({
  /** Requests whose recruit data was erased. */
  requests: z.number().int(),
  /** Open matches ended as withdrawn. */
  withdrawn: z.number().int(),
});

/** Texts of the owner's '내 정보 관리' screen. */
export const PRIVACY_TEXTS = {
  title: '내 정보 관리',
  intro:
    '햇빛 매칭이 이 기기에 대해 보관 중인 정보입니다. 파일로 저장하거나, 모든 정보를 삭제할 수 있습니다.',
  save: '파일로 저장',
  erase: '내 정보 삭제',
  eraseTitle: '내 정보를 삭제할까요?',
  eraseBody:
    '분석 내역, 모집 신청 정보(이름, 휴대폰 번호, 이메일, 메모), 후기 작성자 정보와 알림 설정이 삭제되고 진행 중인 매칭은 철회됩니다. 삭제한 정보는 되돌릴 수 없습니다.',
  eraseConfirm: '삭제',
  cancel: '취소',
  erased: '내 정보가 삭제되었습니다.',
  empty: '보관 중인 정보가 없습니다.',
  sections: {
    user: '기기 정보',
    consents: '동의 내역',
    analyses: '분석 내역',
    requests: '모집 신청',
    reviews: '후기',
    messages: '메시지',
  },
} as const;
