import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAccountCreateSchema,
  adminAccountListSchema,
  adminAccountPatchSchema,
  adminAccountSchema,
  adminAdvertAnswerSchema,
  adminAdvertBodySchema,
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminBannerBodySchema,
  adminBannerListSchema,
  adminBannerSchema,
  adminCodeGroupParamsSchema,
  adminCodeListBodySchema,
  adminContractorListSchema,
  adminContractorQuerySchema,
  adminContractorStatusAnswerSchema,
  adminFaqBodySchema,
  adminFaqListSchema,
  adminFaqSchema,
  adminLoginBodySchema,
  adminMatchDetailSchema,
  adminMatchEndBodySchema,
  adminMatchListSchema,
  adminAppSettingsBodySchema,
  adminMatchOptionBodySchema,
  appSettingsSchema,
  adminMatchQuerySchema,
  adminMeSchema,
  adminNotificationListSchema,
  adminPowerProfitBodySchema,
  adminTermsBodySchema,
  adminTermsListSchema,
  codeItemSchema,
  dashboardQuerySchema,
  dashboardSchema,
  errorBodySchema,
  matchOptionSchema,
  powerProfitDefaultsSchema,
} from '@haetbit/contracts';
import { errorResponses } from '../../http/error-responses.js';
import { routesBehind } from '../../http/route-options.js';
import { addressKey, countFailure } from '../../plugins/rate-limit.js';
import { toPowerProfitDefaults, type ContentService } from '../content/service.js';
import {
  clearAdminCookie,
  operatorOf,
  readAdminToken,
  requireRole,
  setAdminCookie,
} from './auth.js';
import type { AdminService, NotificationsReadPort } from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const okSchema = z.object({ ok: z.literal(true) });

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
  const tags = ['admin'];
  const security = [{ adminCookie: [] }];
  const operatorRoute = routesBehind({
    guard: { onRequest: requireRole(admin, 'operator') },
    tags,
    security,
  });
  const adminRoute = routesBehind({
    guard: { onRequest: requireRole(admin, 'admin') },
    tags,
    security,
  });
  app.decorateRequest('operator', null);
  // The first admin exists once the app is ready (migrations ran before the app was built).
  app.addHook('onReady', async () => admin.ensureBootstrapAdmin());

  app.post(
    '/api/admin/login',
    {
      config: { rateLimit: { max: 100, timeWindow: '1 minute', keyGenerator: addressKey } },
      schema: {
        tags,
        body: adminLoginBodySchema,
        response: { 200: adminMeSchema, 423: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await app.loginThrottle.check(request);
      const { token, me } = await countFailure(app, request, () =>
        admin.login(request.body.id, request.body.password),
      );
      setAdminCookie(reply, token, secureCookie);
      return me;
    },
  );

  app.post(
    '/api/admin/logout',
    { schema: { tags, response: { 200: okSchema } } },
    async (request, reply) => {
      const token = readAdminToken(request);
      if (token) await admin.logout(token);
      clearAdminCookie(reply, secureCookie);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/me',
    operatorRoute({ response: { 200: adminMeSchema, ...errors } }),
    async (request) => operatorOf(request) as z.infer<typeof adminMeSchema>,
  );

  // --- running the market (operator) ---

  app.get(
    '/api/admin/dashboard',
    operatorRoute({
      querystring: dashboardQuerySchema,
      response: { 200: dashboardSchema, ...errors },
    }),
    async (request) => admin.dashboard(request.query.from, request.query.to),
  );

  app.get(
    '/api/admin/match-status',
    operatorRoute({
      querystring: adminMatchQuerySchema,
      response: { 200: adminMatchListSchema, ...errors },
    }),
    async (request) => admin.listMatches(request.query),
  );

  app.get(
    '/api/admin/match-status/:id',
    operatorRoute({
      params: idParams,
      response: { 200: adminMatchDetailSchema, ...errors },
    }),
    async (request) => admin.matchDetail(request.params.id),
  );

  app.patch(
    '/api/admin/match-status/:id/end',
    operatorRoute({
      summary: 'End an open match with ADC and a reason',
      params: idParams,
      body: adminMatchEndBodySchema,
      response: {
        200: z.object({
          matchStatusId: z.number().int(),
          status: z.string(),
          matchCompleteCode: z.string().nullable(),
          cancelEndStatus: z.string().nullable(),
        }),
        ...errors,
      },
    }),
    async (request) => admin.endMatch(operatorOf(request), request.params.id, request.body.reason),
  );

  app.get(
    '/api/admin/contractors',
    operatorRoute({
      querystring: adminContractorQuerySchema,
      response: { 200: adminContractorListSchema, 503: errorBodySchema, ...errors },
    }),
    async (request) => ({ data: await admin.listContractors(request.query.status) }),
  );

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
    ['suspend', 'suspended'],
  ] as const) {
    app.post(
      `/api/admin/contractors/:id/${action}`,
      operatorRoute({
        params: idParams,
        response: { 200: adminContractorStatusAnswerSchema, 503: errorBodySchema, ...errors },
      }),
      async (request) => admin.setContractorStatus(operatorOf(request), request.params.id, status),
    );
  }

  app.get(
    '/api/admin/notifications',
    operatorRoute({ response: { 200: adminNotificationListSchema, ...errors } }),
    async () => ({
      data: ((await notifications?.()?.recent(100)) ?? []) as z.infer<
        typeof adminNotificationListSchema
      >['data'],
    }),
  );

  // --- accounts and audit (admin) ---

  app.get(
    '/api/admin/accounts',
    adminRoute({ response: { 200: adminAccountListSchema, ...errors } }),
    async () => ({ data: await admin.listAccounts() }),
  );

  app.post(
    '/api/admin/accounts',
    adminRoute({
      body: adminAccountCreateSchema,
      response: { 201: adminAccountSchema, ...errors },
    }),
    async (request, reply) => {
      reply.code(201);
      return admin.createAccount(operatorOf(request), request.body);
    },
  );

  app.patch(
    '/api/admin/accounts/:id',
    adminRoute({
      params: idParams,
      body: adminAccountPatchSchema,
      response: { 200: adminAccountSchema, ...errors },
    }),
    async (request) => admin.updateAccount(operatorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/audit',
    adminRoute({
      querystring: adminAuditQuerySchema,
      response: { 200: adminAuditListSchema, ...errors },
    }),
    async (request) => ({
      data: await admin.listAudit(request.query.limit, request.query.before),
    }),
  );

  // --- content and settings (admin); each write audited in its transaction ---

  app.get(
    '/api/admin/faq',
    adminRoute({ response: { 200: adminFaqListSchema, ...errors } }),
    async () => ({ data: (await admin.content.listFaq()).map(faqOut) }),
  );

  app.post(
    '/api/admin/faq',
    adminRoute({
      body: adminFaqBodySchema,
      response: { 201: adminFaqSchema, ...errors },
    }),
    async (request, reply) => {
      const change = await admin.audited(operatorOf(request), 'faq.create', 'faq', (tx) =>
        admin.content.createFaq(request.body, tx),
      );
      reply.code(201);
      return faqOut(change.after!);
    },
  );

  app.put(
    '/api/admin/faq/:id',
    adminRoute({
      params: idParams,
      body: adminFaqBodySchema,
      response: { 200: adminFaqSchema, ...errors },
    }),
    async (request) => {
      const { id } = request.params;
      const change = await admin.audited(operatorOf(request), 'faq.update', `faq:${id}`, (tx) =>
        admin.content.updateFaq(id, request.body, tx),
      );
      return faqOut(change.after!);
    },
  );

  app.delete(
    '/api/admin/faq/:id',
    adminRoute({ params: idParams, response: { 200: okSchema, ...errors } }),
    async (request) => {
      const { id } = request.params;
      await admin.audited(operatorOf(request), 'faq.delete', `faq:${id}`, (tx) =>
        admin.content.deleteFaq(id, tx),
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/banners',
    adminRoute({ response: { 200: adminBannerListSchema, ...errors } }),
    async () => ({ data: (await admin.content.listBanners()).map(bannerOut) }),
  );

  app.post(
    '/api/admin/banners',
    adminRoute({
      body: adminBannerBodySchema,
      response: { 201: adminBannerSchema, ...errors },
    }),
    async (request, reply) => {
      const change = await admin.audited(operatorOf(request), 'banner.create', 'banner', (tx) =>
        admin.content.createBanner(request.body, tx),
      );
      reply.code(201);
      return bannerOut(change.after!);
    },
  );

  app.put(
    '/api/admin/banners/:id',
    adminRoute({
      params: idParams,
      body: adminBannerBodySchema,
      response: { 200: adminBannerSchema, ...errors },
    }),
    async (request) => {
      const { id } = request.params;
      const change = await admin.audited(
        operatorOf(request),
        'banner.update',
        `banner:${id}`,
        (tx) => admin.content.updateBanner(id, request.body, tx),
      );
      return bannerOut(change.after!);
    },
  );

  app.delete(
    '/api/admin/banners/:id',
    adminRoute({ params: idParams, response: { 200: okSchema, ...errors } }),
    async (request) => {
      const { id } = request.params;
      await admin.audited(operatorOf(request), 'banner.delete', `banner:${id}`, (tx) =>
        admin.content.deleteBanner(id, tx),
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/files',
    adminRoute({
      summary: 'Upload a banner image (PNG or JPEG as base64, up to 700 KB)',
      body: z.object({
        fileName: z.string().trim().min(1).max(200),
        dataBase64: z.string().min(4).max(1_000_000),
      }),
      response: { 201: z.object({ id: z.string() }), ...errors },
    }),
    async (request, reply) => {
      reply.code(201);
      return admin.uploadImage(operatorOf(request), request.body);
    },
  );

  app.get(
    '/api/admin/terms',
    adminRoute({ response: { 200: adminTermsListSchema, ...errors } }),
    async () => ({
      data: (await admin.content.listTerms()).map((row) => ({
        id: row.id,
        category: row.category as 'USE_TERMS' | 'PIPP',
        version: row.version,
        content: row.content,
        effectiveDate: row.effectiveDate,
        createdAt: row.createdAt.toISOString(),
        current: row.current,
      })),
    }),
  );

  app.post(
    '/api/admin/terms',
    adminRoute({
      summary: 'Publish a new version of a terms document',
      body: adminTermsBodySchema,
      response: { 201: okSchema, ...errors },
    }),
    async (request, reply) => {
      await admin.audited(
        operatorOf(request),
        'terms.publish',
        `terms:${request.body.category}`,
        (tx) => admin.content.publishTerms(request.body, tx),
      );
      reply.code(201);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/codes/:group',
    adminRoute({
      params: adminCodeGroupParamsSchema,
      response: { 200: z.object({ data: z.array(codeItemSchema) }), ...errors },
    }),
    async (request) => ({ data: await admin.content.listCodes(request.params.group) }),
  );

  app.put(
    '/api/admin/codes/:group',
    adminRoute({
      params: adminCodeGroupParamsSchema,
      body: adminCodeListBodySchema,
      response: { 200: z.object({ data: z.array(codeItemSchema) }), ...errors },
    }),
    async (request) => {
      const { group } = request.params;
      const change = await admin.audited(
        operatorOf(request),
        'code.replace',
        `code:${group}`,
        (tx) => admin.content.replaceCodes(group, request.body.data, tx),
      );
      return { data: change.after ?? [] };
    },
  );

  app.put(
    '/api/admin/app-settings',
    adminRoute({
      summary: 'Change the app settings (guide video link, new searches open)',
      body: adminAppSettingsBodySchema,
      response: { 200: appSettingsSchema, ...errors },
    }),
    async (request) => {
      const change = await admin.audited(
        operatorOf(request),
        'app-settings.update',
        'app_setting:1',
        (tx) => admin.content.updateAppSettings(request.body, tx),
      );
      const { guideVideoUrl, serviceOpen } = change.after!;
      return { guideVideoUrl, serviceOpen };
    },
  );

  app.put(
    '/api/admin/match-option',
    adminRoute({
      summary: 'Change the match options (new requests only)',
      body: adminMatchOptionBodySchema,
      response: { 200: matchOptionSchema, ...errors },
    }),
    async (request) => {
      const change = await admin.audited(
        operatorOf(request),
        'match-option.update',
        'match_option:1',
        (tx) => admin.content.updateMatchOption(request.body, tx),
      );
      const { id: _id, updatedAt: _at, ...option } = change.after!;
      return option;
    },
  );

  app.put(
    '/api/admin/power-profit-defaults',
    adminRoute({
      summary: 'Change the profit defaults (analyses computed from now on)',
      body: adminPowerProfitBodySchema,
      response: { 200: powerProfitDefaultsSchema, ...errors },
    }),
    async (request) => {
      const change = await admin.audited(
        operatorOf(request),
        'power-profit.update',
        'power_profit_default:1',
        (tx) => admin.content.updatePowerProfitDefaults(request.body, tx),
      );
      return toPowerProfitDefaults(change.after!);
    },
  );

  app.post(
    '/api/admin/notifications/advert',
    adminRoute({
      summary: 'Queue an advertising message to owners who consented (advAlimYn)',
      body: adminAdvertBodySchema,
      response: { 201: adminAdvertAnswerSchema, 503: errorBodySchema, ...errors },
    }),
    async (request, reply) => {
      const port = notifications?.();
      const queued = port ? await port.queueAdvert(request.body.body) : 0;
      await admin.audited(operatorOf(request), 'advert.queue', 'notification', async () => ({
        before: null,
        after: { body: request.body.body, queued },
      }));
      reply.code(201);
      return { queued };
    },
  );
};
