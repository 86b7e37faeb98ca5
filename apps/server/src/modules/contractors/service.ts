import {
  CONTRACTOR_FACTS,
  CONTRACTOR_FIGURES,
  type ContractorBizInfo,
  type ContractorSection,
  type ContractorSections,
  type ContractorFact,
  type ContractorFactEntry,
  type ContractorFigure,
  type ContractorReviewSummary,
} from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { createContractorsRepo, type ContractorProfilePatch, type ContractorRow } from './repo.js';

export type { ContractorProfilePatch };

/** What another module may know of a contractor: its display name and logo. */
export interface ContractorCard {
  id: number;
  comName: string;
  comLogoFileId: string | null;
}

export interface ContractorsServiceDeps {
  db: Db;
  /** Published reviews of a contractor (the reviews module, which reads this one: passed late). */
  reviewSummary?: (contractorId: number) => Promise<ContractorReviewSummary>;
  /**
   * Whether a contractor's business info may be shown to the public: its account is approved (the
   * partner module, which reads this one: passed late). Without it, every contractor is.
   */
  isListed?: (contractorId: number) => Promise<boolean>;
  /**
   * The registration facts of the contractors' accounts (the partner module, which reads this one:
   * passed late). Without it, only the profile's facts (소재지, 설립연도) are known.
   */
  accountFacts?: (contractorIds: number[], tx?: DbOrTx) => Promise<Map<number, AccountFacts>>;
}

/** The facts a contractor's account holds from its signup. */
export interface AccountFacts {
  businessNumber: string;
  licenceNumber: string | null;
  representative: string;
}

type FactValues = Record<ContractorFact, string | null>;

/** The columns each figure owners read is made of (CONTRACTOR_FIGURES). */
const FIGURE_COLUMNS: Record<ContractorFigure, (keyof ContractorProfilePatch)[]> = {
  constructionCapacity: ['constructionCapacityKw'],
  constructionCnt: ['constructionCnt'],
  constructionPerformance: ['constructionPerformanceName'],
  constructionCareer: ['constructionCareerName'],
  capital: ['capitalMillionKrw'],
  nationwideRank: ['nationwideTotalLank', 'nationwideOwnLank'],
  localRank: ['localTotalLank', 'localOwnLank'],
};

/** The figures a profile edit changes. */
function changedFigures(before: ContractorRow, patch: ContractorProfilePatch): ContractorFigure[] {
  return CONTRACTOR_FIGURES.filter((figure) =>
    FIGURE_COLUMNS[figure].some((column) => patch[column] !== before[column]),
  );
}

/** Checked figures in the order of CONTRACTOR_FIGURES. */
const inFigureOrder = (figures: readonly string[]): ContractorFigure[] =>
  CONTRACTOR_FIGURES.filter((figure) => figures.includes(figure));

/** A fact's stored value as a string ('' and null mean none). */
function factValues(
  profile: { address: string; foundedYear: number | null },
  account: AccountFacts | undefined,
): FactValues {
  const text = (value: string | null | undefined) => (value ? value : null);
  return {
    businessNumber: text(account?.businessNumber),
    licenceNumber: text(account?.licenceNumber),
    representative: text(account?.representative),
    address: text(profile.address.trim()),
    foundedYear: profile.foundedYear === null ? null : String(profile.foundedYear),
  };
}

/** The facts with a value, each checked only when a check saw the value it has now. */
function factEntries(
  values: FactValues,
  checks: readonly { fact: string; value: string; checkedAt: Date }[],
): ContractorFactEntry[] {
  return CONTRACTOR_FACTS.flatMap((fact) => {
    const value = values[fact];
    if (value === null) return [];
    const check = checks.find((item) => item.fact === fact && item.value === value);
    return [{ fact, value, checkedAt: check ? check.checkedAt.toISOString() : null }];
  });
}

/**
 * A profile section as the text its check keeps (null when the section is empty): any change of a
 * field changes the text, so the section reads '자체 기재' again.
 */
function sectionValue(
  row: Pick<ContractorRow, 'warranty' | 'plants'>,
  section: ContractorSection,
): string | null {
  if (section === 'warranty') {
    const bond = row.warranty;
    return bond ? JSON.stringify([bond.issuer, bond.years, bond.bondNumber]) : null;
  }
  return row.plants.length === 0
    ? null
    : JSON.stringify(row.plants.map((p) => [p.sizeKw, p.year, p.sido, p.sigungu]));
}

/** The sections of a contractor, each checked only when a check saw it as it is now. */
function sectionsOf(
  row: Pick<ContractorRow, 'warranty' | 'plants'>,
  checks: readonly { fact: string; value: string; checkedAt: Date }[],
): ContractorSections {
  const checkedAt = (section: ContractorSection): string | null => {
    const value = sectionValue(row, section);
    const check = checks.find((item) => item.fact === section && item.value === value);
    return value !== null && check ? check.checkedAt.toISOString() : null;
  };
  return {
    warranty: { bond: row.warranty ?? null, checkedAt: checkedAt('warranty') },
    plants: { entries: row.plants, checkedAt: checkedAt('plants') },
  };
}

