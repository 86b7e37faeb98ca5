/** Query keys of the device's user, read by the settings screen and changed by the access flow. */
export const userKeys = {
  me: ['match-user', 'me'] as const,
};
