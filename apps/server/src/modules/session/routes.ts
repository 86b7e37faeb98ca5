import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSessionBodySchema, errorBodySchema, sessionSchema } from '@haetbit/contracts';
import type { Clock } from '../../lib/clock.js';
import { signSessionToken } from './token.js';

export interface SessionRoutesOptions {
  sessionSecret: string;
  sessionTtlMs: number;
  clock: Clock;
}

/** POST /api/session exchanges the shell's device id for a signed session token (D8). */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, options) => {
  app.post(
    '/api/session',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['identity'],
        summary: 'Exchange a device id for a session token',
        body: createSessionBodySchema,
        response: { 201: sessionSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const expiresAt = new Date(options.clock.now().getTime() + options.sessionTtlMs);
      const token = signSessionToken(
        { deviceId: request.body.deviceId, expiresAt },
        options.sessionSecret,
      );
      return reply.status(201).send({ token, expiresAt: expiresAt.toISOString() });
    },
  );
};
