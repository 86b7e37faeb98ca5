import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { filesEndpoints as api } from '@haetbit/contracts';
import { AppError } from '../../lib/errors.js';
import { endpointsBehind } from '../../http/endpoint.js';
import { setFileHeaders, STORED_FILE_CSP } from '../../http/file-reply.js';
import { openDoor } from '../../http/route-options.js';
import type { FilesService } from './service.js';

/**
 * Who may see a file, answered by the module that knows what the file is (matching knows its
 * proposals). `restricted` files are served privately; `denied` names the refusal.
 */
export type FileAccessCheck = (
  fileId: string,
  viewer: { deviceId: string | null; token: string | null },
) => Promise<{
  restricted: boolean;
  denied:
    null | 'FORBIDDEN_DEVICE' | 'FILE_NOT_FOUND' | 'PROPOSAL_LINK_INVALID' | 'PROPOSAL_NOT_SHOWN';
}>;

export const filesRoutes: FastifyPluginAsyncZod<{
  files: FilesService;
  access?: FileAccessCheck;
}> = async (app, { files, access }) => {
  /**
   * Logos and banner images are public; a proposal goes only to its owner and its contractor
   * (403 to everyone else, before any byte is read); a plant photo only once owners may see it. Answers the cache-control header.
   */
  async function authorize(
    request: FastifyRequest,
    fileId: string,
    token: string | undefined,
  ): Promise<string> {
    if (!access) return 'public, max-age=86400';
    const answer = await access(fileId, { deviceId: request.deviceId, token: token ?? null });
    if (answer.denied) throw new AppError(answer.denied);
    return answer.restricted ? 'private, no-store' : 'public, max-age=86400';
  }

  const route = endpointsBehind(app, openDoor('files'));
  route(api.fileDownload, async (request, reply) => {
    const cacheControl = await authorize(request, request.params.id, request.query.t);
    const stored = await files.load(request.params.id);
    return setFileHeaders(reply, stored, 'attachment', cacheControl).send(stored.bytes);
  });

  route(api.fileView, async (request, reply) => {
    const cacheControl = await authorize(request, request.params.id, request.query.t);
    const stored = await files.load(request.params.id);
    // Images are shown inline; a PDF (a contractor's upload) is handed over as a download, so it
    // never opens as a document of the app's origin. Either way nothing in it may run.
    const inline = stored.contentType.startsWith('image/');
    setFileHeaders(reply, stored, inline ? 'inline' : 'attachment', cacheControl);
    reply.header('content-security-policy', STORED_FILE_CSP);
    return reply.send(stored.bytes);
  });
};
