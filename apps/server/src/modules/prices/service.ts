import {
  DATA_SERVICE_ERROR_MESSAGES,
  isoDateFromYmd,
  kstDay,
  type LatestSmpRecAnswer,
  type LocalDiv,
  type PriceConfidence,
  SMP_HOUR_KEYS,
  type SmpInfo,
} from '@haetbit/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import { createOfflineSmpRec } from '../../providers/smp-rec/offline.js';
import type { RecQuote, SmpQuote, SmpRecPort } from '../../providers/smp-rec/port.js';
import {
  silentLogger,
  type ProviderLogger,
  type ProviderResult,
} from '../../providers/kit/result.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { createPricesRepo } from './repo.js';

/** What the analysis module needs: one SMP and one REC figure for a local division. */
export interface LatestPrices {
  /** Daily mean of h1..h24, KRW/kWh. */
  smpKrwPerKwh: number;
  /** landAvgPrice for localDiv 1, jejuAvgPrice for 9; KRW per REC (÷ 1000 = KRW/kWh). */
  recKrwPerRec: number;
  /** YYYYMMDD: first day of the SMP row used. */
  smpDt: string;
  /** YYYYMMDD: first day of the REC row used. */
  tradeDt: string;
  source: string;
  confidence: PriceConfidence;
  /** The SMP part of `source`. */
  smpSource: string;
  /** The SMP row's own status (a 제주 answer from the land row is unconfirmed). */
  smpConfidence: PriceConfidence;
  /**
   * The trailing 12 whole months of SMP ending with the latest published month, January first by
   * calendar month, when the table has every one of them (else null: the row above answers).
   */
  trailing12: TrailingSmp | null;
}

/** Twelve consecutive monthly SMP figures (KRW/kWh), indexed by calendar month (0 = January). */
export interface TrailingSmp {
  byCalendarMonth: number[];
  /** YYYY-MM..YYYY-MM. */
  window: string;
  source: string;
  confidence: PriceConfidence;
}

/** How far back the trailing window may end (months before the day). */
const TRAILING_LOOKBACK_MONTHS = 36;

/** YYYY-MM shifted by `delta` months. */
function shiftMonth(yearMonth: string, delta: number): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const toYmd = (iso: string) => iso.replaceAll('-', '');
const AREA = { 1: '육지', 9: '제주' } as const;

/** Orders candidate rows for a day: covering the day first, then the later start. */
function rank(quote: { smpDt: string; periodEnd: string }, day: string): [number, string] {
  return [quote.periodEnd >= day ? 1 : 0, quote.smpDt];
}
function atLeast(a: [number, string], b: [number, string]): boolean {
  return a[0] !== b[0] ? a[0] > b[0] : a[1] >= b[1];
}

function describeSmp(quote: SmpQuote): string {
  const span = quote.smpDt === quote.periodEnd ? quote.smpDt : `${quote.smpDt}..${quote.periodEnd}`;
  const flat =
    quote.hourlyBasis === 'flat-average' ? `, ${quote.period} average in every hour` : '';
  return `SMP ${AREA[quote.localDiv]} ${span}${flat}: ${quote.source} (${quote.confidence})`;
}

function describeRec(quote: RecQuote): string {
  const span =
    quote.tradeDt === quote.periodEnd ? quote.tradeDt : `${quote.tradeDt}..${quote.periodEnd}`;
  return `REC ${span} ${quote.period}: ${quote.source} (${quote.confidence})`;
}

/**
 * SMP and REC prices (spec sections 7 and 9). The port answers first when it is a public source;
 * any unavailable answer falls back to the seeded tables (never an error for the caller). Jeju
 * (localDiv 9) uses a Jeju figure only where one is published; otherwise the land figure, and
 * `source` says so. Nothing is derived.
 */
