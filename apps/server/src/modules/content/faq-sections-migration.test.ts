import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAQ_SEED } from './seed-data/faq.js';
import { testAppForSuite } from '../../test/suite.js';
import { faq } from './tables.js';

const read = (name: string) =>
  readFileSync(new URL(`../../../drizzle/${name}`, import.meta.url), 'utf8');
/** Migration 0029: the seeded FAQ texts of older databases read as the business-info popup does. */
const MIGRATION = read('0029_faq_sections.sql');

/** The two answers as migration 0016 left them (with '확인됨'), by subject. */
const OLD_TEXTS = [
  ...read('0016_vetting.sql').matchAll(
    /UPDATE "faq" SET "content" = '([\s\S]*?)' WHERE "subject" = '([^']*)'/g,
  ),
].map(([, content, subject]) => ({
  subject: subject!,
  content: content!.replaceAll("''", "'"),
}));

const SECTIONS_SENTENCE =
  ' 하자이행보증과 준공 실적(준공 사진 포함)은 운영팀이 보증 증권과 준공 자료를 보고 확인합니다.';
/** The answers as seeded with the checked facts but before the sections. */
const withoutSections = (content: string) =>
  content
    .replace(SECTIONS_SENTENCE, '')
    .split('\n')
    .filter((line) => !line.startsWith('· 하자이행보증·준공 실적'))
    .join('\n');

describe('the FAQ on checked contractor facts (migration 0029)', () => {
  const t = testAppForSuite();

  it('rewrites the 확인됨 texts and the texts before the sections into the seeded ones, and leaves others', async () => {
    const { db } = t.database;
    expect(OLD_TEXTS).toHaveLength(2);
    const seeded = (subject: string) => FAQ_SEED.find((item) => item.subject === subject)!.content;
    const rows = [];
    for (const [at, old] of OLD_TEXTS.entries()) {
      expect(old.content).toContain('확인됨');
      const mid = withoutSections(seeded(old.subject));
      expect(mid).not.toBe(seeded(old.subject));
      for (const [offset, content] of [old.content, mid].entries()) {
        const [row] = await db
          .insert(faq)
          .values({
            category: 'CST',
            subject: old.subject,
            content,
            sortOrder: 90 + at * 2 + offset,
          })
          .returning();
        rows.push({ id: row!.id, expected: seeded(old.subject) });
      }
    }
    const [own] = await db
      .insert(faq)
      .values({ category: 'CST', subject: '운영자 글', content: '확인됨 표시는…', sortOrder: 99 })
      .returning();
    for (let round = 0; round < 2; round += 1) {
      for (const statement of MIGRATION.split('--> statement-breakpoint')) {
        await db.execute(sql.raw(statement));
      }
    }
    const contentOf = async (id: number) =>
      (await db.select().from(faq).where(eq(faq.id, id)))[0]?.content;
    for (const row of rows) expect(await contentOf(row.id)).toBe(row.expected);
    expect(await contentOf(own!.id)).toBe('확인됨 표시는…');
    // The seeded FAQ names the sections and no longer says '확인됨'.
    const all = await db.select().from(faq);
    expect(all.filter((item) => item.content.includes('하자이행보증·준공 실적'))).not.toHaveLength(
      0,
    );
    expect(all.some((item) => item.id !== own!.id && item.content.includes("'확인됨'"))).toBe(
      false,
    );
  });
});
