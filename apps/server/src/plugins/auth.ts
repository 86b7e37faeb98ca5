import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { DEVICE_ID_PATTERN } from '@haetbit/contracts';
import { AppError } from '../errors.js';
import type { Clock } from '../lib/clock.js';
import { verifySessionToken } from '../modules/session/token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The device id of a verified session token, or null when the call carries none. */
    deviceId: string | null;
  }
}

export interface AuthOptions {
  sessionSecret: string;
  clock: Clock;
}

/**
 * Reads the bearer token on every request. It never rejects by itself: routes declare what they
 * need with `requireSession` and check ownership with `assertOwnDevice` (DESIGN D8).
 */
export const authPlugin = fp<AuthOptions>(
  async (app, options) => {
    app.decorateRequest('deviceId', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer ([A-Za-z0-9_.-]{1,2048})$/.exec(header);
      if (!match) throw new AppError(401, 'INVALID_SESSION');
      const claims = verifySessionToken(match[1]!, options.sessionSecret, options.clock.now());
      if (!claims || !DEVICE_ID_PATTERN.test(claims.deviceId)) {
        throw new AppError(401, 'INVALID_SESSION');
      }
      request.deviceId = claims.deviceId;
    });
  },
  { name: 'auth' },
);

/** preHandler: the call needs a session. */
export const requireSession: preHandlerHookHandler = async (request: FastifyRequest) => {
  if (!request.deviceId) throw new AppError(401, 'UNAUTHORIZED');
};

/** The session's device id, or 401 when the call has none. */
export function sessionDeviceId(request: FastifyRequest): string {
  if (!request.deviceId) throw new AppError(401, 'UNAUTHORIZED');
  return request.deviceId;
}

/** A device id named in a path, query or body must be the caller's own: otherwise 403. */
export function assertOwnDevice(request: FastifyRequest, deviceId: string): string {
  const own = sessionDeviceId(request);
  if (own !== deviceId) throw new AppError(403, 'FORBIDDEN_DEVICE');
  return own;
}
