/** The contractor console (spec section 10, DESIGN D12): its session, profile, leads and files. */
export const partnerSignup = { method: 'POST', path: '/api/partner/signup' } as const;
export const partnerLogin = { method: 'POST', path: '/api/partner/login' } as const;
export const partnerLogout = { method: 'POST', path: '/api/partner/logout' } as const;
export const partnerMeGet = { method: 'GET', path: '/api/partner/me' } as const;
export const partnerProfileGet = { method: 'GET', path: '/api/partner/profile' } as const;
export const partnerProfileUpdate = { method: 'PUT', path: '/api/partner/profile' } as const;
export const partnerLogoUpload = { method: 'POST', path: '/api/partner/profile/logo' } as const;
export const partnerAlertSettingsGet = {
  method: 'GET',
  path: '/api/partner/alert-settings',
} as const;
export const partnerAlertSettingsUpdate = {
  method: 'PUT',
  path: '/api/partner/alert-settings',
} as const;
export const partnerNotificationsGet = {
  method: 'GET',
  path: '/api/partner/notifications',
} as const;
export const partnerLeadsGet = { method: 'GET', path: '/api/partner/requests' } as const;
export const partnerRequestGet = {
  method: 'GET',
  path: '/api/partner/requests/:matchReqId',
} as const;
export const partnerApply = {
  method: 'POST',
  path: '/api/partner/requests/:matchReqId/apply',
} as const;
export const partnerProposalUpload = {
  method: 'POST',
  path: '/api/partner/requests/:matchReqId/proposal',
} as const;
export const partnerProposalGet = {
  method: 'GET',
  path: '/api/partner/requests/:matchReqId/proposal',
} as const;
export const partnerMatchesGet = { method: 'GET', path: '/api/partner/matches' } as const;
/** Onboarding (issue 33): the signup's phone check and the password reset. */
export const partnerSignupPhoneCode = {
  method: 'POST',
  path: '/api/partner/signup/phone-code',
} as const;
export const partnerSignupPhoneCheck = {
  method: 'POST',
  path: '/api/partner/signup/phone-check',
} as const;
export const partnerResetCode = {
  method: 'POST',
  path: '/api/partner/password-reset/code',
} as const;
export const partnerReset = { method: 'POST', path: '/api/partner/password-reset' } as const;
