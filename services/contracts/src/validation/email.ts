// Spec (staff-side 5, "General formats"): letters, digits, . _ % + ' - and Spanish accented letters,
// then @, then a domain whose top-level part has 2 or more letters. Empty is allowed.
const LOCAL = "[A-Za-z0-9._%+'\\-áéíóúüñÁÉÍÓÚÜÑ]+";
const DOMAIN = '(?:[A-Za-z0-9áéíóúüñÁÉÍÓÚÜÑ-]+\\.)+[A-Za-z]{2,}';
export const EMAIL_PATTERN = new RegExp(`^${LOCAL}@${DOMAIN}$`);

export function isValidEmail(value: string | null | undefined): boolean {
  return value == null || value === '' || EMAIL_PATTERN.test(value);
}

export function startsWithAt(value: string | null | undefined): boolean {
  return !!value && value.startsWith('@');
}

/** Emails compare case-insensitively and without surrounding spaces. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
