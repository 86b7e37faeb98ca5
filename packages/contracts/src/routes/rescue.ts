/** The operator's rescue tools for a match (issue 19). */
export const adminMatchExtend = {
  method: 'PATCH',
  path: '/api/admin/match-status/:id/extend',
} as const;
export const adminMatchReopen = {
  method: 'POST',
  path: '/api/admin/match-status/:id/reopen',
} as const;
export const adminUnservedList = { method: 'GET', path: '/api/admin/unserved-requests' } as const;
