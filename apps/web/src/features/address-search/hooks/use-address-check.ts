import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ActiveAnalysis, AddressSearchItem } from '@haetbit/contracts';
import { ApiError } from '../../../shared/api/client';
import { currentDeviceId } from '../../../shared/session/device';
import { checkIsIngQuery } from '../api/check-is-ing';
import { useCreateAnalysis } from '../api/create-analysis';
import { useDeleteAnalysis } from '../../../shared/api/delete-analysis';

export type AddressCheckDialog =
  | { kind: 'none' }
  | { kind: 'analyzing'; existing: ActiveAnalysis }
  | { kind: 'confirm-delete'; existing: ActiveAnalysis }
  | { kind: 'deleted' }
  | { kind: 'matching'; existing: ActiveAnalysis }
  | { kind: 'error'; message: string };

export function analysisPath(id: number, address: string, pnu: string): string {
  const query = new URLSearchParams({ id: String(id), address, pnu });
  return `/app/analysis?${query.toString()}`;
}

/** The create call's refusals for an address this device has open already. */
const ALREADY_OPEN: ReadonlySet<string> = new Set(['ANALYSIS_ACTIVE', 'ANALYSIS_IN_MATCHING']);

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.message
    ? error.message
    : '잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 문의해 주세요.';

/**
 * The address check before analysis (spec section 4): analyzable → create and open the analysis;
 * analyzing → continue or delete and restart; matching → the match detail. The server's create
 * applies the same rule, so the check is the create call and the list is read only when refused.
 */
export function useAddressCheck() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateAnalysis();
  const remove = useDeleteAnalysis();
  const [dialog, setDialog] = useState<AddressCheckDialog>({ kind: 'none' });
  // The whole check, from the question to the opened screen, is one busy span.
  const [busy, setBusy] = useState(false);
  const [target, setTarget] = useState<AddressSearchItem | null>(null);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      setDialog({ kind: 'error', message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  async function createAndOpen(item: AddressSearchItem) {
    const { id } = await create.mutateAsync({
      pnu: item.pnu,
      address: item.address,
      roadAddress: item.roadAddress,
      deviceId: currentDeviceId(),
    });
    await navigate(analysisPath(id, item.address, item.pnu));
  }

  return {
    dialog,
    busy,
    close: () => setDialog({ kind: 'none' }),
    /*
     * The check asks the server to create the analysis at once: it does so only for an address
     * this device has open nowhere, and otherwise refuses with why (analysing or matching). Only
     * then is the list of open analyses read, for the popup.
     */
    check: (item: AddressSearchItem) =>
      run(async () => {
        setTarget(item);
        try {
          await createAndOpen(item);
          return;
        } catch (error) {
          if (!(error instanceof ApiError) || !ALREADY_OPEN.has(error.code)) throw error;
        }
        const answer = await queryClient.fetchQuery(checkIsIngQuery(item.pnu, currentDeviceId()));
        const matching = answer.list.find((entry) => entry.matchReqId !== null);
        const existing = answer.list[0];
        if (answer.state === 'matching' && matching) {
          setDialog({ kind: 'matching', existing: matching });
        } else if (answer.state === 'analyzing' && existing) {
          setDialog({ kind: 'analyzing', existing });
        } else {
          // Ended between the two calls: the address is free again.
          await createAndOpen(item);
        }
      }),
    continueExisting: (existing: ActiveAnalysis) =>
      void navigate(analysisPath(existing.id, existing.address, existing.pnu)),
    askDelete: (existing: ActiveAnalysis) => setDialog({ kind: 'confirm-delete', existing }),
    confirmDelete: (existing: ActiveAnalysis) =>
      run(async () => {
        await remove.mutateAsync(existing.id);
        setDialog({ kind: 'deleted' });
      }),
    restart: () =>
      run(async () => {
        setDialog({ kind: 'none' });
        if (target) await createAndOpen(target);
      }),
    openMatching: (existing: ActiveAnalysis) =>
      void navigate(`/app/matching-status/detail?id=${existing.matchReqId ?? existing.id}`),
  };
}
