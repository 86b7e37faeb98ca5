import { z } from 'zod';
import { DEVICE_ID_PATTERN } from './constants.js';

export const deviceIdSchema = z
  .string()
  .regex(DEVICE_ID_PATTERN, '기기 식별자 형식이 올바르지 않습니다.');

/** The secret the server issues to a device on its first exchange (decision 003). */
export const DEVICE_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const createSessionBodySchema = z.object({
  deviceId: deviceIdSchema,
  /** Required for every exchange after the first: the secret that exchange answered with. */
  deviceSecret: z.string().regex(DEVICE_SECRET_PATTERN).optional(),
});
export const sessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  /** Only on the exchange that claimed the device: the one time the secret leaves the server. */
  deviceSecret: z.string().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/** A database id in a path or body: a positive 32-bit integer, so no input overflows a column. */
export const dbIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
