import { DEFAULT_SMS_BUDGETS, type SmsBudgets } from './config.js';
import type { Database } from './db/client.js';
import { type Clock } from './lib/clock.js';
import { ownerAliasOf } from './lib/owner-alias.js';
import { createContentService } from './modules/content/service.js';
import { createContractorsService } from './modules/contractors/service.js';
import { createFilesService } from './modules/files/service.js';
import { type FileStorage } from './modules/files/storage.js';
import { createDeviceCredentials } from './modules/session/credentials.js';
import { createRecoveryService } from './modules/session/recovery.js';
import { createLandRepo, createSitingRepo } from './modules/land/repo.js';
import { createLandService } from './modules/land/service.js';
import { createAnalysisService } from './modules/analysis/service.js';
import { createMatchingService } from './modules/matching/service.js';
import { createSmsService } from './modules/sms/service.js';
import type { SmsSender } from './providers/sms/port.js';
import type { EmailSender } from './providers/email/port.js';
import { type Providers } from './providers/index.js';
import { createUsersService } from './modules/users/service.js';
import { createDataService, createWeatherStationsService } from './modules/data-service/service.js';
import { createRescueService } from './modules/admin/rescue.js';
import { createVettingService } from './modules/admin/vetting.js';
import { createAdminService } from './modules/admin/service.js';
import { createNotificationsService } from './modules/notifications/service.js';
import { createReviewsService } from './modules/reviews/service.js';
import { createPricesService } from './modules/prices/service.js';
import { createPartnerService } from './modules/partner/service.js';
import { type PendingAccountLimits } from './modules/partner/service.js';
import { createQuotesService } from './modules/quotes/service.js';
import { createConversationsService } from './modules/conversations/service.js';
import { createPrivacyService } from './modules/privacy/service.js';
import { type SmpRecPort } from './providers/smp-rec/index.js';

