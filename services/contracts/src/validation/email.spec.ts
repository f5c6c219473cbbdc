import { isValidEmail, startsWithAt } from './email';
import { passwordProblem } from './password';

describe('email rule', () => {
  it.each(['a@b.co', "o'neil@example.com", 'josé.núñez@correo.es', 'x+y_z%1@sub.domain.org', ''])('accepts %p', (v) => {
    expect(isValidEmail(v)).toBe(true);
  });
  it.each(['a@b', 'a@b.c', '@b.com', 'a b@c.com', 'a@@b.com', 'plain'])('refuses %p', (v) => {
    expect(isValidEmail(v)).toBe(false);
  });
  it('flags a leading @', () => {
    expect(startsWithAt('@x')).toBe(true);
    expect(startsWithAt('')).toBe(false);
  });
});

describe('password rule', () => {
  it('needs 8+ characters with a letter and a digit', () => {
    expect(passwordProblem('')).toBe('required_field');
    expect(passwordProblem('abc1')).toBe('password_too_short');
    expect(passwordProblem('abcdefgh')).toBe('password_needs_letter_and_digit');
    expect(passwordProblem('abcdefg1')).toBeUndefined();
  });
});
