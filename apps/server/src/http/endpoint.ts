import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import {
  successStatusOf,
  type Endpoint,
  type EndpointParsed,
  type EndpointReply,
} from '@haetbit/contracts';
import type { Door } from './route-options.js';

/** The request a handler receives: its params, query and body as the declaration parses them. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: EndpointParsed<E, 'params'>;
  Querystring: EndpointParsed<E, 'query'>;
  Body: EndpointParsed<E, 'body'>;
}>;

/**
 * A handler answers the declared success body; one that writes the reply itself (a file, a
 * cookie and a status of its own) answers the reply.
 */
export type EndpointHandler<E> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

/** Route options beyond the declaration: a rate limit of its own, a body size. */
export type RouteExtras = Pick<RouteOptions, 'config' | 'bodyLimit'>;

/** The instance a module's routes are registered on, whichever type provider it carries. */
type RouteTarget = Pick<FastifyInstance, 'route'>;

/**
 * The routes behind one door (DESIGN D12), registered from the contracts' declarations
 * (decision 013): the declaration gives method, path, inputs and answers, the door its guard,
 * tags and security, so a module writes only handlers. The declared success status (201, 204)
 * is set before the handler runs.
 */
export function endpointsBehind<G extends object>(app: RouteTarget, door: Door<G>) {
  return <E extends Endpoint>(
    declaration: E,
    handler: EndpointHandler<E>,
    extras: RouteExtras = {},
  ): void => {
    const schema: FastifySchema = {
      tags: door.tags,
      ...(door.security ? { security: door.security } : {}),
      ...(declaration.summary ? { summary: declaration.summary } : {}),
      ...(declaration.params ? { params: declaration.params } : {}),
      ...(declaration.query ? { querystring: declaration.query } : {}),
      ...(declaration.body ? { body: declaration.body } : {}),
      response: declaration.responses,
    };
    const status = successStatusOf(declaration);
    const guard: { config?: object } = door.guard;
    app.route({
      method: declaration.route.method,
      url: declaration.route.path,
      ...door.guard,
      ...extras,
      // A door's role and a route's own rate limit both live in the route's config.
      ...(guard.config || extras.config ? { config: { ...guard.config, ...extras.config } } : {}),
      schema,
      handler: async (request, reply) => {
        if (status !== 200) reply.status(status);
        const answer = await handler(request as EndpointRequest<E>, reply);
        if (status === 204 && answer !== reply) return reply.send(null);
        return answer;
      },
    });
  };
}
