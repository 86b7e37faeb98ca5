/** The owner's reviews of a completed match and the public review slider (spec section 7). */
export const reviewList = { method: 'POST', path: '/api/match-review/list' } as const;
export const reviewDetail = { method: 'POST', path: '/api/match-review/detail' } as const;
export const reviewCheckIsExist = {
  method: 'POST',
  path: '/api/match-review/check-is-exist/:matchReqId',
} as const;
export const reviewCreate = { method: 'POST', path: '/api/match-review' } as const;
export const installReviewList = { method: 'GET', path: '/api/match-com/install-review' } as const;
