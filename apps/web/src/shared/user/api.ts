import type { QueryClient } from '@tanstack/react-query';
import { type MatchUser, userCheck, userGet, userIsExist, userPatch } from '@haetbit/contracts';
import { callApi, type BodyOf } from '../api/client';
import { readJson, STORAGE_KEYS, writeJson } from '../session/storage';
import { userKeys } from './keys';

export const getUserIsExist = (deviceId: string) => callApi(userIsExist, { params: { deviceId } });

/** Creates the user on first access and counts the access (spec section 4, access flow). */
export const checkUser = (deviceId: string) => callApi(userCheck, { params: { deviceId } });

export const getUser = (id: number) => callApi(userGet, { params: { id } });

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

/** The session's user is gone (내 정보 관리's deletion): the next read starts a new user. */
export function forgetSessionUser(): void {
  sessionStart = null;
}

export async function patchUser(patch: BodyOf<typeof userPatch>): Promise<MatchUser> {
  const user = await callApi(userPatch, { body: patch });
  writeJson(STORAGE_KEYS.userInfo, user);
  return user;
}

/**
 * A consent or alert setting changes (PATCH /api/match-user) and the answer, the whole user,
 * replaces the session's cached one, so every screen shows it without a reload. The one write of
 * the user: usePatchUser wraps it for screens, the home's access flow calls it directly (no
 * mutation code in the home's first load, decision 008).
 */
export async function patchCachedUser(
  queryClient: QueryClient,
  patch: BodyOf<typeof userPatch>,
): Promise<MatchUser> {
  const user = await patchUser(patch);
  queryClient.setQueryData<MatchUser>(userKeys.me, user);
  return user;
}
