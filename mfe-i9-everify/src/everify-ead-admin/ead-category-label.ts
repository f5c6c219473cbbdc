import { I9_MESSAGES_EN } from '@attest/contracts';
import { i9MessageText, type Translate } from '../i9-common/i9-text';

/**
 * A category's label: the description of a default (contracts' i9_ead_category_<code>), else the code as the
 * card prints it in 8 CFR 274a.12 notation, e.g. C03B → "C03B: (c)(3)(B)".
 */
export function eadCategoryText(t: Translate, code: string): string {
  const key = `i9_ead_category_${code.toLowerCase()}`;
  if (key in I9_MESSAGES_EN) {
    return i9MessageText(t, key);
  }
  const m = /^([AC])(\d{2})([A-Z]?)$/.exec(code);
  return m ? `${code}: (${m[1].toLowerCase()})(${Number(m[2])})${m[3] ? `(${m[3]})` : ''}` : code;
}
