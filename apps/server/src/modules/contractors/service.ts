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
  type FinishedPlant,
  PLANT_PHOTOS_HELD_MAX,
  type WarrantyBond,
} from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { createContractorsRepo, type ContractorProfilePatch, type ContractorRow } from './repo.js';
import type { StoredPlant } from './tables.js';

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
  // Photos join the text only when an entry has some, so a check of plants without photos
  // (made before photos were stored) still holds.
  return row.plants.length === 0
    ? null
    : JSON.stringify(
        plantsOf(row).map((p) => [
          p.sizeKw,
          p.year,
          p.sido,
          p.sigungu,
          ...(p.photoFileIds.length > 0 ? [p.photoFileIds] : []),
        ]),
      );
}

/** The stored plants with their photos (none for entries saved before photos existed). */
function plantsOf(row: Pick<ContractorRow, 'plants'>): FinishedPlant[] {
  return row.plants.map((plant) => ({ ...plant, photoFileIds: plant.photoFileIds ?? [] }));
}

/** Every photo id the plants name, in order. */
const namedPhotos = (plants: readonly StoredPlant[]) =>
  plants.flatMap((plant) => plant.photoFileIds ?? []);

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
    plants: { entries: plantsOf(row), checkedAt: checkedAt('plants') },
  };
}

/**
 * The sections as owners read them: the plants' photos only once an operator checked the plants
 * as they are (decision 028), so an owner never sees a photo nobody looked at.
 */
function ownersSections(sections: ContractorSections): ContractorSections {
  if (sections.plants.checkedAt !== null) return sections;
  return {
    ...sections,
    plants: {
      ...sections.plants,
      entries: sections.plants.entries.map((plant) => ({ ...plant, photoFileIds: [] })),
    },
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

  /**
   * The contractor's plant photos that `plants` do not name; refused (400 PLANT_PHOTO_NOT_OWN) when
   * the plants name a file that is not one of them, or one twice.
   */
  async function unnamedPhotos(
    id: number,
    plants: readonly StoredPlant[],
    tx: DbOrTx,
  ): Promise<string[]> {
    const named = namedPhotos(plants);
    const held = await repo.plantPhotoIds(id, tx);
    if (new Set(named).size !== named.length || named.some((fileId) => !held.includes(fileId))) {
      throw new AppError('PLANT_PHOTO_NOT_OWN');
    }
    return held.filter((fileId) => !named.includes(fileId));
  }

  return {
    /**
     * The business info the owners' popup reads: only of a contractor whose account is approved
     * (issue 34); a pending, rejected or suspended one answers like one that does not exist.
     */
    async publicBizInfo(ccId: number): Promise<ContractorBizInfo> {
      if (deps.isListed && !(await deps.isListed(ccId))) throw new AppError('NOT_FOUND');
      const info = await this.bizInfo(ccId);
      return { ...info, sections: ownersSections(info.sections) };
    },

    /**
     * Who may see a stored file as a plant photo through the public file call: `none` when it is
     * no plant photo, `shown` when owners see it (an approved contractor whose plants, with this
     * photo, an operator checked as they are), `hidden` otherwise.
     */
    async plantPhotoAccess(fileId: string): Promise<'none' | 'shown' | 'hidden'> {
      const contractorId = await repo.plantPhotoOwner(fileId);
      if (contractorId === null) return 'none';
      if (deps.isListed && !(await deps.isListed(contractorId))) return 'hidden';
      const row = await repo.findById(contractorId);
      if (!row) return 'hidden';
      const { plants } = sectionsOf(row, await repo.factChecks([row.id]));
      const named = plants.entries.some((plant) => plant.photoFileIds.includes(fileId));
      return plants.checkedAt !== null && named ? 'shown' : 'hidden';
    },

    /**
     * Records a stored file as the contractor's plant photo, in the caller's transaction; refused
     * (409 PLANT_PHOTOS_FULL) when it already holds PLANT_PHOTOS_HELD_MAX of them.
     */
    async addPlantPhoto(
      input: { contractorId: number; fileId: string; at: Date },
      tx: DbOrTx,
    ): Promise<void> {
      if (!(await repo.lockById(input.contractorId, tx))) throw new AppError('NOT_FOUND');
      const held = await repo.plantPhotoIds(input.contractorId, tx);
      if (held.length >= PLANT_PHOTOS_HELD_MAX) throw new AppError('PLANT_PHOTOS_FULL');
      await repo.addPlantPhoto(
        { fileId: input.fileId, contractorId: input.contractorId, uploadedAt: input.at },
        tx,
      );
    },

    /** Whether a stored file is this contractor's plant photo (its console, the operator's). */
    async isPlantPhotoOf(contractorId: number, fileId: string): Promise<boolean> {
      return (await repo.plantPhotoOwner(fileId)) === contractorId;
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
    /**
     * Plants given name only the contractor's own plant photos, each once (400 PLANT_PHOTO_NOT_OWN
     * for any other file: someone else's, a document, an unknown id); the photos they no longer
     * name are forgotten and answered (`droppedPhotos`) for the caller to delete with their files.
     */
    async updateProfile(
      id: number,
      patch: ContractorProfilePatch,
      tx: DbOrTx = deps.db,
    ): Promise<{ droppedPhotos: string[] }> {
      const droppedPhotos = patch.plants ? await unnamedPhotos(id, patch.plants, tx) : [];
      const before = await repo.updateProfile(id, patch, tx);
      if (!before) throw new AppError('NOT_FOUND');
      await repo.removeFigureChecks(id, changedFigures(before, patch), tx);
      await repo.removePlantPhotos(droppedPhotos, tx);
      return { droppedPhotos };
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
    async profileSections(
      id: number,
    ): Promise<{ warranty: ContractorRow['warranty']; plants: FinishedPlant[] }> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('NOT_FOUND');
      return { warranty: row.warranty ?? null, plants: plantsOf(row) };
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

    /** Whether a profile has a 하자이행보증 or finished plants, in the caller's transaction. */
    async hasSections(id: number, tx: DbOrTx): Promise<boolean> {
      const row = await repo.findById(id, tx);
      return Boolean(row && (row.warranty || row.plants.length > 0));
    },

    /**
     * Gives a profile its 하자이행보증 and finished plants when it has neither (the demo seed), in the
     * caller's transaction; the plants name only the contractor's own plant photos. Answers whether
     * it wrote them.
     */
    async fillSections(
      id: number,
      sections: { warranty: WarrantyBond; plants: FinishedPlant[] },
      tx: DbOrTx,
    ): Promise<boolean> {
      const row = await repo.lockById(id, tx);
      if (!row || row.warranty || row.plants.length > 0) return false;
      await unnamedPhotos(id, sections.plants, tx);
      await repo.setSections(id, sections, tx);
      return true;
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
