/** The data service (spec section 7 'Data service') and the files the app and consoles show. */
export const nearestStation = { method: 'POST', path: '/nanoom-data/nd-api/nearest-stn' } as const;
export const calcProposal = { method: 'POST', path: '/calc-proposal-data/v2' } as const;
export const latestSmpRec = { method: 'POST', path: '/latest-smp-rec' } as const;
export const fileDownload = { method: 'GET', path: '/api/file/:id' } as const;
export const fileView = { method: 'GET', path: '/api/file/viewer/:id' } as const;
