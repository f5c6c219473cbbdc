/**
 * The shell's URL rules, kept pure so they are tested without a browser: which paths are guest routes,
 * which need an applicant or a staff session, what the `{hash}` second-signer route looks like, and how
 * switching location rewrites a URL.
 */

export const DEFAULT_LOCATION_CODE = 'hq';

/** Named guest routes (spec: "Guest routes, which need no login"); `{hash}` is matched separately. */
export const GUEST_ROUTES = [
  'login',
  'forgot-password',
  'register',
  'reset-password',
  'confirmation',
  'activate',
  // Issue 11: a staff invitation's link (the token is the credential).
  'accept-invitation',
  // Issue 11: where single sign-on lands (the fragment's single-use code is the credential).
  'sso',
  'no-customer',
  'interview-satisfaction-survey',
  'satisfaction-survey',
  'onboarding-verify',
  'multi-signer',
  'user-applicant-login',
  // Issue 5: the signing page (`esign/{token}`, the token is the credential) and the public PDF check.
  'esign',
  'verify-document',
] as const;

export type GuestRoute = (typeof GUEST_ROUTES)[number];

/**
 * A 2023 second-signer link: one segment of 20+ URL-safe characters that is not a kebab-case word like a
 * route name (see docs/decisions/0002-hash-route.md).
 */
export const HASH_ROUTE_PATTERN = /^(?![a-z]+(?:-[a-z]+)*$)[A-Za-z0-9_-]{20,}$/;

export type RouteAccess = 'guest' | 'applicant' | 'staff';

/** Segments of the path after `/{customerCode}/{locationCode}/`. */
export function splitRest(rest: string): string[] {
  return rest.split('/').filter((segment) => segment.length > 0);
}

export function isNamedGuestRoute(segment: string): segment is GuestRoute {
  return (GUEST_ROUTES as readonly string[]).includes(segment);
}

/** True for a single segment that is not a named route and looks like a hash. */
export function isHashRoute(rest: string): boolean {
  const segments = splitRest(rest);
  return segments.length === 1 && !isNamedGuestRoute(segments[0]) && HASH_ROUTE_PATTERN.test(segments[0]);
}

/** `i9/mobile/{requestId}`: the phone that takes document pictures for a desktop (the request id and its code are the credentials, decision 0010). */
export function isPhoneCaptureRoute(rest: string): boolean {
  const [first, second, third] = splitRest(rest);
  return first === 'i9' && second === 'mobile' && third !== undefined;
}

/** Who may open `/{c}/{l}/{rest}`: named guest routes and hashes need nothing, `admin/...` staff, the rest an applicant. */
export function routeAccess(rest: string): RouteAccess {
  const [first] = splitRest(rest);
  if (first === undefined) {
    return 'applicant';
  }
  if (isNamedGuestRoute(first) || isHashRoute(rest) || isPhoneCaptureRoute(rest)) {
    return 'guest';
  }
  return first === 'admin' ? 'staff' : 'applicant';
}

export function portalPath(customerCode: string, locationCode: string, rest = ''): string {
  const tail = rest.replace(/^\/+/, '');
  return `/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/${tail}`;
}

/** `/{c}/{l}/login?returnTo=...`, optionally the staff form. */
export function loginPath(customerCode: string, locationCode: string, returnTo?: string, asStaff = false): string {
  const params = new URLSearchParams();
  if (asStaff) {
    params.set('as', 'staff');
  }
  if (returnTo) {
    params.set('returnTo', returnTo);
  }
  const query = params.toString();
  return portalPath(customerCode, locationCode, 'login') + (query ? `?${query}` : '');
}

/** Only same-portal paths are followed after login; anything else (other origins, `//x`) is dropped. */
export function safeReturnTo(returnTo: string | null | undefined, customerCode: string): string | null {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//')) {
    return null;
  }
  return returnTo.startsWith(`/${encodeURIComponent(customerCode)}/`) ? returnTo : null;
}

/** Rewrites the location segment of a portal URL, keeping the rest of the path, query and hash. */
export function switchLocationUrl(pathname: string, search: string, hash: string, locationCode: string): string {
  const segments = pathname.split('/');
  // segments: ['', customerCode, locationCode, ...rest]
  if (segments.length < 2 || !segments[1]) {
    return pathname + search + hash;
  }
  const rewritten = [...segments];
  rewritten[2] = encodeURIComponent(locationCode);
  if (segments.length === 2) {
    rewritten.push('');
  }
  return rewritten.join('/') + search + hash;
}

/**
 * The staff home: not a page of its own, the shell sends it on to the first navigation entry the user
 * may open (staff-nav/components/StaffHome.tsx), so it follows the user's permissions.
 */
export const STAFF_HOME = 'admin';

export function isStaffHome(rest: string): boolean {
  const segments = splitRest(rest);
  return segments.length === 1 && segments[0] === STAFF_HOME;
}

/** The applicant's landing page: Home, the task dashboard (issue 14). */
export const APPLICANT_HOME = 'home';

/** Where a signed-in person lands when no returnTo is given (and where the logo leads). */
export function homePath(customerCode: string, locationCode: string, party: 'applicant' | 'staff'): string {
  return portalPath(customerCode, locationCode, party === 'staff' ? STAFF_HOME : APPLICANT_HOME);
}
