/** The owner's rights over their data (the privacy policy's 제7조), and the operator's deletion. */
export const privacyExport = { method: 'GET', path: '/api/privacy/export' } as const;
export const privacyErase = { method: 'DELETE', path: '/api/privacy/me' } as const;
export const adminPrivacyErase = { method: 'POST', path: '/api/admin/privacy/erase' } as const;
