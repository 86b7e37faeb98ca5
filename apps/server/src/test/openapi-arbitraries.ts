import fc from 'fast-check';

/**
 * fast-check arbitraries read from the OpenAPI document the server publishes at /docs, so the
 * property-based API test covers every route (and each new one) without a hand-written list.
 */

/** The subset of JSON Schema (OpenAPI 3.0 dialect) that the zod schemas of the contracts produce. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export type Role = 'owner' | 'partner' | 'admin' | 'public';

export interface Operation {
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  role: Role;
}

interface OpenApiOperation {
  parameters?: { name: string; in: Parameter['in']; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const ROLE_OF_SCHEME: Record<string, Role> = {
  session: 'owner',
  partnerCookie: 'partner',
  adminCookie: 'admin',
};

/** Every JSON operation of the document (the API reference itself excluded). */
export function operationsOf(document: unknown): Operation[] {
  const doc = document as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path.startsWith('/docs')) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const scheme = Object.keys(op.security?.[0] ?? {})[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required ?? p.in === 'path',
          schema: p.schema ?? {},
        })),
        body: op.requestBody?.content?.['application/json']?.schema,
        role: (scheme && ROLE_OF_SCHEME[scheme]) || 'public',
      });
    }
  }
  return operations;
}

/** Values a hostile client sends in place of any field. */
export const HOSTILE_VALUES: readonly unknown[] = [
  '',
  ' ',
  'x'.repeat(10_000),
  '가'.repeat(5_000),
  '😀👨‍👩‍👧‍👦'.repeat(500),
  '\u202Eevil\u202C',
  'a\u0000b',
  '\u0000',
  '\uFFFF\uD800',
  "' OR 1=1 --",
  "'; DROP TABLE match_req; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '${7*7}{{7*7}}',
  '__proto__',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '0x10',
  '9999-99-99',
  '0000-00-00',
  '6055-9785',
  '2026-02-30',
  'null',
  'true',
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  2 ** 53,
  -(2 ** 31) - 1,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  true,
  false,
  null,
  [],
  [1, 2, 3],
  ['a'],
  {},
  { a: 1 },
  { __proto__: { admin: true } },
];

export interface Pools {
  /** Known integers worth trying for any integer field: own and foreign ids. */
  integers: readonly number[];
  /** Known strings worth trying for string fields, by field name (deviceId, file ids, …). */
  strings: (name: string) => readonly string[];
}

function hostile(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  let min = schema.minimum ?? -(2 ** 31);
  let max = schema.maximum ?? 2 ** 31 - 1;
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  min = Math.max(min, Number.MIN_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  return { min, max };
}

function patternArbitrary(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  if (!schema.pattern) return undefined;
  try {
    const regex = new RegExp(schema.pattern);
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? Infinity;
    return fc
      .stringMatching(regex, { size: 'small' })
      .filter((s) => s.length >= min && s.length <= max);
  } catch {
    return undefined;
  }
}

/** Values the schema accepts (as far as generators can tell). */
export function validValue(
  schema: JsonSchema,
  name: string,
  pools: Pools,
  depth = 0,
): fc.Arbitrary<unknown> {
  const inner = validInner(schema, name, pools, depth);
  return schema.nullable ? fc.oneof(fc.constant(null), inner) : inner;
}

function validInner(
  schema: JsonSchema,
  name: string,
  pools: Pools,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0)
    return fc.oneof(...union.map((s) => validValue(s, name, pools, depth)));
  if (schema.allOf && schema.allOf.length > 0)
    return validValue(schema.allOf[0]!, name, pools, depth);
  switch (schema.type) {
    case 'integer': {
      const { min, max } = integerBounds(schema);
      const known = pools.integers.filter((n) => n >= min && n <= max);
      const range = fc.integer({ min, max });
      return known.length > 0 ? fc.oneof(fc.constantFrom(...known), range) : range;
    }
    case 'number': {
      const min = schema.minimum ?? -1e6;
      const max = schema.maximum ?? 1e6;
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const known = pools.strings(name);
      const own = known.length > 0 ? fc.constantFrom(...known) : undefined;
      let generated: fc.Arbitrary<string>;
      if (schema.format === 'email') generated = fc.emailAddress();
      else if (schema.format === 'uri') generated = fc.webUrl();
      else {
        generated =
          patternArbitrary(schema) ??
          fc.string({
            minLength: schema.minLength ?? 0,
            maxLength: Math.min(schema.maxLength ?? 30, 60),
            unit: fc.constantFrom(...'가나다라마바사김이박햇빛abcXYZ019 -_@.'.split('')),
          });
      }
      return own
        ? fc.oneof({ weight: 1, arbitrary: own }, { weight: 2, arbitrary: generated })
        : generated;
    }
    case 'array': {
      const item = schema.items ?? {};
      // Short arrays keep the runs small; an array with a fixed length (12 months) gets exactly it.
      const minLength = schema.minItems ?? 0;
      return fc.array(validValue(item, name, pools, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object':
    default: {
      if (!schema.properties)
        return schema.type === 'object' ? fc.constant({}) : fc.jsonValue({ maxDepth: 1 });
      if (depth > 4) return fc.constant({});
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(schema.properties)) {
        model[key] = fieldValue(property, key, pools, depth + 1);
      }
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in model) });
    }
  }
}

/** Edges of what the schema allows, and just past them. */
export function boundaryValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const values: unknown[] = [];
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const { min, max } = integerBounds(schema);
      values.push(min, max, min - 1, max + 1, 0, -1, 1, 2 ** 31, 2 ** 31 - 1, 0.5);
      break;
    }
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = schema.maxLength;
      values.push('', 'a'.repeat(min), min > 0 ? 'a'.repeat(min - 1) : ' ');
      if (max !== undefined) values.push('a'.repeat(max), 'a'.repeat(max + 1), '가'.repeat(max));
      break;
    }
    case 'array': {
      values.push([]);
      if (schema.maxItems !== undefined)
        values.push(Array.from({ length: schema.maxItems + 1 }, (_, i) => i + 1));
      break;
    }
    default:
      values.push({}, null);
  }
  if (schema.enum) values.push(`${String(schema.enum[0])}x`, String(schema.enum[0]).toLowerCase());
  return fc.constantFrom(...values);
}

/** A field: mostly valid, sometimes on the edges, sometimes hostile. */
export function fieldValue(
  schema: JsonSchema,
  name: string,
  pools: Pools,
  depth = 0,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: validValue(schema, name, pools, depth) },
    { weight: 2, arbitrary: boundaryValue(schema) },
    { weight: 2, arbitrary: hostile() },
  );
}

/** A request body: a mutated object most of the time, something that is no object otherwise. */
export function bodyValue(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  const valid = validValue(schema, 'body', pools);
  const object = fieldValue(schema, 'body', pools);
  const withExtra = fc
    .tuple(
      object,
      fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'deviceId'),
      hostile(),
    )
    .map(([value, key, extra]) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? { ...value, [key]: extra }
        : value,
    );
  const withoutRequired = fc.tuple(valid, fc.nat()).map(([value, n]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    if (keys.length === 0) return value;
    const dropped = keys[n % keys.length];
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== dropped));
  });
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 5, arbitrary: object },
    { weight: 2, arbitrary: withExtra },
    { weight: 2, arbitrary: withoutRequired },
    { weight: 1, arbitrary: hostile() },
  );
}
