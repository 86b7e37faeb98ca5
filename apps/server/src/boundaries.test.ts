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

async function boundaryErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it('refuse a module reaching into another module past its service', async () => {
    const file = 'apps/server/src/modules/analysis/fixture.ts';
    expect(await boundaryErrors(file, '../land/capacity.js')).toHaveLength(1);
    expect(await boundaryErrors(file, '../sms/tables.js')).toHaveLength(1);
    expect(await boundaryErrors(file, '../../modules/land/geo.js')).toHaveLength(1);
  });

  it("let a module use another module's service, the schema aggregator and shared code", async () => {
    const file = 'apps/server/src/modules/analysis/fixture.ts';
    expect(await boundaryErrors(file, '../land/service.js')).toEqual([]);
    expect(await boundaryErrors(file, './repo.js')).toEqual([]);
    expect(await boundaryErrors(file, '../../db/schema.js')).toEqual([]);
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
});
