import { z } from 'zod';
import {
  adminContractorDetailSchema,
  adminFactCheckAnswerSchema,
  adminFactParamsSchema,
  adminFigureCheckAnswerSchema,
  adminFigureCheckBodySchema,
  adminFigureParamsSchema,
  adminSectionCheckAnswerSchema,
  adminSectionParamsSchema,
} from '../admin-contractors.js';
import { endpoint, errorAnswers } from '../api/endpoint.js';
import { dbIdSchema } from '../identity.js';
import * as routes from '../routes/vetting.js';
import { idParams, rowErrors } from './parts.js';
import {
  partnerDocumentKindSchema,
  partnerDocumentSchema,
  plantPhotoAnswerSchema,
} from '../vetting.js';
import { fileIdSchema } from '../content.js';

const kindParams = z.object({ kind: partnerDocumentKindSchema });
const photoParams = z.object({ fileId: fileIdSchema });

/** The contractor's own documents, behind the console's door. */
export const partnerVettingEndpoints = {
  /** The body is a multipart form, read by the handler as it streams (not validated here). */
  partnerDocumentUpload: endpoint(routes.partnerDocumentUpload, {
    summary: 'Vetting document upload (multipart field `file`: PDF, PNG or JPEG up to 10 MB)',
    params: kindParams,
    responses: { 200: partnerDocumentSchema, ...rowErrors, ...errorAnswers(413, 415, 429) },
  }),
  /** The 200 answer is the file's bytes, so only the errors are declared as `{code, message}`. */
  partnerDocumentGet: endpoint(routes.partnerDocumentGet, {
    summary: 'The own vetting document',
    params: kindParams,
    responses: rowErrors,
  }),
  /** The body is a multipart form, read by the handler as it streams (not validated here). */
  partnerPlantPhotoUpload: endpoint(routes.partnerPlantPhotoUpload, {
    summary:
      'Photo of a finished plant (multipart field `file`: PNG or JPEG up to 5 MB), named by the plants of a later profile save',
    responses: { 200: plantPhotoAnswerSchema, ...rowErrors, ...errorAnswers(413, 415, 429) },
  }),
  /** The 200 answer is the image's bytes, so only the errors are declared as `{code, message}`. */
  partnerPlantPhotoGet: endpoint(routes.partnerPlantPhotoGet, {
    summary: 'One of the own plant photos',
    params: photoParams,
    responses: rowErrors,
  }),
};

/** The operator's reading of a contractor before approving it. */
export const operatorVettingEndpoints = {
  adminContractorGet: endpoint(routes.adminContractorGet, {
    summary: 'A contractor account with its documents and business info',
    params: idParams,
    responses: { 200: adminContractorDetailSchema, ...rowErrors, ...errorAnswers(503) },
  }),
  /** The 200 answer is the file's bytes, so only the errors are declared as `{code, message}`. */
  adminContractorDocumentGet: endpoint(routes.adminContractorDocumentGet, {
    summary: 'A contractor’s vetting document (operators only)',
    params: z.object({ id: dbIdSchema, kind: partnerDocumentKindSchema }),
    responses: rowErrors,
  }),
  /** The 200 answer is the image's bytes, so only the errors are declared as `{code, message}`. */
  adminContractorPlantPhotoGet: endpoint(routes.adminContractorPlantPhotoGet, {
    summary: 'A photo of one of a contractor’s finished plants (operators only)',
    params: z.object({ id: dbIdSchema }).merge(photoParams),
    responses: rowErrors,
  }),
  adminContractorFigureCheck: endpoint(routes.adminContractorFigureCheck, {
    summary: 'Mark a figure owners read as checked against the documents, or take the mark back',
    params: adminFigureParamsSchema,
    body: adminFigureCheckBodySchema,
    responses: { 200: adminFigureCheckAnswerSchema, ...rowErrors },
  }),
  adminContractorFactCheck: endpoint(routes.adminContractorFactCheck, {
    summary: 'Mark a registration fact as checked against both documents, or take the mark back',
    params: adminFactParamsSchema,
    body: adminFigureCheckBodySchema,
    responses: { 200: adminFactCheckAnswerSchema, ...rowErrors },
  }),
  adminContractorSectionCheck: endpoint(routes.adminContractorSectionCheck, {
    summary: 'Mark 하자이행보증 or 준공 실적 as checked by an operator, or take the mark back',
    params: adminSectionParamsSchema,
    body: adminFigureCheckBodySchema,
    responses: { 200: adminSectionCheckAnswerSchema, ...rowErrors },
  }),
};
