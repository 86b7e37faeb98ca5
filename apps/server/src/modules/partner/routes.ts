import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dbIdSchema,
  errorBodySchema,
  PARTNER_FILE_LIMITS,
  partnerAlertSettingsSchema,
  partnerApplyAnswerSchema,
  partnerLeadListSchema,
  partnerLeadsQuerySchema,
  partnerLoginBodySchema,
  partnerLogoAnswerSchema,
  partnerMatchListSchema,
  partnerMeSchema,
  partnerNotificationListSchema,
  type PartnerNotification,
  partnerProfileBodySchema,
  partnerProfileSchema,
  partnerProposalAnswerSchema,
  partnerRequestDetailSchema,
  partnerSignupAnswerSchema,
  partnerSignupBodySchema,
} from '@haetbit/contracts';
import { errorResponses } from '../../http/error-responses.js';
import { setFileHeaders } from '../../http/file-reply.js';
import { routesBehind } from '../../http/route-options.js';
import { AppError } from '../../errors.js';
import { readCookie } from '../../plugins/auth.js';
import { addressKey, countFailure } from '../../plugins/rate-limit.js';
import {
  clearSessionCookie,
  setSessionCookie,
  type SessionCookie,
} from '../../http/session-cookie.js';
import {
  PARTNER_SESSION_TTL_MS,
  partnerError,
  type PartnerPrincipal,
  type PartnerService,
  type UploadedFile,
} from './service.js';

export const PARTNER_COOKIE = 'haetbit_partner';
/** The cookie goes only to console calls: owner calls never carry it (DESIGN D12). */
const COOKIE_PATH = '/api/partner';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['partner'];
const partnerRoute = routesBehind({
  guard: { config: { role: 'partner' as const } },
  tags,
  security: [{ partnerCookie: [] }],
});
const matchReqParams = z.object({ matchReqId: dbIdSchema });

/**
 * Uploads one contractor may make in an hour (counted per contractor, whatever its address): each
 * replaced file is deleted, so these bound the writes, not what is kept.
 */
export const UPLOADS_PER_CONTRACTOR = {
  logo: { max: 20, timeWindow: '1 hour' },
  proposal: { max: 30, timeWindow: '1 hour' },
} as const;

function principal(request: FastifyRequest): PartnerPrincipal {
  if (!request.partner) throw new AppError('UNAUTHORIZED');
  return request.partner;
}

/** Reads the one file of a multipart upload (field `file`), refusing more than `maxBytes`. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
    if (!part || part.fieldname !== 'file') throw partnerError('FILE_REQUIRED');
    const bytes = await part.toBuffer();
    return { fileName: part.filename, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw partnerError('FILE_TOO_LARGE');
    }
    // A body that is no multipart form (a broken boundary, cut short) is the client's error; the
    // parser throws it without a status (issue 13).
    throw new AppError('VALIDATION_FAILED');
  }
}

/** What the console reads of the notifier: the messages sent to one contractor. */
export interface PartnerNotificationsPort {
  forContractor(contractorId: number, limit: number): Promise<PartnerNotification[]>;
}

