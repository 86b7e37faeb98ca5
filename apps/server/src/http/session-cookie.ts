import type { FastifyReply } from 'fastify';

/**
 * A console's session cookie (DESIGN D12): HttpOnly, sent only to its own API path, Secure in
 * production. Each console chooses its SameSite policy.
 */
export interface SessionCookie {
  name: string;
  path: string;
  sameSite: 'Strict' | 'Lax';
  secure: boolean;
}

function cookieHeader(cookie: SessionCookie, value: string, maxAgeSeconds: number): string {
  return [
    `${cookie.name}=${value}`,
    `Path=${cookie.path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${cookie.sameSite}`,
    ...(cookie.secure ? ['Secure'] : []),
  ].join('; ');
}

export function setSessionCookie(
  reply: FastifyReply,
  cookie: SessionCookie,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.header('set-cookie', cookieHeader(cookie, token, maxAgeSeconds));
}

export function clearSessionCookie(reply: FastifyReply, cookie: SessionCookie): void {
  reply.header('set-cookie', cookieHeader(cookie, '', 0));
}
