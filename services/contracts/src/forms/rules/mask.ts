/**
 * Input masks (spec §5 "Length, mask and regex"): 9 a digit, A a letter, * a letter or digit;
 * every other mask character is a literal that is inserted automatically. Input that does not fit is dropped.
 */
export const SSN_MASK = '999-99-9999';

export interface MaskOptions {
  /** The SSN mask accepts uppercase letters as well as digits in its 9 slots; on by default for SSN_MASK. */
  acceptUppercaseInDigits?: boolean;
}

const SLOT_CHARS = new Set(['9', 'A', '*']);

export function isMaskSlot(maskChar: string): boolean {
  return SLOT_CHARS.has(maskChar);
}

export function fitsSlot(maskChar: string, c: string, opts: MaskOptions = {}): boolean {
  if (maskChar === '9') {
    return /^[0-9]$/.test(c) || (!!opts.acceptUppercaseInDigits && /^[A-Z]$/.test(c));
  }
  if (maskChar === 'A') {
    return /^[A-Za-z]$/.test(c);
  }
  if (maskChar === '*') {
    return /^[A-Za-z0-9]$/.test(c);
  }
  return false;
}

function resolveOptions(mask: string, opts?: MaskOptions): MaskOptions {
  return { acceptUppercaseInDigits: opts?.acceptUppercaseInDigits ?? mask === SSN_MASK };
}

/**
 * Applies a mask to raw input. Literals are written only when the next fitting character arrives (or when
 * they are typed themselves), and trailing literals are added once every slot is filled, so the output is
 * always a prefix of a complete masked value and applyMask(mask, applyMask(mask, x)) === applyMask(mask, x).
 */
export function applyMask(mask: string | null | undefined, raw: string | null | undefined, opts?: MaskOptions): string {
  const input = raw ?? '';
  if (!mask) {
    return input;
  }
  const o = resolveOptions(mask, opts);
  let out = '';
  let mi = 0;
  for (const c of input) {
    if (mi >= mask.length) {
      break;
    }
    if (!isMaskSlot(mask[mi]) && c === mask[mi]) {
      out += c;
      mi += 1;
      continue;
    }
    let j = mi;
    while (j < mask.length && !isMaskSlot(mask[j])) {
      j += 1;
    }
    if (j >= mask.length) {
      break;
    }
    if (fitsSlot(mask[j], c, o)) {
      out += mask.slice(mi, j) + c;
      mi = j + 1;
    }
  }
  if (out.length > 0 && !mask.slice(mi).split('').some(isMaskSlot)) {
    out += mask.slice(mi);
  }
  return out;
}

export interface MaskFitOptions extends MaskOptions {
  /** When set, a value shorter than the mask fits if what is there fits. */
  allowVariableLength?: boolean;
}

/** True when every character fits its mask position and (unless variable length) the length is the mask's. */
export function maskFits(mask: string | null | undefined, value: string | null | undefined, opts: MaskFitOptions = {}): boolean {
  const v = value ?? '';
  if (!mask) {
    return true;
  }
  const o = resolveOptions(mask, opts);
  if (v.length > mask.length || (!opts.allowVariableLength && v.length !== mask.length)) {
    return false;
  }
  for (let i = 0; i < v.length; i += 1) {
    const m = mask[i];
    if (isMaskSlot(m) ? !fitsSlot(m, v[i], o) : v[i] !== m) {
      return false;
    }
  }
  return true;
}
