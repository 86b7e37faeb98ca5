import type { MatchUser } from '@haetbit/contracts';
import { apiRequest } from '../api/client';
import { readJson, STORAGE_KEYS, writeJson } from '../session/storage';

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

let sessionStart: { deviceId: string; user: Promise<MatchUser> } | null = null;

/**
 * The session's user (spec section 4: one session start counts one access). The first read of a
 * WebView session calls the counting check; every later read in the session, on any screen, reads
 * the user without counting. Concurrent first reads share one check.
 */
export function sessionUser(deviceId: string): Promise<MatchUser> {
  const stored = readJson<MatchUser>(STORAGE_KEYS.userInfo);
  if (stored && stored.deviceId === deviceId) {
    return getUser(stored.id).then((user) => {
      writeJson(STORAGE_KEYS.userInfo, user);
      return user;
    });
  }
  if (sessionStart?.deviceId !== deviceId) {
    const user = checkUser(deviceId).then((checked) => {
      writeJson(STORAGE_KEYS.userInfo, checked);
      return checked;
    });
    user.catch(() => {
      sessionStart = null;
    });
    sessionStart = { deviceId, user };
  }
  return sessionStart.user;
}

export async function patchUser(
  patch: { id: number } & Partial<Pick<MatchUser, 'agreePiPpYn' | 'advAlimYn' | 'matchAlimYn'>>,
): Promise<MatchUser> {
  const user = await apiRequest<MatchUser>('/api/match-user', { method: 'PATCH', body: patch });
  writeJson(STORAGE_KEYS.userInfo, user);
  return user;
}
