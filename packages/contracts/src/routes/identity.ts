/** The device session of DESIGN D8. */
export const sessionCreate = { method: 'POST', path: '/api/session' } as const;
