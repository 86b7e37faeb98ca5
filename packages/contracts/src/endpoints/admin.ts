import {
  adminAccountCreateSchema,
  adminAccountListSchema,
  adminAccountPatchSchema,
  adminAccountSchema,
  adminAdvertAnswerSchema,
  adminAdvertBodySchema,
  adminAppSettingsBodySchema,
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminBannerBodySchema,
  adminBannerListSchema,
  adminBannerSchema,
  adminCodeGroupParamsSchema,
  adminCodeListBodySchema,
  adminCodeListSchema,
  adminFaqBodySchema,
  adminFaqListSchema,
  adminFaqSchema,
  adminFileUploadAnswerSchema,
  adminLoginBodySchema,
  adminMatchDetailSchema,
  adminMatchEndAnswerSchema,
  adminMatchEndBodySchema,
  adminMatchListSchema,
  adminMatchOptionBodySchema,
  adminMatchQuerySchema,
  adminMeSchema,
  adminNotificationListSchema,
  adminOkSchema,
  adminPowerProfitBodySchema,
  adminTermsBodySchema,
  adminTermsListSchema,
  dashboardQuerySchema,
  dashboardSchema,
} from '../admin.js';
import {
  adminContractorListSchema,
  adminContractorQuerySchema,
  adminContractorStatusAnswerSchema,
} from '../admin-contractors.js';
import { endpoint, errorAnswers } from '../api/endpoint.js';
import { appSettingsSchema, matchOptionSchema, powerProfitDefaultsSchema } from '../content.js';
import * as routes from '../routes/admin.js';
import { idParams, operatorWrite, rowErrors } from './parts.js';

const contractorStatus = {
  params: idParams,
  responses: { 200: adminContractorStatusAnswerSchema, ...rowErrors, ...errorAnswers(503) },
};

/** The console's session and the operator's work: matches, contractors, messages sent. */
export const operatorEndpoints = {
  adminLogin: endpoint(routes.adminLogin, {
    body: adminLoginBodySchema,
    responses: { 200: adminMeSchema, ...rowErrors, ...errorAnswers(429) },
  }),
  adminLogout: endpoint(routes.adminLogout, { responses: { 200: adminOkSchema } }),
  adminMeGet: endpoint(routes.adminMeGet, { responses: { 200: adminMeSchema, ...rowErrors } }),
  adminDashboardGet: endpoint(routes.adminDashboardGet, {
    query: dashboardQuerySchema,
    responses: { 200: dashboardSchema, ...rowErrors },
  }),
  adminMatchList: endpoint(routes.adminMatchList, {
    query: adminMatchQuerySchema,
    responses: { 200: adminMatchListSchema, ...rowErrors },
  }),
  adminMatchGet: endpoint(routes.adminMatchGet, {
    params: idParams,
    responses: { 200: adminMatchDetailSchema, ...rowErrors },
  }),
  adminMatchEnd: operatorWrite(
    routes.adminMatchEnd,
    {
      summary: 'End an open match with ADC and a reason',
      params: idParams,
      body: adminMatchEndBodySchema,
      answer: adminMatchEndAnswerSchema,
    },
    409,
  ),
  adminContractorList: endpoint(routes.adminContractorList, {
    query: adminContractorQuerySchema,
    responses: { 200: adminContractorListSchema, ...rowErrors, ...errorAnswers(503) },
  }),
  adminContractorApprove: endpoint(routes.adminContractorApprove, contractorStatus),
  adminContractorReject: endpoint(routes.adminContractorReject, contractorStatus),
  adminContractorSuspend: endpoint(routes.adminContractorSuspend, contractorStatus),
  adminNotificationList: endpoint(routes.adminNotificationList, {
    responses: { 200: adminNotificationListSchema, ...rowErrors },
  }),
};

