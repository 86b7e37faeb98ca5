import { z } from 'zod';
import { ADMIN_ERROR_MESSAGES, type AdminErrorCode } from './admin.js';
import { DATA_SERVICE_ERROR_MESSAGES, type DataServiceErrorCode } from './data-service.js';
import { ERROR_MESSAGES, type ErrorCode } from './messages.js';
import { PARTNER_ERROR_MESSAGES, type PartnerErrorCode } from './partner.js';

/** The one error shape every failing call answers with. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** INVALID_TRANSITION: the match's current status, after any period end was applied. */
  status: z.string().optional(),
  /** SELECT_LIMIT_EXCEEDED: the stage's limit (N of the spec's alert). */
  limit: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Every error code the API answers with, across the owner app, the consoles and the data service. */
export type AppErrorCode = ErrorCode | PartnerErrorCode | AdminErrorCode | DataServiceErrorCode;

/** The default message of every error code (a throw site may say more). */
export const APP_ERROR_MESSAGES: Record<AppErrorCode, string> = {
  ...ERROR_MESSAGES,
  ...PARTNER_ERROR_MESSAGES,
  ...ADMIN_ERROR_MESSAGES,
  ...DATA_SERVICE_ERROR_MESSAGES,
};

/**
 * The HTTP status of each error code: a code always answers with the same status, so the status is
 * never chosen at a throw site and a client can rely on the pair.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  INVALID_SESSION: 401,
  FORBIDDEN_ORIGIN: 403,
  FORBIDDEN_DEVICE: 403,
  DEVICE_SECRET_MISMATCH: 403,
  RECOVERY_NOTHING_FOUND: 404,
  RECOVERY_CONFLICT: 409,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  UNKNOWN_CODE_GROUP: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  ANALYSIS_ACTIVE: 409,
  ANALYSIS_IN_MATCHING: 409,
  AREA_EXCEEDS_PARCEL: 400,
  AREA_REQUIRED: 400,
  CAPACITY_UNKNOWN: 400,
  INSTALL_TYPE_REQUIRED: 400,
  SMS_CODE_WRONG: 400,
  SMS_CODE_EXPIRED: 400,
  SMS_CODE_NOT_SENT: 400,
  SMS_TOO_MANY_ATTEMPTS: 400,
  SMS_SEND_LIMIT: 429,
  SMS_SEND_FAILED: 502,
  LOGIN_THROTTLED: 429,
  PHONE_NOT_VERIFIED: 400,
  RERECRUIT_LIMIT: 429,
  INVALID_TRANSITION: 409,
  SELECT_LIMIT_EXCEEDED: 409,
  CONTRACTOR_NOT_SELECTABLE: 409,
  CANCEL_REASON_UNKNOWN: 400,
  APPLICANT_LIMIT_REACHED: 409,
  ALREADY_APPLIED: 409,
  PROPOSAL_NOT_ALLOWED: 409,
  PROPOSAL_NOT_SHOWN: 409,
  REVIEW_NOT_ALLOWED: 409,
  REVIEW_EXISTS: 409,
  REVIEW_CONTRACTOR_INVALID: 409,
  PROPOSAL_LINK_INVALID: 403,
  TERMS_VERSION_EXISTS: 409,
  THREAD_NOT_OPEN: 403,
  THREAD_CLOSED: 409,
  SITE_VISIT_NOT_PENDING: 409,
  PROPOSALS_NOT_ALL_IN: 409,
  // Contractor console.
  PARTNER_UNAUTHORIZED: 401,
  FORBIDDEN_ROLE: 403,
  PARTNER_USER_ID_TAKEN: 409,
  PARTNER_BUSINESS_NUMBER_TAKEN: 409,
  PARTNER_LOGIN_FAILED: 401,
  PARTNER_SUSPENDED: 403,
  PARTNER_NOT_APPROVED: 403,
  PARTNER_REGION_FORBIDDEN: 403,
  PARTNER_NOT_SHORTLISTED: 403,
  PARTNER_PROFILE_INCOMPLETE: 409,
  PROPOSAL_FILE_INVALID: 400,
  LOGO_FILE_INVALID: 400,
  FILE_TOO_LARGE: 413,
  FILE_REQUIRED: 400,
  DOCUMENT_FILE_INVALID: 400,
  PLANT_PHOTO_INVALID: 400,
  PLANT_PHOTOS_FULL: 409,
  PLANT_PHOTO_NOT_OWN: 400,
  PENDING_STORAGE_FULL: 429,
  // Operator console.
  ADMIN_LOGIN_FAILED: 401,
  ADMIN_UNAUTHORIZED: 401,
  ADMIN_FORBIDDEN: 403,
  ADMIN_ID_TAKEN: 409,
  ADMIN_SELF_CHANGE: 409,
  PERIOD_CHANGED: 409,
  REOPEN_NOT_ALLOWED: 409,
  CONTRACTOR_STATUS_UNAVAILABLE: 503,
  IMAGE_NOT_ALLOWED: 400,
  CONTRACTOR_DOCUMENTS_MISSING: 409,
  CONTRACTOR_FACT_EMPTY: 409,
  MANAGED_SUBSTATION_TAKEN: 409,
  IMPORT_PREVIEW_STALE: 409,
  CSV_FILE_INVALID: 400,
  // Data service.
  PRICES_NOT_FOUND: 404,
  UNKNOWN_STATION: 404,
  FORECAST_INPUT_INVALID: 400,
} as const satisfies Record<AppErrorCode, number>;

export const isAppErrorCode = (code: string): code is AppErrorCode =>
  Object.hasOwn(ERROR_STATUS, code);
