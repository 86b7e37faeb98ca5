/**
 * Structured quotes (issue 19): the shortlisted contractor's own quote, the owner's comparison of
 * every proposal at SP2, and the operator's view of a match's quotes.
 */
export const partnerQuoteGet = {
  method: 'GET',
  path: '/api/partner/requests/:matchReqId/quote',
} as const;
export const partnerQuotePut = {
  method: 'PUT',
  path: '/api/partner/requests/:matchReqId/quote',
} as const;
export const matchQuoteComparison = {
  method: 'GET',
  path: '/api/match-quote/:matchReqId',
} as const;
export const adminMatchQuoteList = {
  method: 'GET',
  path: '/api/admin/match-status/:id/quotes',
} as const;
