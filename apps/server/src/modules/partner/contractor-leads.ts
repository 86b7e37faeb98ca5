import {
  missingProfileFields,
  type PartnerLeadsQuery,
  profileIncompleteMessage,
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
  const { requireApproved, regionsOf, assertInRegions, deps } = ctx;
  return {
    /** Recruiting requests in the contractor's regions that it has not applied to. */
    async leads(principal: PartnerPrincipal, query: PartnerLeadsQuery) {
      requireApproved(principal);
      const regions = await regionsOf(principal.contractorId);
      const codes = query.sido ? regions.filter((code) => code === query.sido) : regions;
      return {
        data: await deps.matching.leads(principal.contractorId, {
          sidoPrefixes: prefixesOf(codes),
          installType: query.installType,
          minKw: query.minKw,
          maxKw: query.maxKw,
        }),
        serverNow: deps.clock.now().toISOString(),
      };
    },

    /** The requests the contractor applied to, with their state from its side. */
    async matches(principal: PartnerPrincipal) {
      requireApproved(principal);
      return {
        data: await deps.matching.matches(principal.contractorId),
        serverNow: deps.clock.now().toISOString(),
      };
    },

    /**
     * One request: its own side when the contractor applied; otherwise a lead it may apply to
     * (recruiting, in its regions). 404 outside its regions and when it is no lead.
     */
    async detail(principal: PartnerPrincipal, matchReqId: number) {
      requireApproved(principal);
      const request = await deps.matching.requestFor(principal.contractorId, matchReqId);
      if (!request) throw new AppError('NOT_FOUND');
      if (!request.match) await assertInRegions(principal.contractorId, request.sido);
      if (!request.lead) throw new AppError('NOT_FOUND');
      return {
        lead: request.lead,
        match: request.match,
        serverNow: deps.clock.now().toISOString(),
      };
    },

    /** Applies to a request in the contractor's regions (the lifecycle decides when it may). */
    async apply(principal: PartnerPrincipal, matchReqId: number) {
      requireApproved(principal);
      const request = await deps.matching.regionOf(matchReqId);
      if (!request) throw new AppError('NOT_FOUND');
      await assertInRegions(principal.contractorId, request.sido);
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
      const standing = await deps.matching.standing(principal.contractorId, matchReqId);
      if (standing && standing.request.status !== 'PSB') {
        throw new AppError('PROPOSAL_NOT_ALLOWED', undefined, { status: standing.request.status });
      }
      if (!standing?.shortlisted) throw partnerError('PARTNER_NOT_SHORTLISTED');
    },

    /** The contractor's own proposal file of a request; another contractor's is never served. */
    async ownProposal(principal: PartnerPrincipal, matchReqId: number): Promise<StoredFile> {
      const standing = await deps.matching.standing(principal.contractorId, matchReqId);
      if (!standing?.proposalFileId) throw new AppError('FILE_NOT_FOUND');
      return deps.files.load(standing.proposalFileId);
    },
  };
}
