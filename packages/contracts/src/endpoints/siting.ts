import { endpoint, errorAnswers } from '../api/endpoint.js';
import { adminOkSchema } from '../admin.js';
import * as routes from '../routes/siting.js';
import {
  managedSubstationBodySchema,
  managedSubstationListSchema,
  managedSubstationSchema,
  sitingSettingsBodySchema,
  sitingSettingsSchema,
  substationImportAnswerSchema,
  substationImportBodySchema,
  substationImportPreviewSchema,
} from '../siting.js';
import { guardedErrors, idParams, rowErrors } from './parts.js';

/** The grid and siting rules of the operator console (admin role; every write audited). */
export const sitingEndpoints = {
  adminManagedSubstationList: endpoint(routes.adminManagedSubstationList, {
    summary: 'The managed substations (계통관리변전소) and 유연접속 allocations the verdicts read',
    responses: { 200: managedSubstationListSchema, ...guardedErrors },
  }),
  adminManagedSubstationCreate: endpoint(routes.adminManagedSubstationCreate, {
    summary: 'Add a managed substation or a 시도-wide rule, audited',
    body: managedSubstationBodySchema,
    responses: { 201: managedSubstationSchema, ...guardedErrors, ...errorAnswers(409) },
  }),
  adminManagedSubstationUpdate: endpoint(routes.adminManagedSubstationUpdate, {
    summary: 'Change a managed substation, audited',
    params: idParams,
    body: managedSubstationBodySchema,
    responses: { 200: managedSubstationSchema, ...rowErrors },
  }),
  adminManagedSubstationDelete: endpoint(routes.adminManagedSubstationDelete, {
    summary: 'Remove a managed substation, audited',
    params: idParams,
    responses: { 200: adminOkSchema, ...rowErrors },
  }),
  adminManagedSubstationImportPreview: endpoint(routes.adminManagedSubstationImportPreview, {
    summary:
      'Read a CSV of managed substations (multipart field `file`) and answer what importing it would change; writes nothing',
    responses: { 200: substationImportPreviewSchema, ...guardedErrors, ...errorAnswers(413, 415) },
  }),
  adminManagedSubstationImport: endpoint(routes.adminManagedSubstationImport, {
    summary: 'Write the previewed rows (added or changed by 시도 and name) as one audited change',
    body: substationImportBodySchema,
    responses: { 200: substationImportAnswerSchema, ...guardedErrors, ...errorAnswers(409) },
  }),
  adminSitingSettingsGet: endpoint(routes.adminSitingSettingsGet, {
    summary: 'The siting law settings (effective date, caps) and farmland permit periods',
    responses: { 200: sitingSettingsSchema, ...guardedErrors },
  }),
  adminSitingSettingsUpdate: endpoint(routes.adminSitingSettingsUpdate, {
    summary: 'Change the siting law settings and farmland permit periods, audited',
    body: sitingSettingsBodySchema,
    responses: { 200: sitingSettingsSchema, ...guardedErrors },
  }),
};
