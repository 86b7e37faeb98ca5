import { useEffect, useState } from 'react';
import { appSettingsGet, type SiteSettings } from '@haetbit/contracts';
import { callAnonymous } from '../../shared/api/client';

let asked: Promise<SiteSettings | null> | null = null;

/** The operator's site settings, asked for once per page; null when the call fails. */
function loadSiteSettings(): Promise<SiteSettings | null> {
  asked ??= callAnonymous(appSettingsGet).then(
    (settings): SiteSettings => settings,
    () => null,
  );
  return asked;
}

/**
 * The store links, customer centre and company line the operator set (console 설정), for the
 * landing page. The page is prerendered without them (they change without a build), so they arrive
 * by one small call once the page is interactive; until then, or when the call fails, the page
 * shows none of them rather than a placeholder.
 */
export function useSiteSettings(): SiteSettings | null {
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  useEffect(() => {
    let active = true;
    void loadSiteSettings().then((loaded) => {
      if (active) setSettings(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return settings;
}
