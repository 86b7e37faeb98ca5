import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PARTNER_FILE_LIMITS } from '@haetbit/contracts';
import { AppError } from '../lib/errors.js';

/** One uploaded file as the handler reads it. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** The largest body any upload may have (a contractor's proposal); each route sets its own cap. */
export const UPLOAD_MAX_BYTES = PARTNER_FILE_LIMITS.proposalBytes;

/**
 * The one upload path of the consoles: a multipart form with one file in field `file`, read as a
 * stream. Registered once for the whole server.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
}

/** Reads the one file of a multipart upload (field `file`), refusing more than `maxBytes`. */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
    if (!part || part.fieldname !== 'file') throw new AppError('FILE_REQUIRED');
    const bytes = await part.toBuffer();
    return { fileName: part.filename, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('FILE_TOO_LARGE');
    }
    // A body that is no multipart form (a broken boundary, cut short) is the client's error; the
    // parser throws it without a status (issue 13).
    throw new AppError('VALIDATION_FAILED');
  }
}
