import fc from 'fast-check';
import {
  bodyValue,
  fieldValue,
  HOSTILE_VALUES,
  validValue,
  type Operation,
  type Pools,
} from './openapi-arbitraries.js';

/**
 * The requests the API property test sends (issue 13): who calls, with which credentials, path,
 * query and body, generated from an operation of the OpenAPI document and the fixture's pools.
 */

export type Principal =
  'ownerA' | 'ownerB' | 'partnerA' | 'partnerB' | 'admin' | 'none' | 'garbage';

export const GARBAGE_HEADERS: Record<string, string>[] = [
  { authorization: 'Bearer xyz' },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJkZXZpY2VJZCI6IkFfeCJ9.' },
  { authorization: 'Basic YWRtaW46YWRtaW4xMjM0IQ==' },
  { authorization: `Bearer ${'a'.repeat(3000)}` },
  { authorization: 'Bearer' },
  { authorization: "Bearer ' OR 1=1 --" },
  { cookie: 'haetbit_partner=garbage' },
  { cookie: `haetbit_admin=${'x'.repeat(300)}` },
  { cookie: 'haetbit_admin=../../etc/passwd; haetbit_partner=' },
  { cookie: 'haetbit_partner=%00%00; haetbit_admin=<script>' },
];

/** Replaces `{name}` placeholders; every value is encoded the way a client would put it in a path. */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePathValue(stringOf(params[name])));
}

/** A lone surrogate cannot be encoded as UTF-8: such a value goes out as invalid percent bytes. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80%FF`;
  }
}

function stringOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

export function queryOf(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const item of value) search.append(name, stringOf(item));
    else search.append(name, stringOf(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface GeneratedRequest {
  principal: Principal;
  garbage: number;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; type: string };
  ip: number;
}

const ROLE_PRINCIPALS: Record<Operation['role'], Principal[]> = {
  owner: ['ownerA', 'ownerB'],
  partner: ['partnerA', 'partnerB'],
  admin: ['admin'],
  public: ['ownerA', 'ownerB', 'none'],
};

/**
 * Two requests in five are valid as a whole from the route's own role, so calls get past the
 * validation into the services and the database; the rest mutate fields, bodies and credentials.
 */
export function requestArbitrary(op: Operation, pools: Pools): fc.Arbitrary<GeneratedRequest> {
  return fc.oneof(
    { weight: 2, arbitrary: validRequestArbitrary(op, pools) },
    { weight: 3, arbitrary: mutatedRequestArbitrary(op, pools) },
  );
}

function validRequestArbitrary(op: Operation, pools: Pools): fc.Arbitrary<GeneratedRequest> {
  const pathModel: Record<string, fc.Arbitrary<unknown>> = {};
  const queryModel: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredQuery: string[] = [];
  for (const p of op.parameters) {
    if (p.in === 'path') pathModel[p.name] = validValue(p.schema, p.name, pools);
    if (p.in === 'query') {
      queryModel[p.name] = validValue(p.schema, p.name, pools);
      if (p.required) requiredQuery.push(p.name);
    }
  }
  const body: fc.Arbitrary<GeneratedRequest['body']> = op.body
    ? validValue(op.body, 'body', pools).map((value) => ({ kind: 'json' as const, value }))
    : fc.constant({ kind: 'none' as const });
  return fc.record({
    principal: fc.constantFrom(...ROLE_PRINCIPALS[op.role]),
    garbage: fc.constant(0),
    params: fc.record(pathModel),
    query: fc.record(queryModel, { requiredKeys: requiredQuery }),
    body,
    ip: fc.nat({ max: 2 ** 24 - 1 }),
  });
}

function mutatedRequestArbitrary(op: Operation, pools: Pools): fc.Arbitrary<GeneratedRequest> {
  const roleFor = ROLE_PRINCIPALS;
  const principal = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...roleFor[op.role]) },
    {
      weight: 3,
      arbitrary: fc.constantFrom<Principal>('ownerA', 'ownerB', 'partnerA', 'partnerB', 'admin'),
    },
    { weight: 1, arbitrary: fc.constant<Principal>('none') },
    { weight: 1, arbitrary: fc.constant<Principal>('garbage') },
  );
  const pathModel: Record<string, fc.Arbitrary<unknown>> = {};
  const queryModel: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredQuery: string[] = [];
  for (const p of op.parameters) {
    if (p.in === 'path') pathModel[p.name] = fieldValue(p.schema, p.name, pools);
    if (p.in === 'query') {
      queryModel[p.name] = fieldValue(p.schema, p.name, pools);
      if (p.required) requiredQuery.push(p.name);
    }
  }
  const extraQuery = fc.option(fc.constantFrom(...HOSTILE_VALUES), { nil: undefined, freq: 5 });
  const query = fc
    .tuple(fc.record(queryModel, { requiredKeys: requiredQuery }), extraQuery)
    .map(([values, extra]) => (extra === undefined ? values : { ...values, extra }));
  const json = op.body
    ? bodyValue(op.body, pools)
    : fc.constantFrom<unknown>({}, [], 'x', { id: 1, deviceId: pools.strings('deviceId')[0] });
  const body: fc.Arbitrary<GeneratedRequest['body']> =
    op.method === 'GET' || op.method === 'DELETE'
      ? fc.constant({ kind: 'none' as const })
      : fc.oneof(
          { weight: 12, arbitrary: json.map((value) => ({ kind: 'json' as const, value })) },
          { weight: op.body ? 1 : 3, arbitrary: fc.constant({ kind: 'none' as const }) },
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('raw' as const),
              text: fc.constantFrom(
                '{"a":',
                'not json',
                '',
                '[',
                '{"__proto__":{"x":1}}',
                '\u0000',
              ),
              type: fc.constantFrom(
                'application/json',
                'text/plain',
                'multipart/form-data; boundary=x',
                'application/x-www-form-urlencoded',
              ),
            }),
          },
        );
  return fc.record({
    principal,
    garbage: fc.nat({ max: GARBAGE_HEADERS.length - 1 }),
    params: fc.record(pathModel),
    query,
    body,
    ip: fc.nat({ max: 2 ** 24 - 1 }),
  });
}
