import { z } from 'zod';
import { endpoint, errorAnswers } from '../api/endpoint.js';
import {
  appSettingsSchema,
  bannerListSchema,
  bannerQuerySchema,
  codeItemSchema,
  contractorBizInfoSchema,
  defaultTermsSchema,
  faqListSchema,
  faqQuerySchema,
  matchOptionSchema,
  powerProfitDefaultsSchema,
} from '../content.js';
import { dbIdSchema } from '../identity.js';
import {
  checkAuthNumberAnswerSchema,
  checkAuthNumberBodySchema,
  sendAuthNumberAnswerSchema,
  sendAuthNumberBodySchema,
} from '../analysis.js';
import * as routes from '../routes/content.js';

const errors = errorAnswers(400, 404);

export const contentEndpoints = {
  defaultTermsGet: endpoint(routes.defaultTermsGet, {
    responses: { 200: defaultTermsSchema },
  }),
  codeListGet: endpoint(routes.codeListGet, {
    params: z.object({ group: z.string().regex(/^[A-Z0-9_]{1,40}$/) }),
    responses: { 200: z.array(codeItemSchema), ...errors },
  }),
  faqList: endpoint(routes.faqList, {
    query: faqQuerySchema,
    responses: { 200: faqListSchema, ...errors },
  }),
  bannerList: endpoint(routes.bannerList, {
    query: bannerQuerySchema,
    responses: { 200: bannerListSchema, ...errors },
  }),
  matchOptionGet: endpoint(routes.matchOptionGet, {
    responses: { 200: matchOptionSchema, ...errors },
  }),
  appSettingsGet: endpoint(routes.appSettingsGet, {
    summary: 'App settings: the guide video link and whether new searches are open',
    responses: { 200: appSettingsSchema, ...errors },
  }),
  powerProfitDefaultsGet: endpoint(routes.powerProfitDefaultsGet, {
    responses: { 200: powerProfitDefaultsSchema, ...errors },
  }),
};

export const contractorsEndpoints = {
  contractorBizInfoGet: endpoint(routes.contractorBizInfoGet, {
    summary: 'Contractor business info',
    params: z.object({ ccId: dbIdSchema }),
    responses: { 200: contractorBizInfoSchema, ...errorAnswers(400, 404) },
  }),
};

const smsErrors = errorAnswers(400, 401, 403, 404, 409, 429);

export const smsEndpoints = {
  smsSendAuthNumber: endpoint(routes.smsSendAuthNumber, {
    summary: 'Send a 6-digit verification code by SMS (valid 5 minutes)',
    body: sendAuthNumberBodySchema,
    responses: { 200: sendAuthNumberAnswerSchema, ...errorAnswers(502), ...smsErrors },
  }),
  smsCheckAuthNumber: endpoint(routes.smsCheckAuthNumber, {
    body: checkAuthNumberBodySchema,
    responses: { 200: checkAuthNumberAnswerSchema, ...smsErrors },
  }),
};
