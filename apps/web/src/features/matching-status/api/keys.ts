/**
 * Query keys of the matching screens. Every key of a match request starts with 'match-req', as the
 * home's in-progress list does (`['match-req', 'in-progress']`), so the writes here can name
 * exactly the lists and the detail they change.
 */
export const matchKeys = {
  list: ['match-req', 'list'] as const,
  /** The home's 'my matching status' (features/home/api/get-my-matches.ts). */
  homeInProgress: ['match-req', 'in-progress'] as const,
  detail: (id: number) => ['match-req', 'detail', id] as const,
  propose: (id: number, stage: 1 | 2, selectStatus: 'Y' | undefined) =>
    ['match-req', 'detail', id, `propose${stage}`, selectStatus ?? 'all'] as const,
  /** The owner's thread with one shortlisted contractor (issue 33). */
  thread: (id: number, ccId: number) => ['match-req', 'detail', id, 'thread', ccId] as const,
  proposalFile: (fileId: string) => ['match-req', 'proposal-file', fileId] as const,
  reviewExists: (id: number) => ['match-review', 'exists', id] as const,
  reviewDetail: (id: number) => ['match-review', 'detail', id] as const,
  /** Customers' reviews shown on the home and the profit result (a new review joins them). */
  installReviews: ['install-review'] as const,
  analyzing: ['match-analysis', 'analyzing'] as const,
};
