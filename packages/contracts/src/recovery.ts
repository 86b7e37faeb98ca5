import { z } from 'zod';
import { checkAuthNumberBodySchema, phoneSchema } from './analysis.js';
import { deviceIdSchema } from './identity.js';

/**
 * Recovery on a new phone (spec section 1, "logged-in user id"): the owner verifies the phone
 * number they recruited with; the requests recruited with that number on other devices move to
 * the device asking, with the analyses behind them and their reviews (issue 34). The earlier
 * devices keep everything else and their sessions; each is told what moved (a text to the number
 * and a note on the old phone).
 */
export const recoverySendBodySchema = z.object({ phone: phoneSchema }).strict();
export const recoverySendAnswerSchema = z.object({
  result: z.literal(true),
  expiresAt: z.string(),
});

export const recoveryConfirmBodySchema = z
  .object({ phone: phoneSchema, smsAuthNumber: checkAuthNumberBodySchema.shape.smsAuthNumber })
  .strict();
/** How many of each kind moved to this device. */
export const recoveryConfirmAnswerSchema = z.object({
  requests: z.number().int(),
  analyses: z.number().int(),
  reviews: z.number().int(),
});
export type RecoveryConfirmAnswer = z.infer<typeof recoveryConfirmAnswerSchema>;

/** What moved away from this device, newest first (the old phone's note). */
export const recoveryMovedAwaySchema = z.object({
  moves: z.array(
    z.object({
      movedAt: z.string(),
      requests: z.number().int(),
      /** The last four digits of the verified number. */
      phoneTail: z.string(),
    }),
  ),
});
export type RecoveryMovedAway = z.infer<typeof recoveryMovedAwaySchema>;

/** The same device re-claims itself: its id and the phone it recruited with. */
export const reclaimSendBodySchema = z
  .object({ deviceId: deviceIdSchema, phone: phoneSchema })
  .strict();
export const reclaimConfirmBodySchema = reclaimSendBodySchema
  .extend({ smsAuthNumber: checkAuthNumberBodySchema.shape.smsAuthNumber })
  .strict();

export const RECOVERY_TEXTS = {
  movedAwayNote: (requests: number, phoneTail: string, day: string) =>
    `${day}에 이 휴대폰의 신청 ${requests}건을 다른 휴대폰으로 옮겼습니다. (휴대폰 번호 끝자리 ${phoneTail} 인증)`,
  movedText: (requests: number) =>
    `[햇빛 매칭] 이 번호로 신청한 내역 ${requests}건을 다른 휴대폰으로 옮겼습니다. 직접 하신 일이 아니라면 고객센터로 알려 주세요.`,
  lostTitle: '이 휴대폰의 접속 정보가 지워졌습니다',
  lostBody:
    '앱 데이터가 지워지면 이 휴대폰으로 다시 들어오려면 본인 확인이 필요합니다. 시공사 모집 때 인증한 휴대폰 번호로 다시 연결해 주세요.',
  reclaimed: '다시 연결되었습니다.',
} as const;
