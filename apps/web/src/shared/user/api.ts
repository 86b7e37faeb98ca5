import type { MatchUser } from '@haetbit/contracts';
import { apiRequest } from '../api/client';
import { STORAGE_KEYS, writeJson } from '../session/storage';

export interface UserIsExist {
  isExist: boolean;
  agreePiPpYn: boolean;
  advAlimYn: boolean;
  accessCnt: number;
}

export const getUserIsExist = (deviceId: string) =>
  apiRequest<UserIsExist>(`/api/match-com/match-user/is-exist/${encodeURIComponent(deviceId)}`);

/** Creates the user on first access and counts the access (spec section 4, access flow). */
export const checkUser = (deviceId: string) =>
  apiRequest<MatchUser>(`/api/match-com/match-user/check/${encodeURIComponent(deviceId)}`, {
    method: 'POST',
  });

export const getUser = (id: number) => apiRequest<MatchUser>(`/api/match-user/${id}`);

export async function patchUser(
  patch: { id: number } & Partial<Pick<MatchUser, 'agreePiPpYn' | 'advAlimYn' | 'matchAlimYn'>>,
): Promise<MatchUser> {
  const user = await apiRequest<MatchUser>('/api/match-user', { method: 'PATCH', body: patch });
  writeJson(STORAGE_KEYS.userInfo, user);
  return user;
}