const NO_REVIEWS: ContractorReviewSummary = { average: null, count: 0, recent: [] };

export function createContractorsService(deps: ContractorsServiceDeps) {
  const repo = createContractorsRepo(deps.db);

  /** Each contractor's facts with their checks, by id. */
  async function factsOf(
    ids: readonly number[],
    tx: DbOrTx = deps.db,
  ): Promise<Map<number, ContractorFactEntry[]>> {
    const unique = [...new Set(ids)];
    const [profiles, accounts, checks] = await Promise.all([
      repo.findFactsByIds(unique, tx),
      deps.accountFacts ? deps.accountFacts(unique, tx) : new Map<number, AccountFacts>(),
      repo.factChecks(unique, tx),
    ]);
    return new Map(
      profiles.map((profile) => [
        profile.id,
        factEntries(
          factValues(profile, accounts.get(profile.id)),
          checks.filter((check) => check.contractorId === profile.id),
        ),
      ]),
    );
  }

  return {
    /**
     * The business info the owners' popup reads: only of a contractor whose account is approved
     * (issue 34); a pending, rejected or suspended one answers like one that does not exist.
     */
    async publicBizInfo(ccId: number): Promise<ContractorBizInfo> {
      if (deps.isListed && !(await deps.isListed(ccId))) throw new AppError('NOT_FOUND');
      return this.bizInfo(ccId);
    },

    async bizInfo(ccId: number): Promise<ContractorBizInfo> {
      const row = await repo.findById(ccId);
      if (!row) throw new AppError('NOT_FOUND');
      const figureChecks = await repo.figureChecks(row.id);
      return {
        ccId: row.id,
        comName: row.comName,
        intro: row.intro,
        constructionCapacity: row.constructionCapacityKw,
        constructionCnt: row.constructionCnt,
        constructionPerformanceName: row.constructionPerformanceName,
        constructionCareerName: row.constructionCareerName,
        capital: row.capitalMillionKrw,
        nationwideTotalLank: row.nationwideTotalLank,
        nationwideOwnLank: row.nationwideOwnLank,
        localTotalLank: row.localTotalLank,
        localOwnLank: row.localOwnLank,
        comLogoFileId: row.comLogoFileId,
        verifiedFigures: inFigureOrder(figureChecks.map((check) => check.figure)),
        figureChecks: CONTRACTOR_FIGURES.flatMap((figure) => {
          const check = figureChecks.find((item) => item.figure === figure);
          return check ? [{ figure, checkedAt: check.checkedAt.toISOString() }] : [];
        }),
        facts: (await factsOf([row.id])).get(row.id) ?? [],
        sections: sectionsOf(row, await repo.factChecks([row.id])),
        reviews: deps.reviewSummary ? await deps.reviewSummary(row.id) : NO_REVIEWS,
      };
    },

    /**
     * A new contractor from a console signup: only its name is known; the business info starts
     * empty until the contractor fills in its profile.
     */
    async createForSignup(comName: string, tx?: DbOrTx): Promise<number> {
      const row = await repo.insert(
        {
          comName,
          intro: '',
          region: '',
          constructionCapacityKw: 0,
          constructionCnt: 0,
          constructionPerformanceName: '',
          constructionCareerName: '',
          capitalMillionKrw: 0,
          nationwideTotalLank: 0,
          nationwideOwnLank: 0,
          localTotalLank: 0,
          localOwnLank: 0,
        },
        tx,
      );
      return row.id;
    },

    /**
     * The contractor's own edit of its business info (the console's profile), in the caller's
     * transaction: a figure it changes loses an operator's check (owners read '자체 기재' again).
     */
    async updateProfile(id: number, patch: ContractorProfilePatch, tx?: DbOrTx): Promise<void> {
      const before = await repo.updateProfile(id, patch, tx);
      if (!before) throw new AppError('NOT_FOUND');
      await repo.removeFigureChecks(id, changedFigures(before, patch), tx);
    },

    /**
     * An operator's check of one figure (or its withdrawal), in the caller's transaction with its
     * audit row. Answers the checked figures before and after.
     */
    async checkFigure(
      input: {
        contractorId: number;
        figure: ContractorFigure;
        verified: boolean;
        by: string;
        at: Date;
      },
      tx: DbOrTx,
    ): Promise<{ before: ContractorFigure[]; after: ContractorFigure[] }> {
      if (!(await repo.findById(input.contractorId, tx))) throw new AppError('NOT_FOUND');
      const before = inFigureOrder(await repo.checkedFigures(input.contractorId, tx));
      if (input.verified) {
        await repo.addFigureCheck(
          {
            contractorId: input.contractorId,
            figure: input.figure,
            checkedBy: input.by,
            checkedAt: input.at,
          },
          tx,
        );
      } else {
        await repo.removeFigureChecks(input.contractorId, [input.figure], tx);
      }
      return { before, after: inFigureOrder(await repo.checkedFigures(input.contractorId, tx)) };
    },

    /** The profile's sections as the contractor gave them (its console's profile form). */
    async profileSections(id: number): Promise<Pick<ContractorRow, 'warranty' | 'plants'>> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('NOT_FOUND');
      return { warranty: row.warranty ?? null, plants: row.plants };
    },

    /**
     * An operator's check of a profile section (or its withdrawal), in the caller's transaction
     * with its audit row: the check keeps the section as it saw it. An empty section cannot be
     * checked (409). Answers the sections before and after.
     */
    async checkSection(
      input: {
        contractorId: number;
        section: ContractorSection;
        verified: boolean;
        by: string;
        at: Date;
      },
      tx: DbOrTx,
    ): Promise<{ before: ContractorSections; after: ContractorSections }> {
      const row = await repo.findById(input.contractorId, tx);
      if (!row) throw new AppError('NOT_FOUND');
      const before = sectionsOf(row, await repo.factChecks([row.id], tx));
      if (input.verified) {
        const value = sectionValue(row, input.section);
        if (value === null) throw new AppError('CONTRACTOR_FACT_EMPTY');
        await repo.putFactCheck(
          {
            contractorId: row.id,
            fact: input.section,
            value,
            checkedBy: input.by,
            checkedAt: input.at,
          },
          tx,
        );
      } else {
        await repo.removeFactCheck(row.id, input.section, tx);
      }
      return { before, after: sectionsOf(row, await repo.factChecks([row.id], tx)) };
    },

    /**
     * Fills in a profile's 소재지 and 설립연도 where they are still empty (the demo seed), in the
     * caller's transaction; a value already given is kept.
     */
    async fillProfileFacts(
      id: number,
      facts: { address: string; foundedYear: number },
      tx: DbOrTx,
    ): Promise<void> {
      const [row] = await repo.findFactsByIds([id], tx);
      if (!row) return;
      await repo.setProfileFacts(
        id,
        {
          address: row.address.trim() === '' ? facts.address : row.address,
          foundedYear: row.foundedYear ?? facts.foundedYear,
        },
        tx,
      );
    },

    /** The profile's own facts as the contractor typed them (its console's profile form). */
    async profileFacts(id: number): Promise<{ address: string; foundedYear: number | null }> {
      const [row] = await repo.findFactsByIds([id]);
      if (!row) throw new AppError('NOT_FOUND');
      return { address: row.address, foundedYear: row.foundedYear };
    },

    /** The facts an operator checked, per contractor (the owner's contractor cards). */
    async checkedFacts(ids: readonly number[]): Promise<Map<number, ContractorFactEntry[]>> {
      const all = await factsOf(ids);
      return new Map(
        [...all].map(([id, facts]) => [id, facts.filter((fact) => fact.checkedAt !== null)]),
      );
    },

    /**
     * An operator's check of one fact against the documents (or its withdrawal), in the caller's
     * transaction with its audit row. A fact without a value cannot be checked (409). Answers the
     * facts before and after.
     */
    async checkFact(
      input: {
        contractorId: number;
        fact: ContractorFact;
        verified: boolean;
        by: string;
        at: Date;
      },
      tx: DbOrTx,
    ): Promise<{ before: ContractorFactEntry[]; after: ContractorFactEntry[] }> {
      if (!(await repo.findById(input.contractorId, tx))) throw new AppError('NOT_FOUND');
      const before = (await factsOf([input.contractorId], tx)).get(input.contractorId) ?? [];
      if (input.verified) {
        const entry = before.find((item) => item.fact === input.fact);
        if (!entry) throw new AppError('CONTRACTOR_FACT_EMPTY');
        await repo.putFactCheck(
          {
            contractorId: input.contractorId,
            fact: input.fact,
            value: entry.value,
            checkedBy: input.by,
            checkedAt: input.at,
          },
          tx,
        );
      } else {
        await repo.removeFactCheck(input.contractorId, input.fact, tx);
      }
      const after = (await factsOf([input.contractorId], tx)).get(input.contractorId) ?? [];
      return { before, after };
    },

    /** Points the contractor at a stored logo file; answers the replaced one's id, if any. */
    setLogo(id: number, comLogoFileId: string, tx?: DbOrTx): Promise<string | null> {
      return repo.setLogo(id, comLogoFileId, tx);
    },

    /**
     * Forgets the business info of signups that expired before any approval (issue 34): nothing
     * else names such a contractor (it never applied, owners never saw it).
     */
    forgetSignups(ids: readonly number[], tx?: DbOrTx): Promise<void> {
      return repo.deleteMany(ids, tx);
    },

    /** The first `limit` contractors with their display region, oldest first. */
    listOrdered(limit: number, tx?: DbOrTx) {
      return repo.listOrdered(limit, tx);
    },

    /** Cards by id, as a map (missing ids are absent). */
    async cards(ids: readonly number[], tx?: DbOrTx): Promise<Map<number, ContractorCard>> {
      const rows = await repo.findByIds([...new Set(ids)], tx);
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}
export type ContractorsService = ReturnType<typeof createContractorsService>;
