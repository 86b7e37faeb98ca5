import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devClockAnswerSchema,
  devClockBodySchema,
  errorBodySchema,
  HOUR_MS,
} from '@haetbit/contracts';
import type { AdjustableClock } from '../../lib/clock.js';

/**
 * The development clock (DESIGN D14): outside production the server's clock is the real time plus
 * an offset that `POST /dev/clock` moves forward, so one person can walk a whole match lifecycle
 * (72 hours of recruiting, then the selection periods) in minutes. Never registered in production.
 */
export const devClockRoutes: FastifyPluginAsyncZod<{
  clock: AdjustableClock;
  /** Applies the period ends the jump made due, so lists are current at once. */
  sweep: () => Promise<number>;
}> = async (app, { clock, sweep }) => {
  const answer = () => {
    const now = clock.now();
    return {
      now: now.toISOString(),
      offsetHours: Math.round(((now.getTime() - Date.now()) / HOUR_MS) * 1000) / 1000,
    };
  };

  app.get(
    '/dev/clock',
    {
      schema: {
        tags: ['development'],
        summary: "The server's clock and how far it is ahead of the real time (not in production)",
        response: { 200: devClockAnswerSchema },
      },
    },
    async () => answer(),
  );

  app.post(
    '/dev/clock',
    {
      schema: {
        tags: ['development'],
        summary:
          "Moves the server's clock forward, then applies due period ends (not in production)",
        body: devClockBodySchema,
        response: { 200: devClockAnswerSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      clock.advanceMs(request.body.advanceHours * HOUR_MS);
      await sweep();
      return answer();
    },
  );
};
