/** Password policy for applicant and staff accounts (the spec does not give one; see docs/decisions). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function passwordProblem(value: string | null | undefined): string | undefined {
  if (!value) {
    return 'required_field';
  }
  if (value.length < PASSWORD_MIN_LENGTH) {
    return 'password_too_short';
  }
  if (value.length > PASSWORD_MAX_LENGTH) {
    return 'password_too_long';
  }
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) {
    return 'password_needs_letter_and_digit';
  }
  return undefined;
}
