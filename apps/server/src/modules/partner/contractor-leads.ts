import {
  missingProfileFields,
  type PartnerLeadsQuery,
  profileIncompleteMessage,
  sidoOfPnu,
} from '@haetbit/contracts';
import { AppError } from '../../lib/errors.js';
import { acceptedTypeOf, type StoredFile } from '../files/service.js';
import {
  partnerError,
  prefixesOf,
  type PartnerContext,
  type PartnerPrincipal,
  type UploadedFile,
} from './context.js';

/** The contractor's work: the leads it may see, its matches, applying and proposals. */
export function createContractorLeads(ctx: PartnerContext) {
  const { requireApproved, leadOf, matchOf, regionsOf, assertInRegions, ownEntry, deps } = ctx;
  return {
    /** Recruiting requests in the contractor's regions that it has not applied to. */
    async leads(principal: PartnerPrincipal, query: PartnerLeadsQuery) {
      requireApproved(principal);
      const regions = await regionsOf(principal.contractorId);
      const codes = query.sido ? regions.filter((code) => code === query.sido) : regions;
      const rows = await deps.matching.leadsForContractor(principal.contractorId, {
        sidoPrefixes: prefixesOf(codes),
        installType: query.installType,
        minKw: query.minKw,
        maxKw: query.maxKw,
      });
      const feasibility = await deps.analysis.feasibilityByIds(
        rows.map(({ row }) => row.matchAnalysisId),
      );
      return {
        data: await Promise.all(
          rows.map(({ row, applicantCount }) => leadOf(row, applicantCount, feasibility)),
        ),
        serverNow: deps.clock.now().toISOString(),
      };
    },

    /** The requests the contractor applied to, with their state from its side. */
    async matches(principal: PartnerPrincipal) {
      requireApproved(principal);
      const entries = await deps.matching.appliedByContractor(principal.contractorId);
      const feasibility = await deps.analysis.feasibilityByIds(
        entries.map(({ row }) => row.matchAnalysisId),
      );
      return {
        data: await Promise.all(entries.map((entry) => matchOf(entry, feasibility))),
        serverNow: deps.clock.now().toISOString(),
      };
    },

    /**
     * One request: its own side when the contractor applied; otherwise a lead it may apply to
     * (recruiting, in its regions). 403 outside its regions, 404 when it is no lead.
     */
    async detail(principal: PartnerPrincipal, matchReqId: number) {
      requireApproved(principal);
      const entry = await ownEntry(principal, matchReqId);
      if (entry) {
        const feasibility = await deps.analysis.feasibilityByIds([entry.row.matchAnalysisId]);
        const match = await matchOf(entry, feasibility);
        const { row, applicantCount } = entry;
        return {
          lead: await leadOf(row, applicantCount, feasibility),
          match,
          serverNow: deps.clock.now().toISOString(),
        };
      }
      const row = await deps.matching.currentRow(matchReqId);
      if (!row) throw new AppError('NOT_FOUND');
      await assertInRegions(principal.contractorId, row);
      const sido = sidoOfPnu(row.pnu);
      const leads = await deps.matching.leadsForContractor(principal.contractorId, {
        sidoPrefixes: prefixesOf(sido ? [sido] : []),
        matchReqId,
      });
      const lead = leads[0];
      if (!lead) throw new AppError('NOT_FOUND');
      const feasibility = await deps.analysis.feasibilityByIds([row.matchAnalysisId]);
      return {
        lead: await leadOf(lead.row, lead.applicantCount, feasibility),
        match: null,
        serverNow: deps.clock.now().toISOString(),
      };
    },

    /** Applies to a request in the contractor's regions (the lifecycle decides when it may). */
    async apply(principal: PartnerPrincipal, matchReqId: number) {
      requireApproved(principal);
      const row = await deps.matching.currentRow(matchReqId);
      if (!row) throw new AppError('NOT_FOUND');
      await assertInRegions(principal.contractorId, row);
      // Owners read the profile in the business info popup: no '0kW' or '0건' reaches them.
      const missing = missingProfileFields(await deps.contractors.bizInfo(principal.contractorId));
      if (missing.length > 0) {
        throw new AppError('PARTNER_PROFILE_INCOMPLETE', profileIncompleteMessage(missing));
      }
      return deps.matching.apply(principal.contractorId, matchReqId);
    },

    /**
     * A shortlisted contractor's proposal: one PDF (checked by its bytes), replaceable while
     * proposals are due (PSB). Refusals come before the file is stored.
     */
    async submitProposal(principal: PartnerPrincipal, matchReqId: number, upload: UploadedFile) {
      await this.proposalGate(principal, matchReqId);
      if (!acceptedTypeOf(upload.bytes, ['application/pdf']))
        throw partnerError('PROPOSAL_FILE_INVALID');
      const baseName = upload.fileName.replace(/[\\/]/g, '_').slice(0, 100) || 'proposal.pdf';
      const proposalFileId = await deps.files.save({
        fileName: /\.pdf$/i.test(baseName) ? baseName : `${baseName}.pdf`,
        contentType: 'application/pdf',
        bytes: upload.bytes,
      });
      try {
        await deps.matching.submitProposal(principal.contractorId, matchReqId, proposalFileId);
      } catch (error) {
        // Refused meanwhile (the period ended): the new file is nobody's.
        await deps.files.discard(proposalFileId);
        throw error;
      }
      return { submitted: true as const, proposalFileId };
    },

    /**
     * Whether the contractor may hand in a proposal now (approved, shortlisted, proposals due):
     * checked before the upload's body is read, and again when it is stored.
     */
    async proposalGate(principal: PartnerPrincipal, matchReqId: number): Promise<void> {
      requireApproved(principal);
      const entry = await ownEntry(principal, matchReqId);
      if (!entry || entry.propose2Id === null) {
        if (entry && entry.row.status !== 'PSB') {
          throw new AppError('PROPOSAL_NOT_ALLOWED', undefined, { status: entry.row.status });
        }
        throw partnerError('PARTNER_NOT_SHORTLISTED');
      }
      if (entry.row.status !== 'PSB') {
        throw new AppError('PROPOSAL_NOT_ALLOWED', undefined, { status: entry.row.status });
      }
    },

    /** The contractor's own proposal file of a request; another contractor's is never served. */
    async ownProposal(principal: PartnerPrincipal, matchReqId: number): Promise<StoredFile> {
      const entry = await ownEntry(principal, matchReqId);
      if (!entry?.proposalFileId) throw new AppError('FILE_NOT_FOUND');
      return deps.files.load(entry.proposalFileId);
    },
  };
}
