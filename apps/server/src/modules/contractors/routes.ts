import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractorBizInfoSchema, dbIdSchema, errorBodySchema } from '@haetbit/contracts';
import type { ContractorsService } from './service.js';

export const contractorsRoutes: FastifyPluginAsyncZod<{ contractors: ContractorsService }> = async (
  app,
  { contractors },
) => {
  app.get(
    '/api/match-com/biz-info/:ccId',
    {
      schema: {
        tags: ['contractors'],
        summary: 'Contractor business info',
        params: z.object({ ccId: dbIdSchema }),
        response: { 200: contractorBizInfoSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => contractors.bizInfo(request.params.ccId),
  );
};
