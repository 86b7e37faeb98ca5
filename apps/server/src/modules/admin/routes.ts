import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type {
  adminBannerSchema,
  adminFaqSchema,
  adminMeSchema,
  adminNotificationListSchema,
} from '@haetbit/contracts';
import { adminEndpoints as api, operatorEndpoints as ops } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { openDoor, operatorDoor } from '../../http/route-options.js';
import { readUpload } from '../../http/upload.js';
import { addressKey, countFailure } from '../../plugins/rate-limit.js';
import { toAppSettings, toPowerProfitDefaults, type ContentService } from '../content/service.js';
import {
  clearAdminCookie,
  operatorOf,
  readAdminToken,
  requireRole,
  setAdminCookie,
} from './auth.js';
import { BANNER_IMAGE_MAX_BYTES } from './oversight.js';
import type { AdminService, NotificationsReadPort } from './service.js';

type FaqRow = Awaited<ReturnType<ContentService['editor']['listFaq']>>[number];
type BannerRow = Awaited<ReturnType<ContentService['editor']['listBanners']>>[number];

const faqOut = (row: FaqRow) => ({
  id: row.id,
  category: row.category as z.infer<typeof adminFaqSchema>['category'],
  subject: row.subject,
  content: row.content,
  sortOrder: row.sortOrder,
});
const bannerOut = (row: BannerRow) => ({
  id: row.id,
  category: row.category as z.infer<typeof adminBannerSchema>['category'],
  title: row.title,
  subTitle: row.subTitle,
  link: row.link,
  imageFileId: row.imageFileId,
  postDate: row.postDate,
  endDate: row.endDate,
  sortOrder: row.sortOrder,
});

