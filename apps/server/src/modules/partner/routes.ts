import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PARTNER_DOCUMENT_MAX_BYTES,
  PARTNER_FILE_LIMITS,
  partnerEndpoints as api,
  partnerVettingEndpoints as vetting,
  type PartnerNotification,
} from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { setFileHeaders, STORED_FILE_CSP } from '../../http/file-reply.js';
import { readUpload } from '../../http/upload.js';
import { openDoor, partnerDoor } from '../../http/route-options.js';
import { AppError } from '../../lib/errors.js';
import { readCookie } from '../../plugins/auth.js';
import { addressKey, countFailure } from '../../plugins/rate-limit.js';
import {
  clearSessionCookie,
  setSessionCookie,
  type SessionCookie,
} from '../../http/session-cookie.js';
import { PARTNER_SESSION_TTL_MS, type PartnerPrincipal, type PartnerService } from './service.js';

export const PARTNER_COOKIE = 'haetbit_partner';
/** The cookie goes only to console calls: owner calls never carry it (DESIGN D12). */
const COOKIE_PATH = '/api/partner';

/**
 * Uploads one contractor may make in an hour (counted per contractor, whatever its address): each
 * replaced file is deleted, so these bound the writes, not what is kept.
 */
export const UPLOADS_PER_CONTRACTOR = {
  logo: { max: 20, timeWindow: '1 hour' },
  proposal: { max: 30, timeWindow: '1 hour' },
  document: { max: 20, timeWindow: '1 hour' },
  plantPhoto: { max: 30, timeWindow: '1 hour' },
} as const;

function principal(request: FastifyRequest): PartnerPrincipal {
  if (!request.partner) throw new AppError('UNAUTHORIZED');
  return request.partner;
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

  const open = endpointsBehind(app, openDoor('partner'));
  const route = endpointsBehind(app, partnerDoor);

  open(api.partnerSignup, async (request) => service.signup(request.body), {
    config: { rateLimit: { max: 60, timeWindow: '1 hour', keyGenerator: addressKey } },
  });

  // Onboarding (issue 33): the signup's phone check and the password reset, by network address.
  const onboardingLimit = {
    config: { rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: addressKey } },
  };
  open(
    api.partnerSignupPhoneCode,
    async (request) => service.sendSignupCode(request.body.phone, request.ip),
    onboardingLimit,
  );
  open(
    api.partnerSignupPhoneCheck,
    async (request) => service.checkSignupCode(request.body.phone, request.body.smsAuthNumber),
    onboardingLimit,
  );
  open(
    api.partnerResetCode,
    async (request) => service.sendResetCode(request.body, request.ip),
    onboardingLimit,
  );
  open(api.partnerReset, async (request) => service.resetPassword(request.body), onboardingLimit);

  open(
    api.partnerLogin,
    async (request, reply) => {
      const { token, me } = await countFailure(app, request, request.body.userId, () =>
        service.login(request.body.userId, request.body.password),
      );
      setSessionCookie(reply, cookie, token, Math.floor(PARTNER_SESSION_TTL_MS / 1000));
      return me;
    },
    { config: { rateLimit: { max: 100, timeWindow: '1 minute', keyGenerator: addressKey } } },
  );

  open(api.partnerLogout, async (request, reply) => {
    await service.logout(readCookie(request, PARTNER_COOKIE));
    clearSessionCookie(reply, cookie);
    return null;
  });

  route(api.partnerMeGet, async (request) => service.me(principal(request)));
  route(api.partnerProfileGet, async (request) => service.profile(principal(request)));
  route(api.partnerProfileUpdate, async (request) =>
    service.updateProfile(principal(request), request.body),
  );

  route(
    api.partnerLogoUpload,
    async (request) => {
      const who = principal(request);
      // Approval is checked before a byte of the body is read.
      service.logoGate(who);
      return service.uploadLogo(who, await readUpload(request, PARTNER_FILE_LIMITS.logoBytes));
    },
    { config: { rateLimit: UPLOADS_PER_CONTRACTOR.logo } },
  );

  route(api.partnerAlertSettingsGet, async (request) => service.alertSettings(principal(request)));
  route(api.partnerAlertSettingsUpdate, async (request) =>
    service.updateAlertSettings(principal(request), request.body),
  );
  route(api.partnerNotificationsGet, async (request) => ({
    data: await options.notifications().forContractor(principal(request).contractorId, 100),
  }));

  route(api.partnerLeadsGet, async (request) => service.leads(principal(request), request.query));
  route(api.partnerRequestGet, async (request) =>
    service.detail(principal(request), request.params.matchReqId),
  );
  route(api.partnerApply, async (request) =>
    service.apply(principal(request), request.params.matchReqId),
  );

  route(
    api.partnerProposalUpload,
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
    { config: { rateLimit: UPLOADS_PER_CONTRACTOR.proposal } },
  );

  route(api.partnerProposalGet, async (request, reply) => {
    const stored = await service.ownProposal(principal(request), request.params.matchReqId);
    // A PDF is handed over as a download, never opened in the app's origin.
    return setFileHeaders(reply, stored, 'attachment', 'private, no-store').send(stored.bytes);
  });

  route(api.partnerMatchesGet, async (request) => service.matches(principal(request)));

  // Vetting documents: any account that can log in hands them in, pending ones above all.
  route(
    vetting.partnerDocumentUpload,
    async (request) => {
      const who = principal(request);
      // The unapproved accounts' bound is checked before a byte of the body is read.
      await service.documentGate(who);
      return service.uploadDocument(
        who,
        request.params.kind,
        await readUpload(request, PARTNER_DOCUMENT_MAX_BYTES),
      );
    },
    { config: { rateLimit: UPLOADS_PER_CONTRACTOR.document } },
  );
  route(vetting.partnerDocumentGet, async (request, reply) => {
    const stored = await service.ownDocument(principal(request), request.params.kind);
    return setFileHeaders(reply, stored, 'attachment', 'private, no-store').send(stored.bytes);
  });

  // Photos of finished plants (decision 028): approved accounts, like the rest of the profile.
  route(
    vetting.partnerPlantPhotoUpload,
    async (request) => {
      const who = principal(request);
      // Approval is checked before a byte of the body is read.
      service.plantPhotoGate(who);
      return service.uploadPlantPhoto(
        who,
        await readUpload(request, PARTNER_FILE_LIMITS.plantPhotoBytes),
      );
    },
    { config: { rateLimit: UPLOADS_PER_CONTRACTOR.plantPhoto } },
  );
  route(vetting.partnerPlantPhotoGet, async (request, reply) => {
    const stored = await service.ownPlantPhoto(principal(request), request.params.fileId);
    setFileHeaders(reply, stored, 'inline', 'private, no-store');
    reply.header('content-security-policy', STORED_FILE_CSP);
    return reply.send(stored.bytes);
  });
};
