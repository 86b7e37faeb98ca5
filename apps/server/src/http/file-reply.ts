import type { FastifyReply } from 'fastify';

/** A stored file as it goes out: its bytes under its own name and content type. */
export interface OutgoingFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The content security policy of every stored file served: nothing in it may run or load. */
export const STORED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The headers of a file answer: its declared type (never sniffed), its name in any script
 * (RFC 5987) and how it may be cached. The caller adds its own headers, then sends the bytes.
 */
export function setFileHeaders<R extends FastifyReply>(
  reply: R,
  file: OutgoingFile,
  disposition: 'inline' | 'attachment',
  cacheControl: string,
): R {
  reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff');
  return reply;
}
