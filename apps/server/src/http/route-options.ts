import type { FastifySchema } from 'fastify';
import { requireSession } from '../plugins/auth.js';

/** A door of DESIGN D12 as the OpenAPI document names it: the security scheme a call presents. */
export type SecurityRequirement = { [scheme: string]: readonly string[] };

export interface Door<G extends object> {
  /** What the door checks before the handler: a preHandler, a role config, a rate limit. */
  guard: G;
  tags: string[];
  /** Left out where the document does not declare the door. */
  security?: readonly SecurityRequirement[];
}

/**
 * The options of the routes behind one door: its guard, and its tags and security ahead of each
 * route's own schema (summary, inputs, responses).
 */
export function routesBehind<G extends object>(door: Door<G>) {
  const shared = { tags: door.tags, ...(door.security ? { security: door.security } : {}) };
  return <S extends FastifySchema>(schema: S) => ({
    ...door.guard,
    schema: { ...shared, ...schema },
  });
}

/** The owner's door: the device session of DESIGN D8, presented as a bearer token. */
export const ownerDoor = (tag: string) => ({
  guard: { onRequest: requireSession },
  tags: [tag],
  security: [{ session: [] }],
});

export const ownerRoutes = (tag: string) => routesBehind(ownerDoor(tag));

/** The open door: no credential, only validated input. */
export const openDoor = (tag: string): Door<object> => ({ guard: {}, tags: [tag] });

/** The contractor console's door: its session cookie, resolved to the `partner` role. */
export const partnerDoor = {
  guard: { config: { role: 'partner' as const } },
  tags: ['partner'],
  security: [{ partnerCookie: [] }],
} satisfies Door<object>;

/** The operator console's door: its session cookie, checked for a role by the admin module. */
export const operatorDoor = <G extends object>(guard: G): Door<G> => ({
  guard,
  tags: ['admin'],
  security: [{ adminCookie: [] }],
});
