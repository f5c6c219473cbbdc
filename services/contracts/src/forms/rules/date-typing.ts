/** Typing and time-picking helpers of the date picker (spec §5 "Dates"). */
export const DATE_INPUT_LENGTH = 10;
export const TIME_STEP_MINUTES = 15;

/**
 * The typing rule: letters (and anything else that is not a digit) cannot be typed; a slash is added after
 * 2 and after 5 characters (MM/ and MM/DD/); the entry is complete at 10 characters.
 */
export function formatDateTyping(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '').slice(0, 8);
  let out = digits.slice(0, 2);
  if (digits.length >= 2) {
    out += '/' + digits.slice(2, 4);
  }
  if (digits.length >= 4) {
    out += '/' + digits.slice(4, 8);
  }
  return out;
}

/**
 * The typing rule applied to an edit of `previous`: while deleting (the entry got shorter) only characters
 * other than digits and '/' are dropped, so backspace can remove the slash the rule added.
 */
export function formatDateTypingChange(previous: string | null | undefined, raw: string | null | undefined): string {
  const next = raw ?? '';
  return next.length < (previous ?? '').length ? next.replace(/[^\d/]/g, '') : formatDateTyping(next);
}

export function isDateTypingComplete(value: string | null | undefined): boolean {
  return (value ?? '').length === DATE_INPUT_LENGTH;
}

/** Rounds minutes of the day to the nearest step (default 15), staying within the day. */
export function roundToTimeStep(minutesOfDay: number, step = TIME_STEP_MINUTES): number {
  const rounded = Math.round(minutesOfDay / step) * step;
  return Math.min(Math.max(rounded, 0), 24 * 60 - step);
}

/** Time options of a day in 'h:mm a' form, every `step` minutes (default 15 → 96 options). */
export function timeStepOptions(step = TIME_STEP_MINUTES): string[] {
  const out: string[] = [];
  for (let t = 0; t < 24 * 60; t += step) {
    const h24 = Math.floor(t / 60);
    const h = h24 % 12 === 0 ? 12 : h24 % 12;
    out.push(`${h}:${String(t % 60).padStart(2, '0')} ${h24 < 12 ? 'am' : 'pm'}`);
  }
  return out;
}
