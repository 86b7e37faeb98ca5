/** The owner's user record (spec section 9: match-user). */

export const userIsExist = {
  method: 'GET',
  path: '/api/match-com/match-user/is-exist/:deviceId',
} as const;
export const userCheck = {
  method: 'POST',
  path: '/api/match-com/match-user/check/:deviceId',
} as const;
export const userGet = { method: 'GET', path: '/api/match-user/:id' } as const;
export const userPatch = { method: 'PATCH', path: '/api/match-user' } as const;
