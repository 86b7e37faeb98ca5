import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/*
 * Boundaries (docs/architecture.md). A server module reaches another module only through its
 * `service.ts` (tables through the `db/schema.ts` aggregator); providers import no module; a web
 * feature never imports another feature (shared code lives in `src/shared`).
 */
const MODULE_BOUNDARY = {
  regex: String.raw`^(\.\./|(\.\./)+modules/)[\w-]+/(?!service\.js$)[^/]+$`,
  message: 'Another module is reached through its service.ts (its tables through db/schema.js).',
};

/*
 * Raw SQL is invisible to the import rule, so each module's SQL text may name only its own tables:
 * another module's table is read through that module's service (or a read model it owns). The
 * tables each module owns are read from its `tables.ts` (`pgTable('name', …)`).
 */
const modulesDir = new URL('./apps/server/src/modules/', import.meta.url);
const moduleTables = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const file = new URL(`${entry.name}/tables.ts`, modulesDir);
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    return {
      module: entry.name,
      tables: [...text.matchAll(/pgTable\(\s*'(\w+)'/g)].map((match) => match[1]),
    };
  });
const rawSqlBoundaries = moduleTables.map(({ module }) => {
  const foreign = moduleTables.filter((other) => other.module !== module).flatMap((o) => o.tables);
  const names = `/\\b(${foreign.join('|')})\\b/i`;
  const message = `Raw SQL names a table another module owns; read it through that module's service.`;
  return {
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=${names}]`,
          message,
        },
        {
          selector: `CallExpression[callee.object.name='sql'][callee.property.name='raw'] Literal[value=${names}]`,
          message,
        },
      ],
    },
  };
});

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: String.raw`^(\.\./)+(features/)?(${webFeatures
              .filter((other) => other !== feature)
              .join('|')})(/|$)`,
            message: 'A web feature never imports another feature; move shared code to src/shared.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/*.tsbuildinfo',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_BOUNDARY] }] },
  },
  {
    files: ['apps/server/src/providers/**/*.ts'],
    // The dataset generator runs by hand, never in the server: it reads the land seed's limit
    // list so that the generated parcels agree with what the land module seeds.
    ignores: ['apps/server/src/providers/offline-data/scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^|/)(modules|db/schema(\.js)?)(/|$)`,
              message: 'Providers import no module: take what a module owns as a parameter.',
            },
          ],
        },
      ],
    },
  },
  ...rawSqlBoundaries,
  ...featureBoundaries,
);
