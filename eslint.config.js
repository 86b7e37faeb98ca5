import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/*
 * Boundaries (docs/architecture.md). A server module reaches another module only through its
 * `service.ts`; providers import no module; a web feature never imports another feature (shared
 * code lives in `src/shared`).
 */
const MODULE_BOUNDARY = {
  regex: String.raw`^(\.\./|(\.\./)+modules/)[\w-]+/(?!service\.js$)[^/]+$`,
  message: 'Another module is reached through its service.ts.',
};

/*
 * The `db/schema.ts` aggregator gathers every module's tables for the migrations, the database
 * client and test setup: product code outside `db/` reads another module's tables through that
 * module's service, never through the aggregator.
 */
const SCHEMA_AGGREGATOR = {
  regex: String.raw`(^|/)db/schema(\.js)?$`,
  message:
    "The db/schema.ts aggregator serves migrations and test setup only: ask the table's module through its service.",
};

/*
 * A module's rows stay inside it: a `*Row` type is declared in its `tables.ts` or repository and
 * read by its own files only; other modules get answers in contract types from its service.
 */
const ROW_MESSAGE =
  "A module's row types stay inside it (declared in its tables.ts or repo.ts): answer other modules in contract types.";
const ROW_IMPORT = {
  regex: MODULE_BOUNDARY.regex.replace(String.raw`(?!service\.js$)[^/]+$`, ''),
  importNamePattern: 'Row$',
  message: ROW_MESSAGE,
};
const ROW_DECLARATIONS = [
  'TSTypeAliasDeclaration[id.name=/Row$/]',
  'TSInterfaceDeclaration[id.name=/Row$/]',
  'ExportSpecifier[exported.name=/Row$/]',
].map((selector) => ({ selector, message: ROW_MESSAGE }));
const ROW_HOMES = ['**/tables.ts', '**/repo.ts', '**/*-repo.ts'];

/* A route holds only HTTP: it calls its module's service and never touches the database. */
const ROUTE_FILES = [
  'apps/server/src/modules/**/routes.ts',
  'apps/server/src/modules/**/*-routes.ts',
];
const ROUTE_SQL = {
  regex: String.raw`^drizzle-orm(/|$)|(^|/)db/|(^|/)(tables|repo|[\w-]+-repo)\.js$`,
  message: "A route holds only HTTP: it calls its module's service, which owns the SQL.",
};

/*
 * Each module seeds its own tables (its `seed.ts`); the central seeder only runs them in order, so
 * it imports no tables, no query builder and nothing of a module but its seed and service types.
 */
const SEEDER_MESSAGE =
  "The seeder only runs the modules' seed functions: each module seeds its own tables.";
const SEEDER_IMPORTS = {
  regex: String.raw`^drizzle-orm(/|$)|(^|/)schema(\.js)?$|(^|/)modules/[\w-]+/(?!(seed|demo-seed|service)\.js$)[^/]+$`,
  message: SEEDER_MESSAGE,
};
const SEEDER_WRITES = {
  selector: 'CallExpression[callee.property.name=/^(insert|update|delete|execute)$/]',
  message: SEEDER_MESSAGE,
};

/*
 * Known crossings of the row rules, where matching's and content's rows still reach other
 * modules until those answer in contract types (issue 35), are listed in
 * `apps/server/src/known-row-crossings.json`. The list must shrink to empty and takes no new
 * file; boundaries.test.ts fails on a listed file that no longer crosses.
 */
const KNOWN_ROW_CROSSINGS = JSON.parse(
  readFileSync(new URL('./apps/server/src/known-row-crossings.json', import.meta.url), 'utf8'),
);

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
const rawSqlSelectors = (module) => {
  const foreign = moduleTables.filter((other) => other.module !== module).flatMap((o) => o.tables);
  const names = `/\\b(${foreign.join('|')})\\b/i`;
  const message = `Raw SQL names a table another module owns; read it through that module's service.`;
  return [
    {
      selector: `TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=${names}]`,
      message,
    },
    {
      selector: `CallExpression[callee.object.name='sql'][callee.property.name='raw'] Literal[value=${names}]`,
      message,
    },
  ];
};
/* Each module's files: raw SQL names only its tables, and a row type is declared only at home. */
const moduleSyntaxBoundaries = moduleTables.flatMap(({ module }) => [
  {
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...rawSqlSelectors(module), ...ROW_DECLARATIONS],
    },
  },
  {
    files: [
      ...ROW_HOMES.map((home) => `apps/server/src/modules/${module}/${home}`),
      ...KNOWN_ROW_CROSSINGS.filter((file) => file.includes(`/modules/${module}/`)),
    ],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...rawSqlSelectors(module)] },
  },
]);
const moduleImportBoundaries = [
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', 'apps/server/src/test/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SCHEMA_AGGREGATOR] }] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [MODULE_BOUNDARY, SCHEMA_AGGREGATOR, ROW_IMPORT] },
      ],
    },
  },
  {
    files: ROUTE_FILES,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [MODULE_BOUNDARY, SCHEMA_AGGREGATOR, ROW_IMPORT, ROUTE_SQL] },
      ],
    },
  },
  ...KNOWN_ROW_CROSSINGS.map((file) => ({
    files: [file],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            MODULE_BOUNDARY,
            SCHEMA_AGGREGATOR,
            ...(/(^|[/-])routes\.ts$/.test(file) ? [ROUTE_SQL] : []),
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/db/seed/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SEEDER_IMPORTS] }],
      'no-restricted-syntax': ['error', SEEDER_WRITES],
    },
  },
];

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
  ...moduleImportBoundaries,
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
  ...moduleSyntaxBoundaries,
  ...featureBoundaries,
);