/** The services every module gets, built once per app from the database and the clock. */
export function createServices(options: {
  database: Database;
  clock: Clock;
  fileStorage: FileStorage;
  providers: Providers;
  smpRec?: SmpRecPort | undefined;
  smsSender: SmsSender;
  emailSender: EmailSender;
  sessionSecret: string;
  /** Serve the seeded sample reviews after customers' reviews (config SAMPLE_CONTENT, D14). */
  sampleContent?: boolean;
  /** Absolute origin of links sent by SMS (config PUBLIC_BASE_URL). */
  publicBaseUrl?: string;
  /** Hourly budgets of verification texts (config SMS_*_PER_HOUR). */
  smsBudgets?: SmsBudgets;
  /** The first operator-console admin (config ADMIN_ID / ADMIN_PASSWORD, demo outside production). */
  adminBootstrap?: { loginId?: string | undefined; password?: string | undefined; demo: boolean };
  /** Notifications as SMS or 알림톡 (config NOTIFY_CHANNEL). */
  notifyChannel?: 'sms' | 'alimtalk';
  /** What is kept of contractor accounts nobody approved (config PENDING_*). */
  pendingLimits?: PendingAccountLimits;
  logger?: { warn(object: object, message: string): void };
}) {
  const { db } = options.database;
  const { clock } = options;
  const weatherStations = createWeatherStationsService({ db, clock });
  const prices = createPricesService({ db, clock, port: options.smpRec });
  const land = createLandService({
    providers: options.providers,
    repo: createLandRepo(db),
    sitingRepo: createSitingRepo(db),
    clock,
  });
  const contractors = createContractorsService({
    db,
    // The reviews service is built below; it is called only once a business info is read.
    reviewSummary: (contractorId) => reviews.contractorSummary(contractorId),
    isListed: (contractorId) => partner.isApproved(contractorId),
    accountFacts: (contractorIds, tx) => partner.accountFacts(contractorIds, tx),
  });
  const content = createContentService({ db, contractors });
  const analysis = createAnalysisService({
    db,
    clock,
    land,
    profitDefaults: () => content.cachedPowerProfitDefaults(),
    prices,
    calibration: weatherStations,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const sms = createSmsService({
    db,
    clock,
    sender: options.smsSender,
    secret: options.sessionSecret,
    budgets: options.smsBudgets ?? DEFAULT_SMS_BUDGETS,
    requireOwnedAnalysis: (deviceId, id) => analysis.requireOwned(deviceId, id),
  });
  const files = createFilesService({ db, storage: options.fileStorage });
  const matching = createMatchingService({
    db,
    clock,
    analysis,
    sms,
    contractors,
    matchOption: () => content.matchOption(),
    codes: (groupCode) => content.codes(groupCode),
    messaging: options.smsSender,
    proposalLinks: {
      secret: options.sessionSecret,
      baseUrl: options.publicBaseUrl ?? 'http://localhost:3000',
    },
    files,
    // The partner service is built below (it reads matching); called only once a request is read.
    contractorContacts: (contractorIds) => partner.contacts(contractorIds),
    // The quotes service is built below (it reads matching); called only when an owner confirms.
    onConfirmed: (matchReqId, contractorIds, at, tx) =>
      quotes.markAccepted(matchReqId, contractorIds, at, tx),
    // Read when the owner ends the proposal period early (issue 33).
    completeQuotes: (matchReqId, tx) => quotes.completeQuoteContractors(matchReqId, tx),
  });
  const reviews = createReviewsService({
    db,
    clock,
    matching,
    sampleReviews: (installType, limit) => content.sampleReviews(installType, limit),
    sampleContent: options.sampleContent ?? false,
  });
  const partner = createPartnerService({
    db,
    clock,
    contractors,
    matching,
    files,
    ...(options.pendingLimits ? { pendingLimits: options.pendingLimits } : {}),
    sms,
    sender: options.smsSender,
    email: options.emailSender,
  });
  const quotes = createQuotesService({ db, clock, matching, contractors });
  const users = createUsersService({ db, clock });
  const notifications = createNotificationsService({
    db,
    clock,
    sender: options.smsSender,
    email: options.emailSender,
    channel: options.notifyChannel ?? 'sms',
    consoleUrl: `${options.publicBaseUrl ?? 'http://localhost:3000'}/partner`,
    contractors: {
      contacts: (ids, tx) => partner.contacts(ids, tx),
      leadRecipients: (pnu, tx) => partner.leadRecipients(pnu, tx),
      digestSubscribers: (tx) => partner.digestSubscribers(tx),
      digestLeads: (contractorId, window) => partner.digestLeads(contractorId, window),
    },
    owners: users,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const conversations = createConversationsService({
    db,
    clock,
    matching,
    contractors,
    users,
    notices: notifications,
  });
  const admin = createAdminService({
    db,
    clock,
    ownerAlias: ownerAliasOf(options.sessionSecret),
    matching,
    matchingReads: matching.operator,
    contractors,
    content: content.editor,
    files,
    countAnalyses: (from, to) => analysis.countCreatedBetween(from, to),
    contractorAccounts: () => ({
      list: (status) => partner.listAccounts(status),
      setStatus: (contractorId, status, audit) =>
        partner.setStatus(contractorId, status, async (change, tx) => {
          await audit({ before: { status: change.before }, after: { status: change.after } }, tx);
          if (change.after === 'approved' && change.before !== 'approved') {
            await notifications.queueAccountApproved(change, tx);
          }
        }),
    }),
    notifications: () => notifications,
    bootstrap: options.adminBootstrap ?? { demo: false },
  });
  const rescue = createRescueService({
    matching,
    servedSidos: () => partner.servedSidos(),
    operatorWrite: admin.operatorWrite,
  });
  const vetting = createVettingService({
    db,
    clock,
    partner,
    contractors,
    operatorWrite: admin.operatorWrite,
  });
  const credentials = createDeviceCredentials({
    db,
    clock,
    hasRecords: async (deviceId) =>
      (await analysis.hasAnyOfDevice(deviceId)) || (await users.isExist(deviceId)).isExist,
  });
  const recovery = createRecoveryService({
    db,
    clock,
    credentials,
    sms,
    sender: options.smsSender,
    recruitedWith: (phone, to, tx) => matching.recruitedWith(phone, to, tx),
    phoneRecruited: (phone) => matching.phoneRecruited(phone),
    deviceRecruitedWith: (deviceId, phone) => matching.deviceRecruitedWith(deviceId, phone),
    moveRequests: (ids, to, tx) => matching.moveToDevice(ids, to, tx),
    moveAnalyses: (ids, to, tx) => analysis.moveToDevice(ids, to, tx),
    moveReviews: (ids, to, tx) => reviews.moveToDevice(ids, to, tx),
  });
  const privacy = createPrivacyService({
    db,
    clock,
    users,
    analysis,
    matching,
    reviews,
    notifications,
    sms,
    credentials,
    conversations,
    operatorWrite: admin.operatorWrite,
  });
  return {
    privacy,
    credentials,
    recovery,
    land,
    reviews,
    rescue,
    vetting,
    analysis,
    sms,
    matching,
    users,
    content,
    files,
    contractors,
    weatherStations,
    dataService: createDataService({
      stations: weatherStations,
      profitDefaults: () => content.powerProfitDefaults(),
    }),
    prices,
    partner,
    quotes,
    conversations,
    notifications,
    admin,
  };
}
export type Services = ReturnType<typeof createServices>;
