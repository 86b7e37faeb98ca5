import { ESLint } from 'eslint';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/architecture.md are ESLint rules (eslint.config.js); these
 * fixtures prove they refuse a crossing and let the allowed imports through.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages of one boundary rule on `code` linted as if it were the file at `filePath`. */
async function lintErrors(
  filePath: string,
  code: string,
  ruleId: 'no-restricted-imports' | 'no-restricted-syntax',
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}

/** An import of `name` (`type X` for a type) from `specifier`, and its use. */
async function boundaryErrors(
  filePath: string,
  specifier: string,
  name = 'thing',
): Promise<string[]> {
  const typeName = /^type (\w+)$/.exec(name)?.[1];
  const code = typeName
    ? `import type { ${typeName} } from '${specifier}';\nexport type Used = ${typeName};\n`
    : `import { ${name} } from '${specifier}';\nexport const used = ${name};\n`;
  return lintErrors(filePath, code, 'no-restricted-imports');
}

const ROW_RULE = /row types stay inside it/;

describe('import boundaries', () => {
  it('refuse a module reaching into another module past its service', async () => {
    const file = 'apps/server/src/modules/analysis/fixture.ts';
    expect(await boundaryErrors(file, '../land/capacity.js')).toHaveLength(1);
    expect(await boundaryErrors(file, '../sms/tables.js')).toHaveLength(1);
    expect(await boundaryErrors(file, '../../modules/land/geo.js')).toHaveLength(1);
  });

  it("let a module use another module's service and shared code", async () => {
    const file = 'apps/server/src/modules/analysis/fixture.ts';
    expect(await boundaryErrors(file, '../land/service.js')).toEqual([]);
    expect(await boundaryErrors(file, './repo.js')).toEqual([]);
    expect(await boundaryErrors(file, '../../lib/clock.js')).toEqual([]);
    expect(await boundaryErrors(file, '../../providers/index.js')).toEqual([]);
  });

  it('refuse a provider importing any module or the tables aggregator', async () => {
    const file = 'apps/server/src/providers/sms/fixture.ts';
    expect(await boundaryErrors(file, '../../modules/sms/tables.js')).toHaveLength(1);
    expect(await boundaryErrors(file, '../../modules/land/service.js')).toHaveLength(1);
    expect(await boundaryErrors(file, '../../db/schema.js')).toHaveLength(1);
    expect(await boundaryErrors(file, '../../lib/clock.js')).toEqual([]);
    expect(await boundaryErrors(file, '../result.js')).toEqual([]);
  });

  it('refuse a web feature importing another feature, not its own folders or shared code', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/home/fixture.tsx',
        '../analysis/api/get-analysis',
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('apps/web/src/features/home/parts/fixture.tsx', '../../recruit/lib/x'),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('apps/web/src/features/home/parts/fixture.tsx', '../api/get-home'),
    ).toEqual([]);
    expect(
      await boundaryErrors('apps/web/src/features/home/fixture.tsx', '../../shared/api/client'),
    ).toEqual([]);
  });

  it("refuse raw SQL naming another module's table, and let a module name its own", async () => {
    const fixture = await readFile(
      fileURLToPath(new URL('./test/fixtures/raw-sql-crossing.ts', import.meta.url)),
      'utf8',
    );
    const rawSqlErrors = async (filePath: string) => {
      const [result] = await eslint.lintText(fixture, { filePath: `${root}${filePath}` });
      return (result?.messages ?? []).filter(
        (message) => message.ruleId === 'no-restricted-syntax',
      );
    };
    const crossing = await rawSqlErrors('apps/server/src/modules/notifications/fixture.ts');
    expect(crossing.map((message) => message.line)).toEqual([7, 8]);
    expect(crossing[0]?.message).toMatch(/another module owns/);
    expect(await rawSqlErrors('apps/server/src/modules/matching/fixture.ts')).toEqual([]);
  });

  it('refuse reading tables through the schema aggregator outside db/ and test setup', async () => {
    const refused = await boundaryErrors(
      'apps/server/src/modules/matching/fixture.ts',
      '../../db/schema.js',
      'matchUser',
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/serves migrations and test setup only/);
    expect(
      await boundaryErrors('apps/server/src/jobs/fixture.ts', '../db/schema.js', 'matchUser'),
    ).toHaveLength(1);
    expect(await boundaryErrors('apps/server/src/fixture.ts', './db/schema.js')).toHaveLength(1);
    expect(await boundaryErrors('apps/server/src/db/fixture.ts', './schema.js')).toEqual([]);
    expect(await boundaryErrors('apps/server/src/test/fixture.ts', '../db/schema.js')).toEqual([]);
    expect(
      await boundaryErrors('apps/server/src/modules/partner/fixture.test.ts', '../../db/schema.js'),
    ).toEqual([]);
  });

  it("refuse a module importing another module's row type, and let it use its own", async () => {
    const file = 'apps/server/src/modules/partner/fixture.ts';
    const refused = await boundaryErrors(file, '../matching/service.js', 'type MatchReqRow');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(ROW_RULE);
    expect(
      await boundaryErrors(file, '../../modules/contractors/service.js', 'ContractorRow'),
    ).toHaveLength(1);
    expect(await boundaryErrors(file, './repo.js', 'type PartnerAccountRow')).toEqual([]);
    expect(await boundaryErrors(file, '../matching/service.js', 'type MatchingService')).toEqual(
      [],
    );
  });

  it("refuse a row type declared or passed on outside its module's tables.ts and repo.ts", async () => {
    const rowErrors = async (filePath: string, code: string) =>
      (await lintErrors(filePath, code, 'no-restricted-syntax')).filter((message) =>
        ROW_RULE.test(message),
      );
    const declared =
      "import type { faq } from './tables.js';\nexport type FaqRow = typeof faq.$inferSelect;\n";
    expect(
      await rowErrors('apps/server/src/modules/content/editor-fixture.ts', declared),
    ).toHaveLength(1);
    expect(await rowErrors('apps/server/src/modules/content/repo.ts', declared)).toEqual([]);
    expect(await rowErrors('apps/server/src/modules/content/tables.ts', declared)).toEqual([]);
    expect(await rowErrors('apps/server/src/modules/partner/documents-repo.ts', declared)).toEqual(
      [],
    );
    const derived =
      "import type { ContentService } from '../content/service.js';\n" +
      "export interface FaqRow { item: Awaited<ReturnType<ContentService['editor']['listFaq']>>[number] }\n";
    expect(await rowErrors('apps/server/src/modules/admin/fixture.ts', derived)).toHaveLength(1);
    const passedOn = "export type { MatchReqRow } from './repo.js';\n";
    expect(
      await rowErrors('apps/server/src/modules/matching/context-fixture.ts', passedOn),
    ).toHaveLength(1);
    const usedAtHome =
      "import type { MatchReqRow } from './repo.js';\nexport const idOf = (row: MatchReqRow) => row.id;\n";
    expect(
      await rowErrors('apps/server/src/modules/matching/context-fixture.ts', usedAtHome),
    ).toEqual([]);
  });

  it('list only files that still cross, so the known row crossings shrink to empty', async () => {
    const known = JSON.parse(
      await readFile(fileURLToPath(new URL('./known-row-crossings.json', import.meta.url)), 'utf8'),
    ) as string[];
    for (const file of known) {
      const text = await readFile(`${root}${file}`, 'utf8');
      // The same text beside the listed file, where no exception applies.
      const sibling = file.replace(/[^/]+$/, 'still-crossing.ts');
      const errors = [
        ...(await lintErrors(sibling, text, 'no-restricted-imports')),
        ...(await lintErrors(sibling, text, 'no-restricted-syntax')),
      ].filter((message) => ROW_RULE.test(message));
      expect(errors, `${file} no longer crosses: take it off known-row-crossings.json`).not.toEqual(
        [],
      );
    }
  });

  it("refuse the seeder writing a module's tables, and let it run the modules' seeds", async () => {
    const file = 'apps/server/src/db/seed/fixture.ts';
    expect(await boundaryErrors(file, '../../modules/content/tables.js', 'faq')).toHaveLength(1);
    expect(await boundaryErrors(file, '../schema.js', 'faq')).toHaveLength(1);
    expect(await boundaryErrors(file, 'drizzle-orm', 'sql')).toHaveLength(1);
    expect(await boundaryErrors(file, '../../modules/content/repo.js', 'x')).toHaveLength(1);
    expect(await boundaryErrors(file, '../../modules/content/seed.js', 'seedContent')).toEqual([]);
    expect(
      await boundaryErrors(file, '../../modules/partner/demo-seed.js', 'seedDemoPartners'),
    ).toEqual([]);
    expect(await boundaryErrors(file, '../client.js', 'type Db')).toEqual([]);
    const writes =
      "import type { Db } from '../client.js';\n" +
      'export const seed = async (db: Db, table: never) => {\n' +
      '  await db.insert(table).values([]);\n' +
      "  await db.execute('DELETE FROM faq');\n" +
      '};\n';
    expect(await lintErrors(file, writes, 'no-restricted-syntax')).toHaveLength(2);
  });

  it('refuse a route touching the database, and let it call its service', async () => {
    for (const file of [
      'apps/server/src/modules/sms/routes.ts',
      'apps/server/src/modules/partner/review-routes.ts',
    ]) {
      expect(await boundaryErrors(file, 'drizzle-orm', 'sql')).toHaveLength(1);
      expect(await boundaryErrors(file, '../../db/client.js', 'type Db')).toHaveLength(1);
      expect(await boundaryErrors(file, '../../db/execute.js', 'executeRows')).toHaveLength(1);
      expect(await boundaryErrors(file, './tables.js', 'outbox')).toHaveLength(1);
      expect(await boundaryErrors(file, './repo.js', 'createRepo')).toHaveLength(1);
      expect(await boundaryErrors(file, './documents-repo.js', 'createRepo')).toHaveLength(1);
      expect(await boundaryErrors(file, './service.js', 'type SmsService')).toEqual([]);
      expect(await boundaryErrors(file, '../../http/endpoint.js', 'endpointsBehind')).toEqual([]);
    }
    // Other files of the module keep their SQL.
    expect(
      await boundaryErrors('apps/server/src/modules/sms/outbox.ts', 'drizzle-orm', 'sql'),
    ).toEqual([]);
  });
});
