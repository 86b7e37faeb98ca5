import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReviewDecide, type AdminReviewDecision, type ReviewKind } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { refreshConsoleReads } from './keys';

/** Publishes a review or hides it with a reason. */
export function useDecideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: ReviewKind; id: number; decision: AdminReviewDecision }) =>
      callConsole(adminReviewDecide, {
        params: { kind: input.kind, id: input.id },
        body: input.decision,
      }),
    onSuccess: () => refreshConsoleReads(client),
  });
}
