import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../test/suite.js';
import { faq } from './tables.js';

/** Migration 0025: the seeded FAQ texts of databases made before it read as the app does. */
const MIGRATION = readFileSync(
  new URL('../../../drizzle/0025_faq_texts.sql', import.meta.url),
  'utf8',
);

describe('the FAQ texts (migration 0025, walk minor 27)', () => {
  const t = testAppForSuite();

  it('names the screen 나의 매칭 현황 and the winter hours as forecast, and leaves other texts', async () => {
    const { db } = t.database;
    const [oldScreen] = await db
      .insert(faq)
      .values({
        category: 'ALIM',
        subject: '옛 문구',
        content: '진행 상황은 [내 매칭 현황]에서 언제든 확인할 수 있습니다.',
        sortOrder: 90,
      })
      .returning();
    const [oldHours] = await db
      .insert(faq)
      .values({
        category: 'POWER',
        subject: '옛 발전시간',
        content:
          '봄에는 4시간대 후반, 일조가 짧은 겨울이나 장마철에는 2시간대까지 내려가기도 합니다.',
        sortOrder: 91,
      })
      .returning();
    const [own] = await db
      .insert(faq)
      .values({ category: 'ETC', subject: '운영자 글', content: '운영자가 쓴 글', sortOrder: 92 })
      .returning();
    for (let round = 0; round < 2; round += 1) {
      for (const statement of MIGRATION.split('--> statement-breakpoint')) {
        await db.execute(sql.raw(statement));
      }
    }
    const read = async (id: number) =>
      (await db.select().from(faq).where(eq(faq.id, id)))[0]?.content;
    expect(await read(oldScreen!.id)).toBe(
      '진행 상황은 [나의 매칭 현황]에서 언제든 확인할 수 있습니다.',
    );
    expect(await read(oldHours!.id)).toBe(
      '봄에는 4시간대 후반, 일조가 짧은 겨울(12~1월)과 장마철에는 하루 3시간 안팎으로 내려갑니다.',
    );
    expect(await read(own!.id)).toBe('운영자가 쓴 글');
    // The seeded FAQ already reads so.
    const all = await db.select().from(faq);
    expect(all.some((item) => item.content.includes('[내 매칭 현황]'))).toBe(false);
    expect(all.some((item) => item.content.includes('2시간대'))).toBe(false);
  });
});
