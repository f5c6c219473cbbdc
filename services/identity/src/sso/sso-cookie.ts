/** The cookie that binds an SSO sign-in to the browser that started it (only its hash is stored). */
export const SSO_COOKIE = 'attest_sso';
const PATH = '/api/v1/sso';

export function ssoCookie(value: string, secure: boolean, maxAgeSeconds = 600): string {
  return `${SSO_COOKIE}=${value}; Path=${PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearSsoCookie(secure: boolean): string {
  return ssoCookie('', secure, 0);
}

/** The value of our cookie in a Cookie header, or null. */
export function readSsoCookie(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SSO_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return value || null;
    }
  }
  return null;
}
