import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_SESSION_COOKIE, type AdminRole } from '@haetbit/contracts';
import type { AdminService, Operator } from './service.js';
import { ADMIN_SESSION_TTL_MS } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of the console session, set by `requireRole` (DESIGN D12). */
    operator: Operator | null;
  }
}

/** The console's session token from the Cookie header (no cookie plugin needed for one name). */
export function readAdminToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ADMIN_SESSION_COOKIE) {
      const token = value.join('=');
      return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
    }
  }
  return undefined;
}

/**
 * HttpOnly, SameSite=Strict, only sent to the console's API, Secure in production (DESIGN D12).
 * A device's bearer token or a contractor's cookie never stands for it.
 */
export function setAdminCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.header(
    'set-cookie',
    `${ADMIN_SESSION_COOKIE}=${token}; Path=/api/admin; HttpOnly; SameSite=Strict; Max-Age=${ADMIN_SESSION_TTL_MS / 1000}${secure ? '; Secure' : ''}`,
  );
}

export function clearAdminCookie(reply: FastifyReply, secure: boolean): void {
  reply.header(
    'set-cookie',
    `${ADMIN_SESSION_COOKIE}=; Path=/api/admin; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`,
  );
}

/** preHandler: the call needs a console session with at least this role (401 / 403 otherwise). */
export function requireRole(admin: AdminService, role: AdminRole) {
  return async (request: FastifyRequest): Promise<void> => {
    request.operator = await admin.authorize(readAdminToken(request), role);
  };
}

/** The operator set by `requireRole`. */
export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw new Error('requireRole must run first');
  return request.operator;
}
