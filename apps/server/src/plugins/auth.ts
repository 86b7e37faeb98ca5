import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { DEVICE_ID_PATTERN } from '@haetbit/contracts';
import { AppError } from '../lib/errors.js';
import type { Clock } from '../lib/clock.js';
import type { PartnerPrincipal } from '../modules/partner/service.js';
import { verifySessionToken } from '../modules/session/token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The device id of a verified session token, or null when the call carries none. */
    deviceId: string | null;
    /** The contractor of a partner session cookie, set only on routes of the partner role. */
    partner: PartnerPrincipal | null;
  }
  interface FastifyContextConfig {
    /** The one role this route serves (DESIGN D12); the auth plugin refuses every other. */
    role?: Role;
  }
  interface FastifyInstance {
    /** How each cookie role's credential is read; the module that owns the role registers it. */
    roleResolvers: Map<CookieRole, RoleResolver>;
  }
}

/**
 * The doors of DESIGN D12: owners by device bearer token, contractors by the partner session
 * cookie; operators join as one more cookie role with its resolver.
 */
export type Role = 'owner' | 'partner';
export type CookieRole = Exclude<Role, 'owner'>;
/** Reads the role's credential from the request, sets what the routes need, answers whether valid. */
export type RoleResolver = (request: FastifyRequest) => Promise<boolean>;

/** The value of one cookie of the request, or null. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return /^[A-Za-z0-9_-]{1,256}$/.test(value) ? value : null;
    }
  }
  return null;
}

export interface AuthOptions {
  sessionSecret: string;
  clock: Clock;
  /** Whether the device's claim the token was opened under still stands (decision 003). */
  sessionIsLive: (deviceId: string, claimedAtMs: number) => Promise<boolean>;
}

/**
 * Reads the bearer token on every request. It never rejects by itself: routes declare what they
 * need with `requireSession` and check ownership with `assertOwnDevice` (DESIGN D8).
 */
export const authPlugin = fp<AuthOptions>(
  async (app, options) => {
    app.decorateRequest('deviceId', null);
    app.decorateRequest('partner', null);
    app.decorate('roleResolvers', new Map<CookieRole, RoleResolver>());
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer ([A-Za-z0-9_.-]{1,2048})$/.exec(header);
      if (!match) throw new AppError('INVALID_SESSION');
      const claims = verifySessionToken(match[1]!, options.sessionSecret, options.clock.now());
      if (!claims || !DEVICE_ID_PATTERN.test(claims.deviceId)) {
        throw new AppError('INVALID_SESSION');
      }
      // A token of an ended claim (the device recovered on a new phone) opens nothing.
      if (!(await options.sessionIsLive(claims.deviceId, claims.claimedAtMs))) {
        throw new AppError('INVALID_SESSION');
      }
      request.deviceId = claims.deviceId;
    });
    // A route that declares a role accepts only that role's credential: a device token opens no
    // partner route, a partner cookie no owner route (DESIGN D12).
    app.addHook('onRequest', async (request) => {
      const role = request.routeOptions.config.role;
      if (role === undefined) return;
      if (role === 'owner') {
        if (!request.deviceId) throw new AppError('UNAUTHORIZED');
        return;
      }
      const resolve = app.roleResolvers.get(role);
      if (!resolve || !(await resolve(request))) throw new AppError('UNAUTHORIZED');
    });
  },
  { name: 'auth' },
);

/**
 * The call needs a session. An onRequest hook of the owner's routes: a call without one is refused
 * before its body is read or validated, as the consoles' routes are.
 */
export const requireSession: onRequestHookHandler = async (request: FastifyRequest) => {
  if (!request.deviceId) throw new AppError('UNAUTHORIZED');
};

/** The session's device id, or 401 when the call has none. */
export function sessionDeviceId(request: FastifyRequest): string {
  if (!request.deviceId) throw new AppError('UNAUTHORIZED');
  return request.deviceId;
}

/** A device id named in a path, query or body must be the caller's own: otherwise 403. */
export function assertOwnDevice(request: FastifyRequest, deviceId: string): string {
  const own = sessionDeviceId(request);
  if (own !== deviceId) throw new AppError('FORBIDDEN_DEVICE');
  return own;
}
