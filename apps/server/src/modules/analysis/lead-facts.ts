import { type LeadFacts, leadFactsSchema } from '@haetbit/contracts';
import type { AnalysisRow } from './repo.js';

/**
 * What a match request keeps of the analysis for contractors (decision 031), taken when the
 * request is made: the verdicts of the install type the owner chose. A new fact contractors read
 * is one line here and one field of `leadFactsSchema`.
 */
export function leadFactsOf(row: Pick<AnalysisRow, 'landData' | 'installType'>): LeadFacts {
  // Analyses stored before the verdicts were kept have none.
  const verdicts = row.landData.feasibility?.[row.installType === 'R' ? 'R' : 'L'] ?? null;
  return leadFactsSchema.parse({
    feasibility: verdicts
      ? {
          landType: verdicts.landType.verdict,
          restrictedZone: verdicts.restrictedZone.verdict,
          powerLine: verdicts.powerLine.verdict,
          ordinance: verdicts.ordinance.verdict,
          total: verdicts.total,
        }
      : null,
  });
}
