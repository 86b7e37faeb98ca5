import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, phoneSchema, smsEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { ownerDoor } from '../../http/route-options.js';
import { sessionDeviceId } from '../../plugins/auth.js';
import type { SmsService } from './service.js';

export const smsRoutes: FastifyPluginAsyncZod<{
  sms: SmsService;
  exposeOutbox: boolean;
}> = async (app, { sms, exposeOutbox }) => {
  const route = endpointsBehind(app, ownerDoor('sms'));
  route(
    api.smsSendAuthNumber,
    async (request) => sms.send(sessionDeviceId(request), request.body, request.ip),
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
  );
  route(
    api.smsCheckAuthNumber,
    async (request) => sms.check(sessionDeviceId(request), request.body),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
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
      async (request) => sms.outbox(request.query.to),
    );
  }
};
