import { z } from 'zod';
import { endpoint, errorAnswers } from '../api/endpoint.js';
import {
  adminPrivacyEraseAnswerSchema,
  adminPrivacyEraseBodySchema,
  privacyExportSchema,
} from '../privacy.js';
import * as routes from '../routes/privacy.js';
import { guardedErrors } from './parts.js';

export const privacyEndpoints = {
  privacyExport: endpoint(routes.privacyExport, {
    summary: "Everything held about this device's owner (개인정보 열람)",
    responses: { 200: privacyExportSchema, ...errorAnswers(401) },
  }),
  privacyErase: endpoint(routes.privacyErase, {
    summary:
      "Erase this device's owner: personal data, analyses, review authorship; open matches withdrawn; the session ends",
    responses: { 204: z.null(), ...errorAnswers(401) },
  }),
};

export const operatorPrivacyEndpoints = {
  adminPrivacyErase: endpoint(routes.adminPrivacyErase, {
    summary: 'Erase the owner of a request on their e-mailed request (confirmed, audited)',
    body: adminPrivacyEraseBodySchema,
    responses: { 200: adminPrivacyEraseAnswerSchema, ...guardedErrors, ...errorAnswers(404) },
  }),
};
