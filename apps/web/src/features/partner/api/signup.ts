import { useMutation } from '@tanstack/react-query';
import {
  partnerDocumentUpload,
  partnerLogin,
  partnerSignup,
  type PartnerDocumentKind,
  type PartnerSignupBody,
} from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { uploadConsole } from '../../../shared/console/upload';

export interface SignupInput {
  body: PartnerSignupBody;
  /** The vetting documents chosen in the form; either may be handed in later. */
  documents: Partial<Record<PartnerDocumentKind, File>>;
}

/**
 * Signs up; with documents chosen, signs in with the new account (a pending account may) and hands
 * them in. Answers which documents could not be handed in, so the page can say so.
 */
export const useSignup = () =>
  useMutation({
    mutationFn: async ({ body, documents }: SignupInput) => {
      const account = await callConsole(partnerSignup, { body });
      const chosen = Object.entries(documents) as [PartnerDocumentKind, File][];
      const failed: PartnerDocumentKind[] = [];
      if (chosen.length > 0) {
        try {
          await callConsole(partnerLogin, {
            body: { userId: body.userId, password: body.password },
          });
        } catch {
          return { ...account, submitted: [], failed: chosen.map(([kind]) => kind) };
        }
        for (const [kind, file] of chosen) {
          try {
            await uploadConsole(partnerDocumentUpload, { params: { kind }, file });
          } catch {
            failed.push(kind);
          }
        }
      }
      const submitted = chosen.map(([kind]) => kind).filter((kind) => !failed.includes(kind));
      return { ...account, submitted, failed };
    },
  });
