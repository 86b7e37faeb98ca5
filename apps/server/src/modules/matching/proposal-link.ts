import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links to one proposal file, sent to the owner's verified phone (spec section 7,
 * send-proposal). The token is `expiry.HMAC-SHA256("proposal:" fileId "." expiry)` with the session
 * secret: nothing is stored, any instance verifies it, and the prefix keeps it from ever passing
 * as a session token. The link opens the file without a session until it expires.
 */
export const PROPOSAL_LINK_TTL_MS = 72 * 3_600_000;

export function signProposalToken(fileId: string, expiresAt: Date, secret: string): string {
  const expiry = String(Math.floor(expiresAt.getTime() / 1000));
  return `${expiry}.${mac(fileId, expiry, secret)}`;
}

/** True for a well-formed token signed for this file that has not expired at `now`. */
export function verifyProposalToken(
  fileId: string,
  token: string,
  now: Date,
  secret: string,
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const [, expiry, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(mac(fileId, expiry, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return Number(expiry) * 1000 > now.getTime();
}

/** The link as sent: an absolute URL of the inline viewer. */
export function proposalLinkUrl(baseUrl: string, fileId: string, token: string): string {
  return `${baseUrl}/api/file/viewer/${encodeURIComponent(fileId)}?t=${encodeURIComponent(token)}`;
}

/** 010-1234-5678 → 010-****-5678 (the answer names where the link went without repeating it). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '***';
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}

function mac(fileId: string, expiry: string, secret: string): string {
  return createHmac('sha256', secret).update(`proposal:${fileId}.${expiry}`).digest('base64url');
}
