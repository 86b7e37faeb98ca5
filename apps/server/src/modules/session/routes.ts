import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { openDoor } from '../../http/route-options.js';
import type { Clock } from '../../lib/clock.js';
import { addressKey } from '../../plugins/rate-limit.js';
import { signSessionToken } from './token.js';

export interface SessionRoutesOptions {
  sessionSecret: string;
  sessionTtlMs: number;
  clock: Clock;
}

/** POST /api/session exchanges the shell's device id for a signed session token (D8). */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, options) => {
  const route = endpointsBehind(app, openDoor('identity'));
  route(
    api.sessionCreate,
    async (request) => {
      const expiresAt = new Date(options.clock.now().getTime() + options.sessionTtlMs);
      const token = signSessionToken(
        { deviceId: request.body.deviceId, expiresAt },
        options.sessionSecret,
      );
      return { token, expiresAt: expiresAt.toISOString() };
    },
    // Per address whatever token the call carries: a new device id is free to mint.
    { config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: addressKey } } },
  );
};