/** The admin's work: accounts, the audit trail, content and settings. */
export const adminEndpoints = {
  adminAccountList: endpoint(routes.adminAccountList, {
    responses: { 200: adminAccountListSchema, ...rowErrors },
  }),
  adminAccountCreate: endpoint(routes.adminAccountCreate, {
    body: adminAccountCreateSchema,
    responses: { 201: adminAccountSchema, ...rowErrors },
  }),
  adminAccountUpdate: endpoint(routes.adminAccountUpdate, {
    params: idParams,
    body: adminAccountPatchSchema,
    responses: { 200: adminAccountSchema, ...rowErrors },
  }),
  adminAuditList: endpoint(routes.adminAuditList, {
    query: adminAuditQuerySchema,
    responses: { 200: adminAuditListSchema, ...rowErrors },
  }),
  adminFaqList: endpoint(routes.adminFaqList, {
    responses: { 200: adminFaqListSchema, ...rowErrors },
  }),
  adminFaqCreate: endpoint(routes.adminFaqCreate, {
    body: adminFaqBodySchema,
    responses: { 201: adminFaqSchema, ...rowErrors },
  }),
  adminFaqUpdate: endpoint(routes.adminFaqUpdate, {
    params: idParams,
    body: adminFaqBodySchema,
    responses: { 200: adminFaqSchema, ...rowErrors },
  }),
  adminFaqDelete: endpoint(routes.adminFaqDelete, {
    params: idParams,
    responses: { 200: adminOkSchema, ...rowErrors },
  }),
  adminBannerList: endpoint(routes.adminBannerList, {
    responses: { 200: adminBannerListSchema, ...rowErrors },
  }),
  adminBannerCreate: endpoint(routes.adminBannerCreate, {
    body: adminBannerBodySchema,
    responses: { 201: adminBannerSchema, ...rowErrors },
  }),
  adminBannerUpdate: endpoint(routes.adminBannerUpdate, {
    params: idParams,
    body: adminBannerBodySchema,
    responses: { 200: adminBannerSchema, ...rowErrors },
  }),
  adminBannerDelete: endpoint(routes.adminBannerDelete, {
    params: idParams,
    responses: { 200: adminOkSchema, ...rowErrors },
  }),
  /** The body is a multipart form, read by the handler as it streams (not validated here). */
  adminFileUpload: endpoint(routes.adminFileUpload, {
    summary: 'Upload a banner image (multipart field `file`: PNG or JPEG, up to 700 KB)',
    responses: { 201: adminFileUploadAnswerSchema, ...rowErrors, ...errorAnswers(413, 415) },
  }),
  adminTermsList: endpoint(routes.adminTermsList, {
    responses: { 200: adminTermsListSchema, ...rowErrors },
  }),
  adminTermsPublish: endpoint(routes.adminTermsPublish, {
    summary: 'Publish a new version of a terms document',
    body: adminTermsBodySchema,
    responses: { 201: adminOkSchema, ...rowErrors },
  }),
  adminCodeList: endpoint(routes.adminCodeList, {
    params: adminCodeGroupParamsSchema,
    responses: { 200: adminCodeListSchema, ...rowErrors },
  }),
  adminCodeReplace: endpoint(routes.adminCodeReplace, {
    params: adminCodeGroupParamsSchema,
    body: adminCodeListBodySchema,
    responses: { 200: adminCodeListSchema, ...rowErrors },
  }),
  adminAppSettingsUpdate: endpoint(routes.adminAppSettingsUpdate, {
    summary: 'Change the app settings (guide video link, new searches open)',
    body: adminAppSettingsBodySchema,
    responses: { 200: appSettingsSchema, ...rowErrors },
  }),
  adminMatchOptionUpdate: endpoint(routes.adminMatchOptionUpdate, {
    summary: 'Change the match options (new requests only)',
    body: adminMatchOptionBodySchema,
    responses: { 200: matchOptionSchema, ...rowErrors },
  }),
  adminPowerProfitUpdate: endpoint(routes.adminPowerProfitUpdate, {
    summary: 'Change the profit defaults (analyses computed from now on)',
    body: adminPowerProfitBodySchema,
    responses: { 200: powerProfitDefaultsSchema, ...rowErrors },
  }),
  adminAdvertQueue: endpoint(routes.adminAdvertQueue, {
    summary: 'Queue an advertising message to owners who consented (advAlimYn)',
    body: adminAdvertBodySchema,
    responses: { 201: adminAdvertAnswerSchema, ...rowErrors, ...errorAnswers(503) },
  }),
};
