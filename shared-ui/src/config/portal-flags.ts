/**
 * Configuration flags the portal's navigation and home read (spec §9 "Per-customer configuration keys").
 * An unset flag is off.
 */
export const PORTAL_FLAGS = {
  /** The customer runs Form I-9 in the portal: the applicant sees the I-9 in the navigation and on Home. */
  i9: 'i9_verification_enabled',
} as const;
