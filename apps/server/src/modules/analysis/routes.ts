import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { ownerDoor } from '../../http/route-options.js';
import { assertOwnDevice, sessionDeviceId } from '../../plugins/auth.js';
import type { AnalysisService } from './service.js';

export const analysisRoutes: FastifyPluginAsyncZod<{ analysis: AnalysisService }> = async (
  app,
  { analysis },
) => {
  const route = endpointsBehind(app, ownerDoor('analysis'));
  route(api.analysisCheckIsIng, async (request) =>
    analysis.checkIsIng(assertOwnDevice(request, request.body.deviceId), request.body.pnu),
  );
  route(
    api.analysisCreate,
    async (request) =>
      analysis.create(assertOwnDevice(request, request.body.deviceId), request.body),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );
  route(api.analysisList, async (request) => ({
    data: await analysis.listAnalyzing(assertOwnDevice(request, request.query.deviceId)),
  }));
  route(api.analysisGet, async (request) =>
    analysis.get(sessionDeviceId(request), request.params.id),
  );
  route(api.analysisPatch, async (request) =>
    analysis.patch(sessionDeviceId(request), request.body),
  );
  route(api.analysisPredict, async (request) =>
    analysis.predict(sessionDeviceId(request), request.body),
  );
  route(api.analysisDelete, async (request) => {
    await analysis.delete(sessionDeviceId(request), request.params.id);
    return null;
  });
};
