import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, SERVER_TIME_HEADER } from '@haetbit/contracts';
import { type Config } from './config.js';
import type { Database } from './db/client.js';
import { createLifecycleSweeper, type LifecycleSweeper } from './jobs/lifecycle-sweeper.js';
import { isAdjustableClock, offsetClock, systemClock, type Clock } from './lib/clock.js';
import { requestSerializer } from './lib/log-redaction.js';
import { devClockRoutes } from './modules/dev/routes.js';
import { registerUploads } from './http/upload.js';
import { authPlugin } from './plugins/auth.js';
import { compressionPlugin } from './plugins/compression.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';
import { contentRoutes } from './modules/content/routes.js';
import { contractorsRoutes } from './modules/contractors/routes.js';
import { filesRoutes } from './modules/files/routes.js';
import { localFileStorage, type FileStorage } from './modules/files/storage.js';
import { healthRoutes } from './modules/health/routes.js';
import { sessionRoutes } from './modules/session/routes.js';
import { landRoutes } from './modules/land/routes.js';
import { analysisRoutes } from './modules/analysis/routes.js';
import { matchReqRoutes } from './modules/matching/routes.js';
import { smsRoutes } from './modules/sms/routes.js';
import { httpSmsSender } from './providers/sms/http.js';
import { outboxSmsSender } from './providers/sms/outbox.js';
import { outboxRecorder } from './modules/sms/outbox.js';
import type { SmsSender } from './providers/sms/port.js';
import { outboxEmailSender } from './providers/email/outbox.js';
import type { EmailSender } from './providers/email/port.js';
import { smtpEmailSender } from './providers/email/smtp.js';
import { usersRoutes } from './modules/users/routes.js';
import { createProviders, describeProviders, type Providers } from './providers/index.js';
import { dataServiceRoutes } from './modules/data-service/routes.js';
import { pricesRoutes } from './modules/prices/routes.js';
import { moderationRoutes } from './modules/admin/moderation-routes.js';
import { rescueRoutes } from './modules/admin/rescue-routes.js';
import { sitingRoutes } from './modules/admin/siting-routes.js';
import { vettingRoutes } from './modules/admin/vetting-routes.js';
import { partnerReviewRoutes } from './modules/partner/review-routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { reviewsRoutes } from './modules/reviews/routes.js';
import { partnerRoutes } from './modules/partner/routes.js';
import { quotesRoutes } from './modules/quotes/routes.js';
import { conversationsRoutes } from './modules/conversations/routes.js';
import { privacyRoutes } from './modules/privacy/routes.js';
import { requireRole } from './modules/admin/auth.js';
import { createSmpRecPortFromConfig, type SmpRecPort } from './providers/smp-rec/index.js';
import { createServices, type Services } from './services.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  fileStorage?: FileStorage;
  /** Outside-data ports; built from the config when not given (tests pass fakes). */
  providers?: Providers;
  /** Public SMP source; from the config when not given (offline: the price table answers). */
  smpRec?: SmpRecPort;
  smsSender?: SmsSender;
  emailSender?: EmailSender;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the Fastify instance: external plugins, then app plugins, then routes (the fastify/demo
 * order). Tests import this and call `app.inject`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // Outside production the clock can be moved forward (POST /dev/clock, DESIGN D14).
  const clock = options.clock ?? (config.isProduction ? systemClock : offsetClock());
  const fileStorage = options.fileStorage ?? localFileStorage(join(config.dataDir, 'files'));

  const app = Fastify({
    logger: loggerOptions(options.logger, config.logLevel),
    // A caller's x-request-id is adopted only when it is a short plain token (logs stay clean).
    requestIdHeader: false,
    genReqId: (request) => adoptedRequestId(request.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // A backstop for the body timeout below: Node checks it only every 30 s.
    requestTimeout: config.requestBodyTimeoutMs * 2,
    // A connection that sends nothing at all for this long is closed.
    connectionTimeout: Math.max(config.requestBodyTimeoutMs, 30_000),
    routerOptions: { maxParamLength: 2000 },
    // TRUST_PROXY: the proxies whose X-Forwarded-For names the client (request.ip), else none.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  // A body that trickles in (a byte every few seconds) may not hold a connection open: once the
  // body has taken longer than the limit, the request is answered 408 and its connection closed.
  app.addHook('onRequest', async (request, reply) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (!(length > 0) && request.headers['transfer-encoding'] === undefined) return;
    const timer = setTimeout(() => {
      const socket = request.raw.socket;
      if (reply.raw.headersSent) {
        socket.destroy();
        return;
      }
      // Answered on the raw response: the body never completed, so no handler will.
      reply.raw.writeHead(408, { 'content-type': 'application/json', connection: 'close' });
      reply.raw.end(
        JSON.stringify({ code: 'REQUEST_TIMEOUT', message: ERROR_MESSAGES.REQUEST_TIMEOUT }),
        () => socket.destroy(),
      );
    }, config.requestBodyTimeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    request.raw.once('end', clear);
    request.raw.once('close', clear);
    reply.raw.once('finish', clear);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header(SERVER_TIME_HEADER, clock.now().toISOString());
    // JSON answers carry owners' and contractors' data: no shared or browser cache keeps them,
    // unless a route chose its own caching.
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    tileUrl: config.mapTiles.tileUrl,
    publicBaseUrl: config.publicBaseUrl,
    allowedOrigins: config.consoleAllowedOrigins,
  });
  await app.register(compressionPlugin);
  await app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    perAddressPerMinute: config.rateLimitPerAddressPerMinute,
    loginFailuresPerAddressPerHour: config.loginFailuresPerAddressPerHour,
    clock,
  });
  // The API's reference (/docs) is a demo convenience; production publishes no map of its API.
  await app.register(docsPlugin, { ui: config.demo });
  await app.register(authPlugin, {
    sessionSecret: config.sessionSecret,
    clock,
    // The services are built below; a request reaches this only once the app is ready.
    sessionIsLive: (deviceId, claimedAtMs) =>
      app.services.credentials.isLive(deviceId, claimedAtMs),
  });
  await registerUploads(app);

  const providers =
    options.providers ??
    createProviders(
      {
        dataProvider: config.dataProvider,
        keys: config.keys,
        baseUrls: config.providerBaseUrls,
        vworldDomain: config.vworldDomain,
        timeoutMs: config.providerTimeoutMs,
      },
      app.log,
    );
  const smsSender =
    options.smsSender ??
    (config.sms.provider === 'http'
      ? httpSmsSender({ url: config.sms.url, apiKey: config.sms.apiKey, sender: config.sms.sender })
      : outboxSmsSender({ record: outboxRecorder(database.db), clock }));
  const emailSender = options.emailSender ?? emailSenderOf(config, database, clock);
  app.addHook('onClose', async () => emailSender.close?.());
  const services = createServices({
    database,
    clock,
    fileStorage,
    providers,
    smpRec: options.smpRec ?? createSmpRecPortFromConfig(config),
    smsSender,
    emailSender,
    sessionSecret: config.sessionSecret,
    sampleContent: config.sampleContent,
    publicBaseUrl: config.publicBaseUrl,
    smsBudgets: config.smsBudgets,
    pendingLimits: config.pendingAccounts,
    adminBootstrap: config.admin,
    notifyChannel: config.notify.channel,
    logger: app.log,
  });
  app.decorate('services', services);

  await app.register(healthRoutes, {
    // Production answers whether it is ready, not which database and providers it runs on.
    detailed: config.demo,
    readiness: [
      {
        name: 'database',
        check: async () => {
          await database.ping();
          return { ok: true, kind: database.kind };
        },
      },
      {
        name: 'providers',
        check: async () => ({ ok: true, ...describeProviders(providers, config) }),
      },
    ],
  });
  await app.register(sessionRoutes, {
    sessionSecret: config.sessionSecret,
    sessionTtlMs: config.sessionTtlMs,
    clock,
    credentials: services.credentials,
    recovery: services.recovery,
  });
  await app.register(usersRoutes, { users: services.users });
  await app.register(landRoutes, { land: services.land, mapTiles: config.mapTiles });
  await app.register(analysisRoutes, { analysis: services.analysis });
  await app.register(smsRoutes, {
    sms: services.sms,
    exposeOutbox: !config.isProduction && smsSender.kind === 'outbox',
  });
  await app.register(matchReqRoutes, { matchReq: services.matching });
  await app.register(contentRoutes, { content: services.content });
  await app.register(reviewsRoutes, { reviews: services.reviews });
  await app.register(filesRoutes, {
    files: services.files,
    // Vetting documents are never served by the public file call, to anyone (decision 015); a
    // plant photo only once an operator checked the plants of an approved contractor, uncached
    // so a withdrawn check hides it at once (decision 028).
    access: async (fileId, viewer) => {
      if (await services.partner.isDocumentFile(fileId)) {
        return { restricted: true, denied: 'FORBIDDEN_DEVICE' };
      }
      const photo = await services.contractors.plantPhotoAccess(fileId);
      if (photo !== 'none') {
        return { restricted: true, denied: photo === 'shown' ? null : 'FILE_NOT_FOUND' };
      }
      return services.matching.canView(fileId, viewer);
    },
  });
  await app.register(contractorsRoutes, { contractors: services.contractors });
  await app.register(dataServiceRoutes, {
    stations: services.weatherStations,
    dataService: services.dataService,
  });
  await app.register(pricesRoutes, { prices: services.prices });
  await app.register(partnerRoutes, {
    partner: services.partner,
    secureCookie: config.isProduction,
    notifications: () => services.notifications,
  });
  await app.register(quotesRoutes, {
    quotes: services.quotes,
    operatorGuard: requireRole(services.admin, 'operator'),
  });
  await app.register(conversationsRoutes, {
    conversations: services.conversations,
    operatorGuard: requireRole(services.admin, 'operator'),
  });
  // Built here, started by main.ts (tests sweep on demand with `app.sweeper.runOnce()`).
  const sweeper = createLifecycleSweeper({
    sweepBatch: (batchSize) => services.matching.sweepBatch(batchSize),
    intervalMs: config.sweep.intervalMs,
    batchSize: config.sweep.batchSize,
    log: app.log,
  });
  app.decorate('sweeper', sweeper);
  // The retention job (privacy policy 제3조): the same loop, started by main.ts as well.
  const retention = createLifecycleSweeper({
    sweepBatch: (batchSize) => services.privacy.retentionBatch(batchSize),
    intervalMs: config.retention.intervalMs,
    batchSize: 500,
    workers: 1,
    label: { job: 'retention', done: 'personal data past its period erased' },
    log: app.log,
  });
  app.decorate('retention', retention);
  // Contractor signups nobody decided on expire with their files (issue 34), on the sweeper's
  // pattern: every instance runs it, SKIP LOCKED claims, a second run finds nothing.
  const pendingExpiry = createLifecycleSweeper({
    sweepBatch: (batchSize) => services.partner.expireBatch(batchSize),
    intervalMs: config.sweep.intervalMs > 0 ? PENDING_EXPIRY_INTERVAL_MS : 0,
    batchSize: 100,
    workers: 1,
    label: { job: 'pending signup expiry', done: 'unapproved contractor signups expired' },
    log: app.log,
  });
  app.decorate('pendingExpiry', pendingExpiry);
  // preClose: before the onClose hooks, one of which may close the database (main.ts).
  app.addHook('preClose', async () => {
    await sweeper.stop();
    await retention.stop();
    await pendingExpiry.stop();
  });
  if (!config.isProduction && isAdjustableClock(clock)) {
    // A clock jump applies the period ends and the retention periods it made due.
    await app.register(devClockRoutes, {
      clock,
      sweep: async () => {
        const moved = await sweeper.runOnce();
        await retention.runOnce();
        return moved;
      },
    });
  }
  await app.register(adminRoutes, {
    admin: services.admin,
    secureCookie: config.isProduction,
    notifications: () => services.notifications,
  });
  await app.register(moderationRoutes, { admin: services.admin, reviews: services.reviews });
  await app.register(rescueRoutes, { admin: services.admin, rescue: services.rescue });
  await app.register(vettingRoutes, { admin: services.admin, vetting: services.vetting });
  await app.register(sitingRoutes, { admin: services.admin, land: services.land });
  await app.register(partnerReviewRoutes, { reviews: services.reviews });
  await app.register(privacyRoutes, {
    privacy: services.privacy,
    operatorGuard: requireRole(services.admin, 'operator'),
  });
  await app.register(webPlugin, { distDir: config.webDistDir });

  return app;
}

