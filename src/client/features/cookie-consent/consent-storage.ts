// Cookie consent lives in localStorage under `cookieConsent` (spec §3); closing the banner
// without choosing hides it for this browser session only.
export const CONSENT_KEY = 'cookieConsent';
const DISMISSED_KEY = 'cookieBannerDismissed';

export interface CookieConsent {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  timestamp: number;
}

function isConsent(value: unknown): value is CookieConsent {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return v.essential === true && typeof v.analytics === 'boolean' && typeof v.marketing === 'boolean' && typeof v.timestamp === 'number';
}

export function readConsent(): CookieConsent | null {
  try {
    const raw = localStorage.getItem(CONSENT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isConsent(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeConsent(choice: { analytics: boolean; marketing: boolean }, now = Date.now()): CookieConsent {
  const consent: CookieConsent = { essential: true, ...choice, timestamp: now };
  localStorage.setItem(CONSENT_KEY, JSON.stringify(consent));
  return consent;
}

export function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissForSession() {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Private mode without storage: hiding in memory is enough.
  }
}
