import { z } from 'zod';
import { endpoint, errorAnswers } from '../api/endpoint.js';
import { partnerAlertSettingsSchema, partnerNotificationListSchema } from '../notifications.js';
import {
  partnerApplyAnswerSchema,
  partnerLeadListSchema,
  partnerLeadsQuerySchema,
  partnerLoginBodySchema,
  partnerLogoAnswerSchema,
  partnerMatchListSchema,
  partnerMeSchema,
  partnerProfileBodySchema,
  partnerProfileSchema,
  partnerProposalAnswerSchema,
  partnerRequestDetailSchema,
  partnerSignupAnswerSchema,
  partnerSignupBodySchema,
} from '../partner.js';
import * as routes from '../routes/partner.js';
import {
  partnerCodeSentAnswerSchema,
  partnerPhoneCheckAnswerSchema,
  partnerPhoneCheckBodySchema,
  partnerPhoneCodeBodySchema,
  partnerResetBodySchema,
  partnerResetCodeAnswerSchema,
  partnerResetCodeBodySchema,
} from '../partner-onboarding.js';
import { matchReqParams, rowErrors } from './parts.js';

export const partnerEndpoints = {
  partnerSignup: endpoint(routes.partnerSignup, {
    summary: 'Contractor signup (waits for approval)',
    body: partnerSignupBodySchema,
    responses: { 201: partnerSignupAnswerSchema, ...rowErrors },
  }),
  partnerSignupPhoneCode: endpoint(routes.partnerSignupPhoneCode, {
    summary: 'A code by SMS for the phone a contractor signs up with',
    body: partnerPhoneCodeBodySchema,
    responses: { 200: partnerCodeSentAnswerSchema, ...rowErrors, ...errorAnswers(429, 502) },
  }),
  partnerSignupPhoneCheck: endpoint(routes.partnerSignupPhoneCheck, {
    summary: 'Checks the signup code of a phone',
    body: partnerPhoneCheckBodySchema,
    responses: { 200: partnerPhoneCheckAnswerSchema, ...rowErrors },
  }),
  partnerResetCode: endpoint(routes.partnerResetCode, {
    summary:
      'A password reset code to the account’s verified phone or e-mail (same answer for any id)',
    body: partnerResetCodeBodySchema,
    responses: { 200: partnerResetCodeAnswerSchema, ...rowErrors, ...errorAnswers(429, 502) },
  }),
  partnerReset: endpoint(routes.partnerReset, {
    summary: 'Sets a new password with a reset code; ends every session of the account',
    body: partnerResetBodySchema,
    responses: { 200: partnerResetCodeAnswerSchema, ...rowErrors },
  }),
  partnerLogin: endpoint(routes.partnerLogin, {
    summary: 'Contractor login: sets the HttpOnly session cookie',
    body: partnerLoginBodySchema,
    responses: { 200: partnerMeSchema, ...rowErrors, ...errorAnswers(429) },
  }),
  partnerLogout: endpoint(routes.partnerLogout, {
    summary: 'Ends the console session',
    responses: { 204: z.null() },
  }),
  partnerMeGet: endpoint(routes.partnerMeGet, {
    responses: { 200: partnerMeSchema, ...rowErrors },
  }),
  partnerProfileGet: endpoint(routes.partnerProfileGet, {
    summary: 'Business info and service regions',
    responses: { 200: partnerProfileSchema, ...rowErrors },
  }),
  partnerProfileUpdate: endpoint(routes.partnerProfileUpdate, {
    body: partnerProfileBodySchema,
    responses: { 200: partnerProfileSchema, ...rowErrors },
  }),
  /** The body is a multipart form, read by the handler as it streams (not validated here). */
  partnerLogoUpload: endpoint(routes.partnerLogoUpload, {
    summary:
      'Logo upload (multipart field `file`: PNG, JPEG or plain SVG stored as PNG, up to 1 MB)',
    responses: { 200: partnerLogoAnswerSchema, ...rowErrors, ...errorAnswers(413, 415) },
  }),
  partnerAlertSettingsGet: endpoint(routes.partnerAlertSettingsGet, {
    summary: 'How the contractor hears of new requests (at once, daily digest, off)',
    responses: { 200: partnerAlertSettingsSchema, ...rowErrors },
  }),
  partnerAlertSettingsUpdate: endpoint(routes.partnerAlertSettingsUpdate, {
    body: partnerAlertSettingsSchema,
    responses: { 200: partnerAlertSettingsSchema, ...rowErrors },
  }),
  partnerNotificationsGet: endpoint(routes.partnerNotificationsGet, {
    summary: 'The latest 100 messages sent to the contractor (SMS and e-mail)',
    responses: { 200: partnerNotificationListSchema, ...rowErrors },
  }),
  partnerLeadsGet: endpoint(routes.partnerLeadsGet, {
    summary: 'Leads: recruiting requests in the service regions, not yet applied to',
    query: partnerLeadsQuerySchema,
    responses: { 200: partnerLeadListSchema, ...rowErrors },
  }),
  partnerRequestGet: endpoint(routes.partnerRequestGet, {
    params: matchReqParams,
    responses: { 200: partnerRequestDetailSchema, ...rowErrors },
  }),
  partnerApply: endpoint(routes.partnerApply, {
    params: matchReqParams,
    responses: { 200: partnerApplyAnswerSchema, ...rowErrors },
  }),
  /** The body is a multipart form, read by the handler as it streams (not validated here). */
  partnerProposalUpload: endpoint(routes.partnerProposalUpload, {
    summary: 'Proposal upload (multipart field `file`: one PDF up to 20 MB), replaceable in PSB',
    params: matchReqParams,
    responses: { 200: partnerProposalAnswerSchema, ...rowErrors, ...errorAnswers(413, 415) },
  }),
  /** The 200 answer is the file's bytes, so only the errors are declared as `{code, message}`. */
  partnerProposalGet: endpoint(routes.partnerProposalGet, {
    summary: 'The own proposal file',
    params: matchReqParams,
    responses: rowErrors,
  }),
  partnerMatchesGet: endpoint(routes.partnerMatchesGet, {
    summary: 'Requests applied to, with their state from the contractor side',
    responses: { 200: partnerMatchListSchema, ...rowErrors },
  }),
};
