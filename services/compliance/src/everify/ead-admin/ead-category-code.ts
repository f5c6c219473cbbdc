/**
 * An EAD category code as USCIS prints it on the card (8 CFR 274a.12): A or C, a number, sometimes a letter
 * (A03, C08, C03B, C09P). Written A03, a3, (a)(3), A-03, (c)(3)(b) and the like; answers the canonical form
 * (letter, two digits, optional letter, upper-case) or null. Any category can be put on a customer's list
 * (USCIS adds and removes automatically extended categories); contracts' normalizeEadCategory knows the 14 defaults.
 */
export function eadCategoryCode(value: string | null | undefined): string | null {
  const m = /^\(?([AaCc])\)?[-\s(]*(\d{1,2})\)?(?:[-\s(]*([A-Za-z])\)?)?$/.exec((value ?? '').trim());
  if (!m || Number(m[2]) === 0) {
    return null;
  }
  return `${m[1].toUpperCase()}${m[2].padStart(2, '0')}${(m[3] ?? '').toUpperCase()}`;
}
