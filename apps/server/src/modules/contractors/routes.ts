import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractorsEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { openDoor } from '../../http/route-options.js';
import type { ContractorsService } from './service.js';

export const contractorsRoutes: FastifyPluginAsyncZod<{ contractors: ContractorsService }> = async (
  app,
  { contractors },
) => {
  endpointsBehind(app, openDoor('contractors'))(api.contractorBizInfoGet, async (request) =>
    contractors.publicBizInfo(request.params.ccId),
  );
};
