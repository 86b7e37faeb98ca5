import { z } from 'zod';
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
import { dbIdSchema } from '../identity.js';
import * as routes from '../routes/admin.js';

const errors = errorAnswers(400, 401, 403, 404, 409);
const idParams = z.object({ id: dbIdSchema });

const contractorStatus = {
  params: idParams,
  responses: { 200: adminContractorStatusAnswerSchema, ...errors, ...errorAnswers(503) },
};

/** The console's session and the operator's work: matches, contractors, messages sent. */
export const operatorEndpoints = {
  adminLogin: endpoint(routes.adminLogin, {
    body: adminLoginBodySchema,
    responses: { 200: adminMeSchema, ...errors, ...errorAnswers(423) },
  }),
  adminLogout: endpoint(routes.adminLogout, { responses: { 200: adminOkSchema } }),
  adminMeGet: endpoint(routes.adminMeGet, { responses: { 200: adminMeSchema, ...errors } }),
  adminDashboardGet: endpoint(routes.adminDashboardGet, {
    query: dashboardQuerySchema,
    responses: { 200: dashboardSchema, ...errors },
  }),
  adminMatchList: endpoint(routes.adminMatchList, {
    query: adminMatchQuerySchema,
    responses: { 200: adminMatchListSchema, ...errors },
  }),
  adminMatchGet: endpoint(routes.adminMatchGet, {
    params: idParams,
    responses: { 200: adminMatchDetailSchema, ...errors },
  }),
  adminMatchEnd: endpoint(routes.adminMatchEnd, {
    summary: 'End an open match with ADC and a reason',
    params: idParams,
    body: adminMatchEndBodySchema,
    responses: { 200: adminMatchEndAnswerSchema, ...errors },
  }),
  adminContractorList: endpoint(routes.adminContractorList, {
    query: adminContractorQuerySchema,
    responses: { 200: adminContractorListSchema, ...errors, ...errorAnswers(503) },
  }),
  adminContractorApprove: endpoint(routes.adminContractorApprove, contractorStatus),
  adminContractorReject: endpoint(routes.adminContractorReject, contractorStatus),
  adminContractorSuspend: endpoint(routes.adminContractorSuspend, contractorStatus),
  adminNotificationList: endpoint(routes.adminNotificationList, {
    responses: { 200: adminNotificationListSchema, ...errors },
  }),
};

/** The admin's work: accounts, the audit trail, content and settings. */
export const adminEndpoints = {
  adminAccountList: endpoint(routes.adminAccountList, {
    responses: { 200: adminAccountListSchema, ...errors },
  }),
  adminAccountCreate: endpoint(routes.adminAccountCreate, {
    body: adminAccountCreateSchema,
    responses: { 201: adminAccountSchema, ...errors },
  }),
  adminAccountUpdate: endpoint(routes.adminAccountUpdate, {
    params: idParams,
    body: adminAccountPatchSchema,
    responses: { 200: adminAccountSchema, ...errors },
  }),
  adminAuditList: endpoint(routes.adminAuditList, {
    query: adminAuditQuerySchema,
    responses: { 200: adminAuditListSchema, ...errors },
  }),
  adminFaqList: endpoint(routes.adminFaqList, {
    responses: { 200: adminFaqListSchema, ...errors },
  }),
  adminFaqCreate: endpoint(routes.adminFaqCreate, {
    body: adminFaqBodySchema,
    responses: { 201: adminFaqSchema, ...errors },
  }),
  adminFaqUpdate: endpoint(routes.adminFaqUpdate, {
    params: idParams,
    body: adminFaqBodySchema,
    responses: { 200: adminFaqSchema, ...errors },
  }),
  adminFaqDelete: endpoint(routes.adminFaqDelete, {
    params: idParams,
    responses: { 200: adminOkSchema, ...errors },
  }),
  adminBannerList: endpoint(routes.adminBannerList, {
    responses: { 200: adminBannerListSchema, ...errors },
  }),
  adminBannerCreate: endpoint(routes.adminBannerCreate, {
    body: adminBannerBodySchema,
    responses: { 201: adminBannerSchema, ...errors },
  }),
  adminBannerUpdate: endpoint(routes.adminBannerUpdate, {
    params: idParams,
    body: adminBannerBodySchema,
    responses: { 200: adminBannerSchema, ...errors },
  }),
  adminBannerDelete: endpoint(routes.adminBannerDelete, {
    params: idParams,
    responses: { 200: adminOkSchema, ...errors },
  }),
  /** The body is a multipart form, read by the handler as it streams (not validated here). */
  adminFileUpload: endpoint(routes.adminFileUpload, {
    summary: 'Upload a banner image (multipart field `file`: PNG or JPEG, up to 700 KB)',
    responses: { 201: adminFileUploadAnswerSchema, ...errors, ...errorAnswers(413, 415) },
  }),
  adminTermsList: endpoint(routes.adminTermsList, {
    responses: { 200: adminTermsListSchema, ...errors },
  }),
  adminTermsPublish: endpoint(routes.adminTermsPublish, {
    summary: 'Publish a new version of a terms document',
    body: adminTermsBodySchema,
    responses: { 201: adminOkSchema, ...errors },
  }),
  adminCodeList: endpoint(routes.adminCodeList, {
    params: adminCodeGroupParamsSchema,
    responses: { 200: adminCodeListSchema, ...errors },
  }),
  adminCodeReplace: endpoint(routes.adminCodeReplace, {
    params: adminCodeGroupParamsSchema,
    body: adminCodeListBodySchema,
    responses: { 200: adminCodeListSchema, ...errors },
  }),
  adminAppSettingsUpdate: endpoint(routes.adminAppSettingsUpdate, {
    summary: 'Change the app settings (guide video link, new searches open)',
    body: adminAppSettingsBodySchema,
    responses: { 200: appSettingsSchema, ...errors },
  }),
  adminMatchOptionUpdate: endpoint(routes.adminMatchOptionUpdate, {
    summary: 'Change the match options (new requests only)',
    body: adminMatchOptionBodySchema,
    responses: { 200: matchOptionSchema, ...errors },
  }),
  adminPowerProfitUpdate: endpoint(routes.adminPowerProfitUpdate, {
    summary: 'Change the profit defaults (analyses computed from now on)',
    body: adminPowerProfitBodySchema,
    responses: { 200: powerProfitDefaultsSchema, ...errors },
  }),
  adminAdvertQueue: endpoint(routes.adminAdvertQueue, {
    summary: 'Queue an advertising message to owners who consented (advAlimYn)',
    body: adminAdvertBodySchema,
    responses: { 201: adminAdvertAnswerSchema, ...errors, ...errorAnswers(503) },
  }),
};
