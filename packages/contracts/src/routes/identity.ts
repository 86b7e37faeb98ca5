/** The device session of DESIGN D8. */
export const sessionCreate = { method: 'POST', path: '/api/session' } as const;
/** Recovery on a new phone: a code to the phone the owner recruited with, then the move. */
export const recoverySendAuthNumber = {
  method: 'POST',
  path: '/api/session/recovery/send-auth-number',
} as const;
export const recoveryConfirm = { method: 'POST', path: '/api/session/recovery/confirm' } as const;
