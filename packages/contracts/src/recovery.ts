import { z } from 'zod';
import { checkAuthNumberBodySchema, phoneSchema } from './analysis.js';

/**
 * Recovery on a new phone (spec section 1, "logged-in user id"): the owner verifies the phone
 * number they recruited with; the requests, analyses and reviews of their earlier devices move to
 * the device asking, and the earlier devices' sessions and secrets end.
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
