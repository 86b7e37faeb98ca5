/** Content the owner app reads (spec section 9): terms, code lists, FAQ, banners, defaults. */
export const defaultTermsGet = { method: 'GET', path: '/api/match-com/default-terms' } as const;
export const codeListGet = { method: 'GET', path: '/api/code/:group' } as const;
export const faqList = { method: 'GET', path: '/api/faq' } as const;
export const bannerList = { method: 'GET', path: '/api/banner' } as const;
export const matchOptionGet = { method: 'GET', path: '/api/match-com/default-option' } as const;
export const appSettingsGet = { method: 'GET', path: '/api/match-com/app-settings' } as const;
export const powerProfitDefaultsGet = {
  method: 'GET',
  path: '/api/match-com/default/power-profit-calc',
} as const;
export const contractorBizInfoGet = {
  method: 'GET',
  path: '/api/match-com/biz-info/:ccId',
} as const;
export const smsSendAuthNumber = {
  method: 'POST',
  path: '/api/match-analysis/send-auth-number',
} as const;
export const smsCheckAuthNumber = {
  method: 'POST',
  path: '/api/match-analysis/check-sms-auth-number',
} as const;