/** Trusts the nearest `hops` proxies' X-Forwarded-For entries (Fastify's numeric trustProxy). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * The logger, with request URLs redacted (device ids, proposal tokens: lib/log-redaction) whatever
 * the caller passed, except no logger at all.
 */
function loggerOptions(
  given: FastifyServerOptions['logger'] | undefined,
  level: Config['logLevel'],
): FastifyServerOptions['logger'] {
  if (given === false) return false;
  const base = typeof given === 'object' && given !== null ? given : { level };
  return { ...base, serializers: { ...base.serializers, req: requestSerializer } };
}

/** The longest caller-chosen request id adopted, and the characters it may have. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
/** How often each instance looks for contractor signups past their expiry. */
const PENDING_EXPIRY_INTERVAL_MS = 3_600_000;

/** The caller's x-request-id when it is a short plain token, else a fresh UUID. */
export function adoptedRequestId(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** SMTP when SMTP_URL is set; otherwise e-mails are kept in the outbox beside the texts. */
function emailSenderOf(config: Config, database: Database, clock: Clock): EmailSender {
  return config.email.provider === 'smtp'
    ? smtpEmailSender({ url: config.email.url, from: config.email.from })
    : outboxEmailSender({ record: outboxRecorder(database.db), clock });
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    sweeper: LifecycleSweeper;
    retention: LifecycleSweeper;
    /** Deletes contractor signups still pending after PENDING_ACCOUNT_EXPIRY_DAYS (issue 34). */
    pendingExpiry: LifecycleSweeper;
  }
}
