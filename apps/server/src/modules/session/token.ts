import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Session tokens: `base64url(payload).base64url(HMAC-SHA256(payload))` (DESIGN D8). The payload
 * holds the device id, the expiry and when the device was claimed (decision 003): a token lives
 * only while its device's claim does, so ending the claim ends every session of the device.
 */
const payloadSchema = z.object({
  d: z.string(),
  e: z.number().int(),
  c: z.number().int(),
  v: z.literal(2),
});

export interface SessionClaims {
  deviceId: string;
  expiresAt: Date;
  /** The claim of the device the session was opened under (its `claimed_at`, in ms). */
  claimedAtMs: number;
}

export function signSessionToken(claims: SessionClaims, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({
      d: claims.deviceId,
      e: claims.expiresAt.getTime(),
      c: claims.claimedAtMs,
      v: 2,
    }),
  ).toString('base64url');
  return `${payload}.${hmac(payload, secret)}`;
}

/** Returns the claims of a well-formed, correctly signed, unexpired token; otherwise null. */
export function verifySessionToken(token: string, secret: string, now: Date): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload, signature] = parts as [string, string];
  const expected = Buffer.from(hmac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.e <= now.getTime()) return null;
  return {
    deviceId: parsed.data.d,
    expiresAt: new Date(parsed.data.e),
    claimedAtMs: parsed.data.c,
  };
}

function hmac(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
