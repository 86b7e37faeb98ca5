import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { columns, timestampTz } from '../../db/columns.js';

/**
 * A contractor's login (DESIGN D8, D12): one account per contractor row, scrypt password hash,
 * approval status, and the failed-login window that drives the lockout.
 */
export const partnerAccount = pgTable(
  'partner_account',
  {
    id: columns.id(),
    userId: text('user_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull(),
    contractorId: columns.contractorId().notNull(),
    businessNumber: text('business_number').notNull(),
    /** 전기공사업 등록번호 ('서울-01234'); null for accounts made before it was asked. */
    licenceNumber: text('licence_number'),
    representative: text('representative').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    /** Failures counted since `failedWindowStart`; reset by a successful login. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    failedWindowStart: timestampTz('failed_window_start'),
    lockedUntil: timestampTz('locked_until'),
    lastLoginAt: timestampTz('last_login_at'),
    /** When the phone was verified by SMS at signup (issue 33); null for older accounts. */
    phoneVerifiedAt: timestampTz('phone_verified_at'),
    /** The versions of the consents given at signup and when (null for older accounts). */
    privacyConsentVersion: text('privacy_consent_version'),
    termsConsentVersion: text('terms_consent_version'),
    consentedAt: timestampTz('consented_at'),
    /** Marks the seeded demo accounts (outside production only, DESIGN D14). */
    isDemo: boolean('is_demo').notNull().default(false),
    /** How the contractor hears of new requests: instant | digest | off (LEAD_ALERT_MODES). */
    leadAlert: text('lead_alert').notNull().default('instant'),
    /** The daily digest's hour in Korea time (0-23), used when `leadAlert` is digest. */
    digestHourKst: integer('digest_hour_kst').notNull().default(8),
    createdAt: columns.createdAt(),
  },
  (table) => [
    uniqueIndex('partner_account_user_id_uq').on(table.userId),
    uniqueIndex('partner_account_business_number_uq').on(table.businessNumber),
    uniqueIndex('partner_account_contractor_uq').on(table.contractorId),
  ],
);

/**
 * A console session, stored server-side so every instance knows it (DESIGN D11): the cookie holds
 * a random token, the table only its SHA-256.
 */
export const partnerSession = pgTable('partner_session', columns.consoleSession(), (table) => [
  index('partner_session_account_idx').on(table.accountId),
]);

/** The 시도 a contractor serves (first two digits of a pnu, current codes). */
export const partnerServiceRegion = pgTable(
  'partner_service_region',
  {
    contractorId: columns.contractorId().notNull(),
    sidoCode: text('sido_code').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contractorId, table.sidoCode] }),
    index('partner_service_region_sido_idx').on(table.sidoCode),
  ],
);

/**
 * A contractor's vetting documents (issue 19): one stored file per kind (PARTNER_DOCUMENT_KINDS),
 * replaced by a new upload. The files are private: only the contractor and operators read them,
 * through their consoles' own calls, never the public file URL.
 */
export const partnerDocument = pgTable(
  'partner_document',
  {
    contractorId: columns.contractorId().notNull(),
    kind: text('kind').notNull(),
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestampTz('uploaded_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contractorId, table.kind] }),
    uniqueIndex('partner_document_file_uq').on(table.fileId),
  ],
);