export function createPricesService(deps: {
  db: Db;
  clock: Clock;
  /** A public SMP adapter; without it the table (offline adapter) answers. */
  port?: SmpRecPort | undefined;
  logger?: ProviderLogger;
}) {
  const repo = createPricesRepo(deps.db);
  const table = createOfflineSmpRec(repo, { now: () => deps.clock.now() });
  const port = deps.port;
  const logger = deps.logger ?? silentLogger;

  /** Asks the port; an unavailable answer (or a throw) becomes a note and a warning. */
  async function ask<T>(
    what: string,
    call: () => Promise<ProviderResult<T>>,
  ): Promise<{ value: T } | { note: string | null }> {
    let result: ProviderResult<T>;
    try {
      result = await call();
    } catch (error) {
      result = { status: 'unavailable', reason: 'malformed', detail: (error as Error).message };
    }
    if (result.status === 'ok') return { value: result.value };
    // A public adapter without that source (REC today) is the expected state, not a failure.
    if (result.reason === 'not_configured') return { note: null };
    logger.warn(
      { port: 'smpRec', method: what, reason: result.reason, detail: result.detail },
      'outside data unavailable',
    );
    return { note: `public ${what} unavailable (${result.reason}); price table used` };
  }

  async function pickSmp(
    localDiv: LocalDiv,
    day: string,
  ): Promise<{ quote: SmpQuote; notes: string[]; jejuFallback: boolean } | undefined> {
    const notes: string[] = [];
    if (port) {
      const live = await ask('SMP', () => port.smp(localDiv, day));
      if ('value' in live) return { quote: live.value, notes, jejuFallback: false };
      if (live.note) notes.push(live.note);
    }
    const own = await table.smp(localDiv, day);
    if (localDiv === 1) {
      return own.status === 'ok' ? { quote: own.value, notes, jejuFallback: false } : undefined;
    }
    const land = await table.smp(1, day);
    if (
      own.status === 'ok' &&
      (land.status !== 'ok' || atLeast(rank(own.value, day), rank(land.value, day)))
    ) {
      return { quote: own.value, notes, jejuFallback: false };
    }
    if (land.status !== 'ok') return undefined;
    notes.push('no Jeju SMP published for this date; land SMP used (nothing derived)');
    return { quote: land.value, notes, jejuFallback: true };
  }

  async function pickRec(day: string): Promise<{ quote: RecQuote; notes: string[] } | undefined> {
    const notes: string[] = [];
    if (port) {
      const live = await ask('REC', () => port.rec(day));
      if ('value' in live) return { quote: live.value, notes };
      if (live.note) notes.push(live.note);
    }
    const own = await table.rec(day);
    return own.status === 'ok' ? { quote: own.value, notes } : undefined;
  }

  async function latestSmpRec(
    localDiv: LocalDiv,
    day: string,
  ): Promise<LatestSmpRecAnswer & { smpConfidence: PriceConfidence }> {
    const [smp, rec] = await Promise.all([pickSmp(localDiv, day), pickRec(day)]);
    if (!smp || !rec) {
      throw new AppError('PRICES_NOT_FOUND', DATA_SERVICE_ERROR_MESSAGES.PRICES_NOT_FOUND);
    }
    const jejuRecKnown = rec.quote.jejuAvgKrwPerRec !== null;
    const recNotes = [...rec.notes];
    if (!jejuRecKnown) {
      recNotes.push(
        'no Jeju REC for this period; jejuAvgPrice repeats the land price (nothing derived)',
      );
    }
    const smpInfo = { smpDt: toYmd(smp.quote.smpDt) } as SmpInfo;
    SMP_HOUR_KEYS.forEach((key, index) => {
      smpInfo[key] = smp.quote.hourlyKrwPerKwh[index]!;
    });
    const weakened = smp.jejuFallback || (localDiv === 9 && !jejuRecKnown);
    const confidence: PriceConfidence =
      smp.quote.confidence === 'confirmed' && rec.quote.confidence === 'confirmed' && !weakened
        ? 'confirmed'
        : 'unconfirmed';
    return {
      smpInfo,
      recInfo: {
        landAvgPrice: rec.quote.landAvgKrwPerRec,
        jejuAvgPrice: rec.quote.jejuAvgKrwPerRec ?? rec.quote.landAvgKrwPerRec,
        tradeDt: toYmd(rec.quote.tradeDt),
      },
      source: [
        [describeSmp(smp.quote), ...smp.notes].join('; '),
        [describeRec(rec.quote), ...recNotes].join('; '),
      ].join(' | '),
      confidence,
      smpConfidence:
        smp.quote.confidence === 'confirmed' && !smp.jejuFallback ? 'confirmed' : 'unconfirmed',
    };
  }

  /** The 12 months ending with the latest month row of this division on or before `day`. */
  async function trailingOf(localDiv: LocalDiv, day: string): Promise<TrailingSmp | null> {
    const from = `${shiftMonth(day.slice(0, 7), -TRAILING_LOOKBACK_MONTHS)}-01`;
    const months = await repo.listSmpMonths(localDiv, from, day);
    const last = months.at(-1);
    if (!last) return null;
    const first = shiftMonth(last.month, -11);
    const window = months.filter((m) => m.month >= first);
    if (window.length !== 12) return null;
    const byCalendarMonth = new Array<number>(12).fill(0);
    for (const m of window) byCalendarMonth[Number(m.month.slice(5, 7)) - 1] = m.smpKrwPerKwh;
    const sources = [...new Set(window.map((m) => m.source))];
    return {
      byCalendarMonth,
      window: `${first}..${last.month}`,
      source: `SMP ${AREA[localDiv]} ${first}..${last.month} monthly averages: ${sources.join('; ')}`,
      confidence: window.every((m) => m.confidence === 'confirmed') ? 'confirmed' : 'unconfirmed',
    };
  }

  /** Jeju takes its own months when all 12 are published, else the land months (never mixed). */
  async function trailingSmp(localDiv: LocalDiv, day: string): Promise<TrailingSmp | null> {
    const own = await trailingOf(localDiv, day);
    if (own || localDiv === 1) return own;
    const land = await trailingOf(1, day);
    if (!land) return null;
    return {
      ...land,
      source: `${land.source}; no 12 Jeju months published, land SMP used (nothing derived)`,
      confidence: 'unconfirmed',
    };
  }

  // The analysis asks for today's prices on every forecast: kept a minute per division and day in
  // this process (a row added to the tables shows within a minute).
  const latestCache = ttlCache<LatestPrices>({ ttlMs: 60_000, clock: deps.clock });

  async function latestOn(localDiv: LocalDiv, day: string): Promise<LatestPrices> {
    const [answer, trailing12] = await Promise.all([
      latestSmpRec(localDiv, day),
      trailingSmp(localDiv, day),
    ]);
    const hours = SMP_HOUR_KEYS.map((key) => answer.smpInfo[key]);
    const mean = hours.reduce((sum, value) => sum + value, 0) / hours.length;
    return {
      smpKrwPerKwh: Math.round(mean * 100) / 100,
      recKrwPerRec: localDiv === 9 ? answer.recInfo.jejuAvgPrice : answer.recInfo.landAvgPrice,
      smpDt: answer.smpInfo.smpDt,
      tradeDt: answer.recInfo.tradeDt,
      source: answer.source,
      confidence: answer.confidence,
      smpSource: answer.source.split(' | ')[0]!,
      smpConfidence: answer.smpConfidence,
      trailing12,
    };
  }

  return {
    /** The `/latest-smp-rec` answer; `smpDt` YYYYMMDD (KST), today when absent. 404 when none. */
    async latestSmpRec(localDiv: LocalDiv, smpDt?: string): Promise<LatestSmpRecAnswer> {
      const day = smpDt ? isoDateFromYmd(smpDt) : kstDay(deps.clock.now());
      const { smpConfidence: _smp, ...answer } = await latestSmpRec(localDiv, day);
      return answer;
    },

    /**
     * One SMP (daily mean of h1..h24) and one REC figure for the analysis, with the trailing 12
     * months of SMP when the table has them all (the analysis weights them by solar output). Throws AppError 404
     * PRICES_NOT_FOUND when no row is published on or before the day.
     */
    async latest(localDiv: LocalDiv, onOrBefore?: Date): Promise<LatestPrices> {
      if (onOrBefore) return latestOn(localDiv, kstDay(onOrBefore));
      const day = kstDay(deps.clock.now());
      return latestCache.get(`${localDiv}:${day}`, () => latestOn(localDiv, day));
    },
  };
}
export type PricesService = ReturnType<typeof createPricesService>;
