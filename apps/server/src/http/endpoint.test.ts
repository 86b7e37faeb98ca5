import { describe, expect, it } from 'vitest';
import { apiEndpoints, type EndpointSchemas } from '@haetbit/contracts';
import { calcProposalEndpoint } from '../modules/data-service/schemas.js';
import { testAppForSuite } from '../test/suite.js';

/** Fastify's `:name` template as the OpenAPI document writes it: `{name}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Operational routes, which keep plain Fastify registrations (decision 013). */
const UNDECLARED = [/^\/dev\//, /^\/(healthz|readyz)$/];

interface Operation {
  summary?: string;
  responses: Record<string, unknown>;
}

describe('endpoint declarations (decision 013)', () => {
  const t = testAppForSuite({ seed: false });
  const declared: (EndpointSchemas & { route: { method: string; path: string } })[] = [
    ...Object.values(apiEndpoints),
    calcProposalEndpoint,
  ];

  async function document() {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    return response.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  }

  it('registers every declaration with its method, summary and answer statuses', async () => {
    const paths = await document();
    for (const endpoint of declared) {
      const operation =
        paths[openApiPath(endpoint.route.path)]?.[endpoint.route.method.toLowerCase()];
      expect(operation, `${endpoint.route.method} ${endpoint.route.path}`).toBeDefined();
      expect(operation?.summary).toBe(endpoint.summary);
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(
        Object.keys(endpoint.responses).sort(),
      );
    }
  });

  it('declares every route of the product API and the data service exactly once', async () => {
    const paths = await document();
    const keys = declared.map((e) => `${e.route.method} ${openApiPath(e.route.path)}`);
    expect(new Set(keys).size).toBe(keys.length);
    const registered = Object.entries(paths).flatMap(([path, operations]) =>
      UNDECLARED.some((pattern) => pattern.test(path))
        ? []
        : Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // Declared routes of a console family are checked above; only the rest must match one to one.
    const declaredOutside = declared
      .filter((e) => !UNDECLARED.some((pattern) => pattern.test(e.route.path)))
      .map((e) => `${e.route.method} ${openApiPath(e.route.path)}`);
    expect(registered.sort()).toEqual(declaredOutside.sort());
  });
});
