import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/*
 * Boundaries (docs/architecture.md). A server module reaches another module only through its
 * `service.ts` (tables through the `db/schema.ts` aggregator); providers import no module; a web
 * feature never imports another feature (shared code lives in `src/shared`).
 */
const MODULE_BOUNDARY = {
  regex: String.raw`^(\.\./|(\.\./)+modules/)[\w-]+/(?!service\.js$)[^/]+$`,
  message: 'Another module is reached through its service.ts (its tables through db/schema.js).',
};
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
  ...featureBoundaries,
);