/**
 * The operator console's API at /api/admin (issue 11, DESIGN D12): `operator` runs matches and
 * contractors, `admin` also accounts, content and settings. Every other caller gets 401 or 403.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  secureCookie: boolean;
  notifications?: () => NotificationsReadPort | undefined;
}> = async (app, { admin, secureCookie, notifications }) => {
  const door = (role: 'operator' | 'admin') =>
    operatorDoor({ onRequest: requireRole(admin, role) });
  const open = endpointsBehind(app, openDoor('admin'));
  const operator = endpointsBehind(app, door('operator'));
  const adminOnly = endpointsBehind(app, door('admin'));
  app.decorateRequest('operator', null);
  // The first admin exists once the app is ready (migrations ran before the app was built).
  app.addHook('onReady', async () => admin.ensureBootstrapAdmin());

  open(
    ops.adminLogin,
    async (request, reply) => {
      const { token, me } = await countFailure(app, request, request.body.id, () =>
        admin.login(request.body.id, request.body.password),
      );
      setAdminCookie(reply, token, secureCookie);
      return me;
    },
    { config: { rateLimit: { max: 100, timeWindow: '1 minute', keyGenerator: addressKey } } },
  );

  open(ops.adminLogout, async (request, reply) => {
    const token = readAdminToken(request);
    if (token) await admin.logout(token);
    clearAdminCookie(reply, secureCookie);
    return { ok: true as const };
  });

  operator(ops.adminMeGet, async (request) => operatorOf(request) as z.infer<typeof adminMeSchema>);

  // --- running the market (operator) ---

  operator(ops.adminDashboardGet, async (request) =>
    admin.dashboard(request.query.from, request.query.to),
  );
  operator(ops.adminMatchList, async (request) => admin.listMatches(request.query));
  operator(ops.adminMatchGet, async (request) => admin.matchDetail(request.params.id));
  operator(ops.adminMatchEnd, async (request) =>
    admin.endMatch(operatorOf(request), request.params.id, request.body.reason),
  );
  operator(ops.adminContractorList, async (request) => ({
    data: await admin.listContractors(request.query.status),
  }));
  for (const [declaration, status] of [
    [ops.adminContractorApprove, 'approved'],
    [ops.adminContractorReject, 'rejected'],
    [ops.adminContractorSuspend, 'suspended'],
  ] as const) {
    operator(declaration, async (request) =>
      admin.setContractorStatus(operatorOf(request), request.params.id, status),
    );
  }
  operator(ops.adminNotificationList, async () => ({
    data: ((await notifications?.()?.recent(100)) ?? []) as z.infer<
      typeof adminNotificationListSchema
    >['data'],
  }));

  // --- accounts and audit (admin) ---

  adminOnly(api.adminAccountList, async () => ({ data: await admin.listAccounts() }));
  adminOnly(api.adminAccountCreate, async (request) =>
    admin.createAccount(operatorOf(request), request.body),
  );
  adminOnly(api.adminAccountUpdate, async (request) =>
    admin.updateAccount(operatorOf(request), request.params.id, request.body),
  );
  adminOnly(api.adminAuditList, async (request) => ({
    data: await admin.listAudit(request.query.limit, request.query.before),
  }));

  // --- content and settings (admin); each write audited in its transaction ---

  adminOnly(api.adminFaqList, async () => ({
    data: (await admin.content.listFaq()).map(faqOut),
  }));
  adminOnly(api.adminFaqCreate, async (request) => {
    const change = await admin.audited(operatorOf(request), 'faq.create', 'faq', (tx) =>
      admin.content.createFaq(request.body, tx),
    );
    return faqOut(change.after!);
  });
  adminOnly(api.adminFaqUpdate, async (request) => {
    const { id } = request.params;
    const change = await admin.audited(operatorOf(request), 'faq.update', `faq:${id}`, (tx) =>
      admin.content.updateFaq(id, request.body, tx),
    );
    return faqOut(change.after!);
  });
  adminOnly(api.adminFaqDelete, async (request) => {
    const { id } = request.params;
    await admin.audited(operatorOf(request), 'faq.delete', `faq:${id}`, (tx) =>
      admin.content.deleteFaq(id, tx),
    );
    return { ok: true as const };
  });

  adminOnly(api.adminBannerList, async () => ({
    data: (await admin.content.listBanners()).map(bannerOut),
  }));
  adminOnly(api.adminBannerCreate, async (request) => {
    const change = await admin.audited(operatorOf(request), 'banner.create', 'banner', (tx) =>
      admin.content.createBanner(request.body, tx),
    );
    return bannerOut(change.after!);
  });
  adminOnly(api.adminBannerUpdate, async (request) => {
    const { id } = request.params;
    const change = await admin.audited(operatorOf(request), 'banner.update', `banner:${id}`, (tx) =>
      admin.content.updateBanner(id, request.body, tx),
    );
    return bannerOut(change.after!);
  });
  adminOnly(api.adminBannerDelete, async (request) => {
    const { id } = request.params;
    await admin.audited(operatorOf(request), 'banner.delete', `banner:${id}`, (tx) =>
      admin.content.deleteBanner(id, tx),
    );
    return { ok: true as const };
  });

  adminOnly(api.adminFileUpload, async (request) =>
    admin.uploadImage(operatorOf(request), await readUpload(request, BANNER_IMAGE_MAX_BYTES)),
  );

  adminOnly(api.adminTermsList, async () => ({
    data: (await admin.content.listTerms()).map((row) => ({
      id: row.id,
      category: row.category as 'USE_TERMS' | 'PIPP',
      version: row.version,
      content: row.content,
      effectiveDate: row.effectiveDate,
      createdAt: row.createdAt.toISOString(),
      current: row.current,
    })),
  }));
  adminOnly(api.adminTermsPublish, async (request) => {
    await admin.audited(
      operatorOf(request),
      'terms.publish',
      `terms:${request.body.category}`,
      (tx) => admin.content.publishTerms(request.body, tx),
    );
    return { ok: true as const };
  });

  adminOnly(api.adminCodeList, async (request) => ({
    data: await admin.content.listCodes(request.params.group),
  }));
  adminOnly(api.adminCodeReplace, async (request) => {
    const { group } = request.params;
    const change = await admin.audited(operatorOf(request), 'code.replace', `code:${group}`, (tx) =>
      admin.content.replaceCodes(group, request.body.data, tx),
    );
    return { data: change.after ?? [] };
  });

  adminOnly(api.adminAppSettingsUpdate, async (request) => {
    const change = await admin.audited(
      operatorOf(request),
      'app-settings.update',
      'app_setting:1',
      (tx) => admin.content.updateAppSettings(request.body, tx),
    );
    return toAppSettings(change.after!);
  });
  adminOnly(api.adminMatchOptionUpdate, async (request) => {
    const change = await admin.audited(
      operatorOf(request),
      'match-option.update',
      'match_option:1',
      (tx) => admin.content.updateMatchOption(request.body, tx),
    );
    const { id: _id, updatedAt: _at, ...option } = change.after!;
    return option;
  });
  adminOnly(api.adminPowerProfitUpdate, async (request) => {
    const change = await admin.audited(
      operatorOf(request),
      'power-profit.update',
      'power_profit_default:1',
      (tx) => admin.content.updatePowerProfitDefaults(request.body, tx),
    );
    return toPowerProfitDefaults(change.after!);
  });

  adminOnly(api.adminAdvertQueue, async (request) => {
    const port = notifications?.();
    const { body } = request.body;
    const queued = await admin.operatorWrite(
      operatorOf(request),
      'advert.queue',
      'notification',
      (audit) =>
        port
          ? port.queueAdvert(body, (queued, tx) =>
              audit({ before: null, after: { body, queued } }, tx),
            )
          : Promise.resolve(0),
    );
    return { queued };
  });
};
