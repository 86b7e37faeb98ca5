import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannerListSchema,
  bannerQuerySchema,
  codeItemSchema,
  defaultTermsSchema,
  faqListSchema,
  faqQuerySchema,
  matchOptionSchema,
  powerProfitDefaultsSchema,
} from '@haetbit/contracts';
import { errorResponses } from '../../http/error-responses.js';
import type { ContentService } from './service.js';

const errors = errorResponses(400, 404);

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  app.get(
    '/api/match-com/default-terms',
    { schema: { tags: ['content'], response: { 200: defaultTermsSchema } } },
    async () => content.defaultTerms(),
  );

  app.get(
    '/api/code/:group',
    {
      schema: {
        tags: ['content'],
        params: z.object({ group: z.string().regex(/^[A-Z0-9_]{1,40}$/) }),
        response: { 200: z.array(codeItemSchema), ...errors },
      },
    },
    async (request) => content.codes(request.params.group),
  );

  app.get(
    '/api/faq',
    {
      schema: {
        tags: ['content'],
        querystring: faqQuerySchema,
        response: { 200: faqListSchema, ...errors },
      },
    },
    async (request) => ({ data: await content.faq(request.query.siteDiv, request.query.category) }),
  );

  app.get(
    '/api/banner',
    {
      schema: {
        tags: ['content'],
        querystring: bannerQuerySchema,
        response: { 200: bannerListSchema, ...errors },
      },
    },
    async (request) => ({ data: await content.banners(request.query) }),
  );

  app.get(
    '/api/match-com/default-option',
    { schema: { tags: ['content'], response: { 200: matchOptionSchema, ...errors } } },
    async () => content.matchOption(),
  );

  app.get(
    '/api/match-com/default/power-profit-calc',
    { schema: { tags: ['content'], response: { 200: powerProfitDefaultsSchema, ...errors } } },
    async () => content.powerProfitDefaults(),
  );

  // GET /api/match-com/install-review lives in the reviews module: it puts customers' reviews
  // before these samples.
};
