import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface ReadinessSource {
  name: string;
  check(): Promise<Record<string, unknown>>;
}

/** /healthz: the process answers. /readyz: the database answers and the providers are known. */
export const healthRoutes: FastifyPluginAsyncZod<{
  readiness: ReadinessSource[];
  /** Name each check's details (demo); production answers the status with empty checks. */
  detailed: boolean;
}> = async (app, { readiness, detailed }) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ready'), checks: z.record(z.string(), z.unknown()) }),
          503: z.object({
            status: z.literal('unavailable'),
            checks: z.record(z.string(), z.unknown()),
          }),
        },
      },
    },
    async (request, reply) => {
      const checks: Record<string, unknown> = {};
      let ready = true;
      for (const source of readiness) {
        try {
          checks[source.name] = await source.check();
        } catch (error) {
          ready = false;
          checks[source.name] = { ok: false, error: (error as Error).message };
        }
      }
      const shown = detailed ? checks : {};
      if (!ready) {
        if (!detailed) request.log.warn({ checks }, 'not ready');
        return reply.status(503).send({ status: 'unavailable' as const, checks: shown });
      }
      return { status: 'ready' as const, checks: shown };
    },
  );
};
