/** The device session of DESIGN D8. */
export const sessionCreate = { method: 'POST', path: '/api/session' } as const;
/** Recovery on a new phone: a code to the phone the owner recruited with, then the move. */
export const recoverySendAuthNumber = {
  method: 'POST',
  path: '/api/session/recovery/send-auth-number',
} as const;
export const recoveryConfirm = { method: 'POST', path: '/api/session/recovery/confirm' } as const;
/** What recovery moved away from this device to another phone (the old phone's note). */
export const recoveryMovedAway = {
  method: 'GET',
  path: '/api/session/recovery/moved-away',
} as const;
/**
 * A device whose secret was lost (cleared WebView storage) or that was recorded before device
 * secrets re-claims itself by its recruit phone: no session needed.
 */
export const reclaimSendAuthNumber = {
  method: 'POST',
  path: '/api/session/reclaim/send-auth-number',
} as const;
export const reclaimConfirm = { method: 'POST', path: '/api/session/reclaim/confirm' } as const;
