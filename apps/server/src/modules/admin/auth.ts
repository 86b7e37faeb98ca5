import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_SESSION_COOKIE, type AdminRole } from '@haetbit/contracts';
import {
  clearSessionCookie,
  setSessionCookie,
  type SessionCookie,
} from '../../http/session-cookie.js';
import { readCookie } from '../../plugins/auth.js';
import type { AdminService, Operator } from './service.js';
import { ADMIN_SESSION_TTL_MS } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of the console session, set by `requireRole` (DESIGN D12). */
    operator: Operator | null;
  }
}

/** The console's session token from the Cookie header, if it has a token's form. */
export function readAdminToken(request: FastifyRequest): string | undefined {
  const token = readCookie(request, ADMIN_SESSION_COOKIE);
  return token && token.length >= 20 && token.length <= 100 ? token : undefined;
}

/**
 * SameSite=Strict, only sent to the console's API (DESIGN D12). A device's bearer token or a
 * contractor's cookie never stands for it.
 */
const adminCookie = (secure: boolean): SessionCookie => ({
  name: ADMIN_SESSION_COOKIE,
  path: '/api/admin',
  sameSite: 'Strict',
  secure,
});

export function setAdminCookie(reply: FastifyReply, token: string, secure: boolean): void {
  setSessionCookie(reply, adminCookie(secure), token, ADMIN_SESSION_TTL_MS / 1000);
}

export function clearAdminCookie(reply: FastifyReply, secure: boolean): void {
  clearSessionCookie(reply, adminCookie(secure));
}

/** preHandler: the call needs a console session with at least this role (401 / 403 otherwise). */
export function requireRole(admin: AdminService, role: AdminRole) {
  return async (request: FastifyRequest): Promise<void> => {
    request.operator = await admin.authorize(readAdminToken(request), role);
  };
}

/** The operator's door (DESIGN D12) for routes declared in the contracts: the console cookie. */
export function operatorDoor(admin: AdminService) {
  return {
    guard: { onRequest: requireRole(admin, 'operator') },
    tags: ['admin'],
    security: [{ adminCookie: [] }],
  };
}

/** The operator set by `requireRole`. */
export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw new Error('requireRole must run first');
  return request.operator;
}
