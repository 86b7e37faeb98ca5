import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkAuthNumberAnswerSchema,
  checkAuthNumberBodySchema,
  errorBodySchema,
  phoneSchema,
  sendAuthNumberAnswerSchema,
  sendAuthNumberBodySchema,
} from '@haetbit/contracts';
import { errorResponses } from '../../http/error-responses.js';
import type { Db } from '../../db/client.js';
import { ownerRoutes } from '../../http/route-options.js';
import { sessionDeviceId } from '../../plugins/auth.js';
import { listOutbox } from './outbox.js';
import type { SmsService } from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const owner = ownerRoutes('sms');

export const smsRoutes: FastifyPluginAsyncZod<{
  sms: SmsService;
  db: Db;
  exposeOutbox: boolean;
}> = async (app, { sms, db, exposeOutbox }) => {
  app.post(
    '/api/match-analysis/send-auth-number',
    {
      ...owner({
        summary: 'Send a 6-digit verification code by SMS (valid 5 minutes)',
        body: sendAuthNumberBodySchema,
        response: { 200: sendAuthNumberAnswerSchema, 502: errorBodySchema, ...errors },
      }),
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => sms.send(sessionDeviceId(request), request.body),
  );

  app.post(
    '/api/match-analysis/check-sms-auth-number',
    {
      ...owner({
        body: checkAuthNumberBodySchema,
        response: { 200: checkAuthNumberAnswerSchema, ...errors },
      }),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => sms.check(sessionDeviceId(request), request.body),
  );

  if (exposeOutbox) {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['development'],
          summary: 'Messages kept by the outbox adapter, newest first (not in production)',
          // A phone for texts, an address for e-mails kept by the e-mail outbox adapter.
          querystring: z.object({ to: z.union([phoneSchema, z.email().max(254)]).optional() }),
          response: {
            200: z.array(
              z.object({
                channel: z.string(),
                to: z.string(),
                body: z.string(),
                createdAt: z.string(),
              }),
            ),
            400: errorBodySchema,
          },
        },
      },
      async (request) => listOutbox(db, request.query.to),
    );
  }
};
