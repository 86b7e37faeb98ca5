import { z } from 'zod';

/** The one error shape every failing call answers with. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** INVALID_TRANSITION: the match's current status, after any period end was applied. */
  status: z.string().optional(),
  /** SELECT_LIMIT_EXCEEDED: the stage's limit (N of the spec's alert). */
  limit: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
