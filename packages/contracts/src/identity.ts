import { z } from 'zod';
import { DEVICE_ID_PATTERN } from './constants.js';

export const deviceIdSchema = z
  .string()
  .regex(DEVICE_ID_PATTERN, '기기 식별자 형식이 올바르지 않습니다.');

export const createSessionBodySchema = z.object({ deviceId: deviceIdSchema });
export const sessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/** A database id in a path or body: a positive 32-bit integer, so no input overflows a column. */
export const dbIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
