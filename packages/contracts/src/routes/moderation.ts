/** Review moderation in the operator console and the contractor's own reviews (issue 19). */
export const adminReviewList = { method: 'GET', path: '/api/admin/reviews' } as const;
export const adminReviewDecide = { method: 'PATCH', path: '/api/admin/reviews/:kind/:id' } as const;
export const partnerReviewList = { method: 'GET', path: '/api/partner/reviews' } as const;
