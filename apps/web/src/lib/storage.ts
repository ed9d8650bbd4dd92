/**
 * localStorage that never throws (private windows and blocked storage simply remember nothing).
 * Only non-secret values go here: the remembered e-mail, the area, the cookie choice. Never a
 * password or a session token (the session is an HttpOnly cookie).
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the preference is kept for this page only.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored.
  }
}
