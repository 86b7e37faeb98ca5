/** The owner's analyses (spec section 6: match-analysis). */
export const analysisCheckIsIng = {
  method: 'POST',
  path: '/api/match-analysis/check-is-ing',
} as const;
export const analysisCreate = { method: 'POST', path: '/api/match-analysis' } as const;
export const analysisList = { method: 'GET', path: '/api/match-analysis/list' } as const;
export const analysisGet = { method: 'GET', path: '/api/match-analysis/:id' } as const;
export const analysisPatch = { method: 'PATCH', path: '/api/match-analysis' } as const;
export const analysisPredict = { method: 'PATCH', path: '/api/match-analysis/prediction' } as const;
export const analysisDelete = { method: 'DELETE', path: '/api/match-analysis/:id' } as const;
