/**
 * The operator console (spec section 11, DESIGN D12): `operator` runs matches and contractors,
 * `admin` also accounts, content and settings.
 */
export const adminLogin = { method: 'POST', path: '/api/admin/login' } as const;
export const adminLogout = { method: 'POST', path: '/api/admin/logout' } as const;
export const adminMeGet = { method: 'GET', path: '/api/admin/me' } as const;

export const adminDashboardGet = { method: 'GET', path: '/api/admin/dashboard' } as const;
export const adminMatchList = { method: 'GET', path: '/api/admin/match-status' } as const;
export const adminMatchGet = { method: 'GET', path: '/api/admin/match-status/:id' } as const;
export const adminMatchEnd = { method: 'PATCH', path: '/api/admin/match-status/:id/end' } as const;
export const adminContractorList = { method: 'GET', path: '/api/admin/contractors' } as const;
export const adminContractorApprove = {
  method: 'POST',
  path: '/api/admin/contractors/:id/approve',
} as const;
export const adminContractorReject = {
  method: 'POST',
  path: '/api/admin/contractors/:id/reject',
} as const;
export const adminContractorSuspend = {
  method: 'POST',
  path: '/api/admin/contractors/:id/suspend',
} as const;
export const adminNotificationList = { method: 'GET', path: '/api/admin/notifications' } as const;

export const adminAccountList = { method: 'GET', path: '/api/admin/accounts' } as const;
export const adminAccountCreate = { method: 'POST', path: '/api/admin/accounts' } as const;
export const adminAccountUpdate = { method: 'PATCH', path: '/api/admin/accounts/:id' } as const;
export const adminAuditList = { method: 'GET', path: '/api/admin/audit' } as const;

export const adminFaqList = { method: 'GET', path: '/api/admin/faq' } as const;
export const adminFaqCreate = { method: 'POST', path: '/api/admin/faq' } as const;
export const adminFaqUpdate = { method: 'PUT', path: '/api/admin/faq/:id' } as const;
export const adminFaqDelete = { method: 'DELETE', path: '/api/admin/faq/:id' } as const;
export const adminBannerList = { method: 'GET', path: '/api/admin/banners' } as const;
export const adminBannerCreate = { method: 'POST', path: '/api/admin/banners' } as const;
export const adminBannerUpdate = { method: 'PUT', path: '/api/admin/banners/:id' } as const;
export const adminBannerDelete = { method: 'DELETE', path: '/api/admin/banners/:id' } as const;
export const adminFileUpload = { method: 'POST', path: '/api/admin/files' } as const;
export const adminTermsList = { method: 'GET', path: '/api/admin/terms' } as const;
export const adminTermsPublish = { method: 'POST', path: '/api/admin/terms' } as const;
export const adminCodeList = { method: 'GET', path: '/api/admin/codes/:group' } as const;
export const adminCodeReplace = { method: 'PUT', path: '/api/admin/codes/:group' } as const;
export const adminAppSettingsUpdate = { method: 'PUT', path: '/api/admin/app-settings' } as const;
export const adminMatchOptionUpdate = { method: 'PUT', path: '/api/admin/match-option' } as const;
export const adminPowerProfitUpdate = {
  method: 'PUT',
  path: '/api/admin/power-profit-defaults',
} as const;
export const adminAdvertQueue = {
  method: 'POST',
  path: '/api/admin/notifications/advert',
} as const;