export const partnerRoutes: FastifyPluginAsyncZod<{
  partner: PartnerService;
  secureCookie: boolean;
  notifications: () => PartnerNotificationsPort;
}> = async (app, options) => {
  const service = options.partner;
  const cookie: SessionCookie = {
    name: PARTNER_COOKIE,
    path: COOKIE_PATH,
    sameSite: 'Lax',
    secure: options.secureCookie,
  };

  app.roleResolvers.set('partner', async (request) => {
    const token = readCookie(request, PARTNER_COOKIE);
    if (!token) return false;
    request.partner = await service.resolveSession(token);
    return request.partner !== null;
  });

  // Uploads: the proposal is the largest file the console takes.
  await app.register(multipart, {
    limits: { fileSize: PARTNER_FILE_LIMITS.proposalBytes, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/api/partner/signup',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 hour', keyGenerator: addressKey } },
      schema: {
        tags,
        summary: 'Contractor signup (waits for approval)',
        body: partnerSignupBodySchema,
        response: { 201: partnerSignupAnswerSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.signup(request.body)),
  );

  app.post(
    '/api/partner/login',
    {
      config: { rateLimit: { max: 100, timeWindow: '1 minute', keyGenerator: addressKey } },
      schema: {
        tags,
        summary: 'Contractor login: sets the HttpOnly session cookie',
        body: partnerLoginBodySchema,
        response: { 200: partnerMeSchema, ...errors, 423: errorBodySchema },
      },
    },
    async (request, reply) => {
      await app.loginThrottle.check(request);
      const { token, me } = await countFailure(app, request, () =>
        service.login(request.body.userId, request.body.password),
      );
      setSessionCookie(reply, cookie, token, Math.floor(PARTNER_SESSION_TTL_MS / 1000));
      return me;
    },
  );

  app.post(
    '/api/partner/logout',
    {
      schema: { tags, summary: 'Ends the console session', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.logout(readCookie(request, PARTNER_COOKIE));
      clearSessionCookie(reply, cookie);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/partner/me',
    partnerRoute({ response: { 200: partnerMeSchema, ...errors } }),
    async (request) => service.me(principal(request)),
  );

  app.get(
    '/api/partner/profile',
    partnerRoute({
      summary: 'Business info and service regions',
      response: { 200: partnerProfileSchema, ...errors },
    }),
    async (request) => service.profile(principal(request)),
  );

  app.put(
    '/api/partner/profile',
    partnerRoute({
      body: partnerProfileBodySchema,
      response: { 200: partnerProfileSchema, ...errors },
    }),
    async (request) => service.updateProfile(principal(request), request.body),
  );

  app.post(
    '/api/partner/profile/logo',
    {
      ...partnerRoute({
        summary:
          'Logo upload (multipart field `file`: PNG, JPEG or plain SVG stored as PNG, up to 1 MB)',
        response: { 200: partnerLogoAnswerSchema, ...errors, 413: errorBodySchema },
      }),
      config: { role: 'partner' as const, rateLimit: UPLOADS_PER_CONTRACTOR.logo },
    },
    async (request) => {
      const who = principal(request);
      // Approval is checked before a byte of the body is read.
      service.logoGate(who);
      return service.uploadLogo(who, await readUpload(request, PARTNER_FILE_LIMITS.logoBytes));
    },
  );

  app.get(
    '/api/partner/alert-settings',
    partnerRoute({
      summary: 'How the contractor hears of new requests (at once, daily digest, off)',
      response: { 200: partnerAlertSettingsSchema, ...errors },
    }),
    async (request) => service.alertSettings(principal(request)),
  );

  app.put(
    '/api/partner/alert-settings',
    partnerRoute({
      body: partnerAlertSettingsSchema,
      response: { 200: partnerAlertSettingsSchema, ...errors },
    }),
    async (request) => service.updateAlertSettings(principal(request), request.body),
  );

  app.get(
    '/api/partner/notifications',
    partnerRoute({
      summary: 'The latest 100 messages sent to the contractor (SMS and e-mail)',
      response: { 200: partnerNotificationListSchema, ...errors },
    }),
    async (request) => ({
      data: await options.notifications().forContractor(principal(request).contractorId, 100),
    }),
  );

  app.get(
    '/api/partner/requests',
    partnerRoute({
      summary: 'Leads: recruiting requests in the service regions, not yet applied to',
      querystring: partnerLeadsQuerySchema,
      response: { 200: partnerLeadListSchema, ...errors },
    }),
    async (request) => service.leads(principal(request), request.query),
  );

  app.get(
    '/api/partner/requests/:matchReqId',
    partnerRoute({
      params: matchReqParams,
      response: { 200: partnerRequestDetailSchema, ...errors },
    }),
    async (request) => service.detail(principal(request), request.params.matchReqId),
  );

  app.post(
    '/api/partner/requests/:matchReqId/apply',
    partnerRoute({
      params: matchReqParams,
      response: { 200: partnerApplyAnswerSchema, ...errors },
    }),
    async (request) => service.apply(principal(request), request.params.matchReqId),
  );

  app.post(
    '/api/partner/requests/:matchReqId/proposal',
    {
      ...partnerRoute({
        summary:
          'Proposal upload (multipart field `file`: one PDF up to 20 MB), replaceable in PSB',
        params: matchReqParams,
        response: { 200: partnerProposalAnswerSchema, ...errors, 413: errorBodySchema },
      }),
      config: { role: 'partner' as const, rateLimit: UPLOADS_PER_CONTRACTOR.proposal },
    },
    async (request) => {
      const who = principal(request);
      // Approval and shortlisting are checked before a byte of the body is read.
      await service.proposalGate(who, request.params.matchReqId);
      return service.submitProposal(
        who,
        request.params.matchReqId,
        await readUpload(request, PARTNER_FILE_LIMITS.proposalBytes),
      );
    },
  );

  app.get(
    '/api/partner/requests/:matchReqId/proposal',
    partnerRoute({ summary: 'The own proposal file', params: matchReqParams }),
    async (request, reply) => {
      const stored = await service.ownProposal(principal(request), request.params.matchReqId);
      // A PDF is handed over as a download, never opened in the app's origin.
      return setFileHeaders(reply, stored, 'attachment', 'private, no-store').send(stored.bytes);
    },
  );

  app.get(
    '/api/partner/matches',
    partnerRoute({
      summary: 'Requests applied to, with their state from the contractor side',
      response: { 200: partnerMatchListSchema, ...errors },
    }),
    async (request) => service.matches(principal(request)),
  );
};
