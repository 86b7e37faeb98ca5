import type { FinishedPlant, WarrantyBond } from '@haetbit/contracts';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { columns, timestampTz } from '../../db/columns.js';

/** A finished plant as stored: entries saved before photos existed carry no `photoFileIds`. */
export type StoredPlant = Omit<FinishedPlant, 'photoFileIds'> & { photoFileIds?: string[] };

/** An installation contractor and its business info (spec section 3). */
export const contractor = pgTable('contractor', {
  id: columns.id(),
  comName: text('com_name').notNull(),
  intro: text('intro').notNull(),
  region: text('region').notNull(),
  constructionCapacityKw: doublePrecision('construction_capacity_kw').notNull(),
  constructionCnt: integer('construction_cnt').notNull(),
  constructionPerformanceName: text('construction_performance_name').notNull(),
  constructionCareerName: text('construction_career_name').notNull(),
  capitalMillionKrw: integer('capital_million_krw').notNull(),
  nationwideTotalLank: integer('nationwide_total_lank').notNull(),
  nationwideOwnLank: integer('nationwide_own_lank').notNull(),
  localTotalLank: integer('local_total_lank').notNull(),
  localOwnLank: integer('local_own_lank').notNull(),
  comLogoFileId: text('com_logo_file_id'),
  /** 소재지 as the business registration names it ('' until the contractor gives it). */
  address: text('address').notNull().default(''),
  /** 설립연도 (null until the contractor gives it). */
  foundedYear: integer('founded_year'),
  /** 하자이행보증 as the contractor gave it (null until given). */
  warranty: jsonb('warranty').$type<WarrantyBond>(),
  /** 준공 실적, up to FINISHED_PLANTS_MAX, as the contractor gave them. */
  plants: jsonb('plants').$type<StoredPlant[]>().notNull().default([]),
  createdAt: columns.createdAt().defaultNow(),
});

/**
 * The figures of a contractor's business info an operator checked against its documents (issue
 * 19, CONTRACTOR_FIGURES). A figure without a row reads '자체 기재' to owners; the contractor's
 * edit of a checked figure deletes its row.
 */
export const contractorFigureCheck = pgTable(
  'contractor_figure_check',
  {
    contractorId: columns.contractorId().notNull(),
    figure: text('figure').notNull(),
    checkedBy: text('checked_by').notNull(),
    checkedAt: timestampTz('checked_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.contractorId, table.figure] })],
);

/**
 * An operator's check of a registration fact (CONTRACTOR_FACTS, issue 33) against the contractor's
 * documents. It keeps the value it saw: a fact whose value differs now reads '자체 기재' again.
 */
export const contractorFactCheck = pgTable(
  'contractor_fact_check',
  {
    contractorId: columns.contractorId().notNull(),
    fact: text('fact').notNull(),
    value: text('value').notNull(),
    checkedBy: text('checked_by').notNull(),
    checkedAt: timestampTz('checked_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.contractorId, table.fact] })],
);

/**
 * The photos of finished plants (준공 사진, decision 028) a contractor uploaded: each row makes a
 * stored file that contractor's plant photo, the only files its plants may name. Saving the plants
 * deletes the photos they no longer name (row and bytes).
 */
export const contractorPlantPhoto = pgTable(
  'contractor_plant_photo',
  {
    fileId: text('file_id').primaryKey(),
    contractorId: columns.contractorId().notNull(),
    uploadedAt: timestampTz('uploaded_at').notNull(),
  },
  (table) => [index('contractor_plant_photo_contractor_idx').on(table.contractorId)],
);
