import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileIdSchema } from '@haetbit/contracts';
import type { FilesService, StoredFile } from './service.js';

const params = z.object({ id: fileIdSchema });
/** The 200 answer is the file's bytes, so only the params are declared; errors are `{code, message}`. */
const schema = (summary: string) => ({ tags: ['files'], summary, params });

function disposition(kind: 'inline' | 'attachment', stored: StoredFile): string {
  return `${kind}; filename*=UTF-8''${encodeURIComponent(stored.fileName)}`;
}

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (
  app,
  { files },
) => {
  app.get('/api/file/:id', { schema: schema('Download a file') }, async (request, reply) => {
    const stored = await files.load(request.params.id);
    return reply
      .header('content-type', stored.contentType)
      .header('content-disposition', disposition('attachment', stored))
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(stored.bytes);
  });

  app.get(
    '/api/file/viewer/:id',
    { schema: schema('View a file inline') },
    async (request, reply) => {
      const stored = await files.load(request.params.id);
      return (
        reply
          .header('content-type', stored.contentType)
          .header('content-disposition', disposition('inline', stored))
          .header('cache-control', 'public, max-age=86400')
          // SVG logos are shown as images only: no scripts even when opened directly.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .send(stored.bytes)
      );
    },
  );
};
