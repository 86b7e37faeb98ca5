import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { openDoor } from '../../http/route-options.js';
import type { ContentService } from './service.js';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  const route = endpointsBehind(app, openDoor('content'));
  route(api.defaultTermsGet, async () => content.defaultTerms());
  route(api.codeListGet, async (request) => content.codes(request.params.group));
  route(api.faqList, async (request) => ({
    data: await content.faq(request.query.siteDiv, request.query.category),
  }));
  route(api.bannerList, async (request) => ({ data: await content.banners(request.query) }));
  route(api.matchOptionGet, async () => content.matchOption());
  route(api.appSettingsGet, async () => content.appSettings());
  route(api.powerProfitDefaultsGet, async () => content.powerProfitDefaults());
  // GET /api/match-com/install-review lives in the reviews module: it puts customers' reviews
  // before these samples.
};
