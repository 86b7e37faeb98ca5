import { z } from 'zod';
import { deviceIdSchema } from './identity.js';

export const matchUserSchema = z.object({
  id: z.number().int(),
  deviceId: z.string(),
  agreePiPpYn: z.boolean(),
  advAlimYn: z.boolean(),
  advAlimChangeDate: z.string().nullable(),
  accessCnt: z.number().int(),
  matchAlimYn: z.boolean(),
});
export type MatchUser = z.infer<typeof matchUserSchema>;

export const userIsExistSchema = z.object({
  isExist: z.boolean(),
  agreePiPpYn: z.boolean(),
  advAlimYn: z.boolean(),
  accessCnt: z.number().int(),
});

export const userCheckSchema = matchUserSchema;

export const patchUserBodySchema = z
  .object({
    id: z.number().int().positive().max(2_147_483_647),
    agreePiPpYn: z.boolean().optional(),
    advAlimYn: z.boolean().optional(),
    matchAlimYn: z.boolean().optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.agreePiPpYn !== undefined ||
      body.advAlimYn !== undefined ||
      body.matchAlimYn !== undefined,
    { message: '변경할 항목이 없습니다.' },
  );

export const deviceIdParamSchema = z.object({ deviceId: deviceIdSchema });
