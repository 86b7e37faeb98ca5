/**
 * A conversation before the choice (issue 33): the owner's threads under the request, the
 * contractor's under its request page, and the operator's reading.
 */
export const ownerThreadGet = {
  method: 'GET',
  path: '/api/match-req/:id/threads/:contractorId/messages',
} as const;
export const ownerThreadPost = {
  method: 'POST',
  path: '/api/match-req/:id/threads/:contractorId/messages',
} as const;
export const ownerSiteVisitDecide = {
  method: 'POST',
  path: '/api/match-req/:id/threads/:contractorId/visit',
} as const;
export const partnerThreadGet = {
  method: 'GET',
  path: '/api/partner/requests/:matchReqId/messages',
} as const;
export const partnerThreadPost = {
  method: 'POST',
  path: '/api/partner/requests/:matchReqId/messages',
} as const;
export const partnerSiteVisitPropose = {
  method: 'POST',
  path: '/api/partner/requests/:matchReqId/visit',
} as const;
export const adminMatchThreadList = {
  method: 'GET',
  path: '/api/admin/match-status/:id/threads',
} as const;
