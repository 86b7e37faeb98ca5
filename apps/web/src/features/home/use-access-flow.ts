import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADV_PROMPT_ACCESS_COUNT, TIMING_MS, type MatchUser } from '@haetbit/contracts';
import { currentDeviceId } from '../../shared/session/device';
import {
  readFlag,
  readJson,
  STORAGE_KEYS,
  writeFlag,
  writeJson,
} from '../../shared/session/storage';
import { getUserIsExist, patchCachedUser, sessionUser } from '../../shared/user/api';

export type AccessStage = 'splash' | 'walkthrough' | 'adv-consent' | 'adv-done' | 'home';

/**
 * The access flow of spec section 4: on the first visit in a session a 5 s splash, then the user
 * check; an existing user who agreed, has no advertising consent and accessCnt 2 sees the
 * advertising-consent popup, anyone else the walkthrough. isAccess and the user are kept in the
 * session so later visits go straight home.
 */
export function useAccessFlow() {
  // An owner who opened the terms from the walkthrough comes back to it, not to the home: the
  // agreement is still owed until the stored user says it was given.
  const [stage, setStage] = useState<AccessStage>(() => {
    if (!readFlag(STORAGE_KEYS.isAccess)) return 'splash';
    const stored = readJson<MatchUser>(STORAGE_KEYS.userInfo);
    return stored && !stored.agreePiPpYn ? 'walkthrough' : 'home';
  });
  const [user, setUser] = useState<MatchUser | null>(() =>
    readJson<MatchUser>(STORAGE_KEYS.userInfo),
  );
  // Consents go through the shared write so the settings screen shows them without a reload; a
  // plain call, not the mutation hook, keeps the mutation code out of the home's first load.
  const queryClient = useQueryClient();
  const patchUser = useCallback(
    (patch: Parameters<typeof patchCachedUser>[1]) => patchCachedUser(queryClient, patch),
    [queryClient],
  );

  useEffect(() => {
    if (stage !== 'splash') return;
    let cancelled = false;
    const deviceId = currentDeviceId();
    const checks = (async () => {
      const existing = await getUserIsExist(deviceId);
      // Counts this session's one access unless another screen already did.
      const checked = await sessionUser(deviceId);
      return { existing, checked };
    })();
    const timer = new Promise((resolve) => setTimeout(resolve, TIMING_MS.splash));
    Promise.all([checks, timer])
      .then(([{ existing, checked }]) => {
        if (cancelled) return;
        setUser(checked);
        writeJson(STORAGE_KEYS.userInfo, checked);
        writeFlag(STORAGE_KEYS.isAccess, true);
        const promptAdv =
          existing.isExist &&
          checked.agreePiPpYn &&
          !checked.advAlimYn &&
          checked.accessCnt === ADV_PROMPT_ACCESS_COUNT;
        setStage(promptAdv ? 'adv-consent' : 'walkthrough');
      })
      .catch((error: unknown) => {
        console.error('access check failed', error);
        if (!cancelled) setStage('walkthrough');
      });
    return () => {
      cancelled = true;
    };
  }, [stage]);

  const agreeTerms = useCallback(async () => {
    if (user && !user.agreePiPpYn) setUser(await patchUser({ id: user.id, agreePiPpYn: true }));
    setStage('home');
  }, [user, patchUser]);

  const consentAdvertising = useCallback(async () => {
    if (!user) return setStage('home');
    setUser(await patchUser({ id: user.id, advAlimYn: true }));
    setStage('adv-done');
  }, [user, patchUser]);

  const close = useCallback(() => setStage('home'), []);

  return { stage, user, agreeTerms, consentAdvertising, close };
}
