import { createHash } from 'node:crypto';
import {
  FACT_CONFIDENCES,
  SERVICE_REGION_CODES,
  SUBSTATION_STATUSES,
  type FactConfidence,
  type ManagedSubstation,
  type ManagedSubstationInput,
  type SitingSettings,
  type SitingSettingsInput,
  type SubstationImportPreview,
  type SubstationImportState,
} from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import type { SitingRules } from './feasibility.js';
import type {
  LandRepo,
  ManagedSubstationRow,
  ManagedSubstationValues,
  SitingRepo,
  SitingSettingRow,
} from './repo.js';
import { sitingSettingsRow } from './seed.js';
import { SITING_LAW_PASSED_ON } from './siting-seed.js';
import { substationKey } from './feasibility.js';
import { decodeCsv, readSubstationCsv } from './substation-csv.js';

/** What an operator's change hands to the audit, inside the transaction that makes it. */
export type SitingAudit = (
  change: { before: unknown; after: unknown; target?: string },
  tx: DbOrTx,
) => Promise<void>;

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** The one mapper of a managed-substation row (contracts ManagedSubstation). */
export function toManagedSubstation(row: ManagedSubstationRow): ManagedSubstation {
  return {
    id: row.id,
    sidoCode: oneOf(SERVICE_REGION_CODES, row.sidoCode, SERVICE_REGION_CODES[0]),
    substationName: row.substationName,
    status: oneOf(SUBSTATION_STATUSES, row.status, 'managed'),
    reliefFromYear: row.reliefFromYear,
    reliefToYear: row.reliefToYear,
    conditions: row.conditions,
    source: row.source,
    sourceUrl: row.sourceUrl,
    asOf: row.asOf,
    confidence: oneOf<FactConfidence>(FACT_CONFIDENCES, row.confidence, 'unconfirmed'),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSitingSettings(row: SitingSettingRow | null): SitingSettings {
  const value = row ?? { ...sitingSettingsRow(), updatedAt: null };
  return {
    lawEffectiveDate: value.lawEffectiveDate ?? null,
    residentialCapM: value.residentialCapM ?? null,
    roadCapM: value.roadCapM ?? null,
    lawSource: value.lawSource,
    lawAsOf: value.lawAsOf,
    lawConfidence: oneOf(FACT_CONFIDENCES, value.lawConfidence, 'unconfirmed'),
    agrivoltaicPermitYears: value.agrivoltaicPermitYears,
    renewableZonePermitYears: value.renewableZonePermitYears,
    renewableZoneInForce: value.renewableZoneInForce,
    farmlandSource: value.farmlandSource,
    farmlandAsOf: value.farmlandAsOf,
    farmlandConfidence: oneOf(FACT_CONFIDENCES, value.farmlandConfidence, 'unconfirmed'),
    lawPassedOn: SITING_LAW_PASSED_ON,
    updatedAt: value.updatedAt ? value.updatedAt.toISOString() : null,
  };
}

const values = (input: ManagedSubstationInput): ManagedSubstationValues => ({ ...input });

/** The fields an import compares (everything an operator writes). */
const FIELDS = [
  'status',
  'reliefFromYear',
  'reliefToYear',
  'conditions',
  'source',
  'sourceUrl',
  'asOf',
  'confidence',
] as const satisfies readonly (keyof ManagedSubstationInput)[];

const keyOf = (row: { sidoCode: string; substationName: string | null }) =>
  `${row.sidoCode}|${row.substationName === null ? '' : substationKey(row.substationName)}`;

/** The list's version: changes whenever any row is added, changed or removed. */
function versionOf(rows: readonly ManagedSubstationRow[]): string {
  const hash = createHash('sha256');
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    hash.update(JSON.stringify([row.id, row.updatedAt.getTime()]));
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * The grid and siting rules (DESIGN §7): read by every verdict (kept a minute in this process,
 * cleared by this instance's writes), written by the operator through `operatorWrite`, each write
 * with its audit row in its transaction.
 */
export function createSitingRules(deps: { repo: LandRepo; sitingRepo?: SitingRepo; clock: Clock }) {
  const { repo, clock } = deps;
  const substationCache = ttlCache<ManagedSubstationRow[]>({ ttlMs: 60_000, clock });
  const settingsCache = ttlCache<SitingRules>({ ttlMs: 60_000, clock });

  function writes(): SitingRepo {
    if (!deps.sitingRepo)
      throw new Error('the land service was built without its siting repository');
    return deps.sitingRepo;
  }

  function changed() {
    substationCache.clear();
    settingsCache.clear();
  }

  /** Create or update inside a transaction, refusing a second row for the same 시도 and name. */
  async function guardedWrite<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    try {
      const result = await writes().transaction(work);
      changed();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('MANAGED_SUBSTATION_TAKEN');
      throw error;
    }
  }

  async function assertFree(input: ManagedSubstationInput, exceptId: number | null, tx: DbOrTx) {
    const taken = (await repo.listManagedSubstations(tx)).find(
      (row) => row.id !== exceptId && keyOf(row) === keyOf(input),
    );
    if (taken) throw new AppError('MANAGED_SUBSTATION_TAKEN');
  }

  /** What importing the CSV file would change, line by line; writes nothing. */
  async function preview(file: Buffer): Promise<SubstationImportPreview> {
    const csv = decodeCsv(file);
    const current = await repo.listManagedSubstations();
    const byKey = new Map(current.map((row) => [keyOf(row), row]));
    const seen = new Set<string>();
    const counts = { new: 0, changed: 0, unchanged: 0, invalid: 0 };
    const lines = readSubstationCsv(csv).map(({ line, row, errors }) => {
      if (row && seen.has(keyOf(row)))
        errors.push({
          field: 'substationName',
          message: '같은 시도·변전소가 파일에 두 번 있습니다.',
        });
      if (!row || errors.length > 0) {
        counts.invalid += 1;
        return {
          line,
          state: 'invalid' as const,
          row: null,
          currentId: null,
          changedFields: [],
          errors,
        };
      }
      seen.add(keyOf(row));
      const existing = byKey.get(keyOf(row));
      const changedFields = existing
        ? FIELDS.filter((field) => existing[field] !== row[field])
        : [];
      const state: SubstationImportState = !existing
        ? 'new'
        : changedFields.length > 0
          ? 'changed'
          : 'unchanged';
      counts[state] += 1;
      return {
        line,
        state,
        row,
        currentId: existing?.id ?? null,
        changedFields: [...changedFields],
        errors,
      };
    });
    return { basedOn: versionOf(current), lines, counts };
  }

  return {
    /** The rules a verdict reads: the managed substations and the siting settings. */
    async current(): Promise<{ substations: ManagedSubstationRow[]; settings: SitingRules }> {
      const [substations, settings] = await Promise.all([
        substationCache.get('all', () => repo.listManagedSubstations()),
        settingsCache.get('settings', async () =>
          toSitingSettings(await repo.findSitingSettings()),
        ),
      ]);
      return { substations, settings };
    },

    async listManagedSubstations(): Promise<ManagedSubstation[]> {
      return (await repo.listManagedSubstations()).map(toManagedSubstation);
    },

    createManagedSubstation(input: ManagedSubstationInput, audit: SitingAudit) {
      return guardedWrite(async (tx) => {
        await writes().lockManagedSubstations(tx);
        await assertFree(input, null, tx);
        const row = await writes().insertManagedSubstation(values(input), clock.now(), tx);
        const after = toManagedSubstation(row);
        await audit({ before: null, after, target: `managed_substation:${row.id}` }, tx);
        return after;
      });
    },

    updateManagedSubstation(id: number, input: ManagedSubstationInput, audit: SitingAudit) {
      return guardedWrite(async (tx) => {
        await writes().lockManagedSubstations(tx);
        const current = await writes().findManagedSubstation(id, tx);
        if (!current) throw new AppError('NOT_FOUND');
        await assertFree(input, id, tx);
        const before = toManagedSubstation(current);
        const same =
          keyOf(current) === keyOf(input) &&
          FIELDS.every((field) => current[field] === input[field]) &&
          current.substationName === input.substationName;
        if (same) return before;
        const row = await writes().updateManagedSubstation(id, values(input), clock.now(), tx);
        const after = toManagedSubstation(row!);
        await audit({ before, after }, tx);
        return after;
      });
    },

    deleteManagedSubstation(id: number, audit: SitingAudit) {
      return guardedWrite(async (tx) => {
        await writes().lockManagedSubstations(tx);
        const row = await writes().deleteManagedSubstation(id, tx);
        if (!row) throw new AppError('NOT_FOUND');
        await audit({ before: toManagedSubstation(row), after: null }, tx);
        return { ok: true as const };
      });
    },

    previewManagedSubstationImport: preview,

    /**
     * Writes the previewed rows as one change: a row whose 시도 and name are listed is updated,
     * any other added; nothing is removed. Refused (409) when the list moved since the preview.
     */
    importManagedSubstations(basedOn: string, rows: ManagedSubstationInput[], audit: SitingAudit) {
      return guardedWrite(async (tx) => {
        await writes().lockManagedSubstations(tx);
        const current = await repo.listManagedSubstations(tx);
        if (versionOf(current) !== basedOn) throw new AppError('IMPORT_PREVIEW_STALE');
        const byKey = new Map(current.map((row) => [keyOf(row), row]));
        const result = { created: 0, updated: 0, unchanged: 0 };
        const before: ManagedSubstation[] = [];
        const after: ManagedSubstation[] = [];
        const now = clock.now();
        for (const input of rows) {
          const existing = byKey.get(keyOf(input));
          if (existing && FIELDS.every((field) => existing[field] === input[field])) {
            result.unchanged += 1;
            continue;
          }
          const row = existing
            ? await writes().updateManagedSubstation(existing.id, values(input), now, tx)
            : await writes().insertManagedSubstation(values(input), now, tx);
          if (existing) {
            before.push(toManagedSubstation(existing));
            result.updated += 1;
          } else result.created += 1;
          after.push(toManagedSubstation(row!));
        }
        if (after.length > 0) await audit({ before, after }, tx);
        return result;
      });
    },

    async sitingSettings(): Promise<SitingSettings> {
      return toSitingSettings(await repo.findSitingSettings());
    },

    async updateSitingSettings(input: SitingSettingsInput, audit: SitingAudit) {
      const result = await writes().transaction(async (tx) => {
        const current = toSitingSettings(await repo.findSitingSettings(tx));
        const { lawPassedOn: _passed, updatedAt: _at, ...before } = current;
        const same = (Object.keys(input) as (keyof SitingSettingsInput)[]).every(
          (field) => before[field] === input[field],
        );
        if (same) return current;
        const row = await writes().saveSitingSettings(input, clock.now(), tx);
        const after = toSitingSettings(row);
        await audit({ before, after: input }, tx);
        return after;
      });
      changed();
      return result;
    },
  };
}
export type SitingRulesService = ReturnType<typeof createSitingRules>;
