import { string, ValidationError, type TestContext } from 'yup';
import type { RuleResult } from '../forms/rules/rule-result';

/** Helpers shared by the I-9 schemas: messages are translation keys, cross-field errors land on their field. */

/** A yup test from a rule function that answers null or { key, params }. */
export function ruleTest(name: string, rule: (value: string | null | undefined) => RuleResult) {
  return {
    name,
    test(this: TestContext, value: string | null | undefined) {
      const error = rule(value);
      return error ? this.createError({ message: error.key, params: error.params }) : true;
    },
  };
}

/** Several errors from one object-level test, each at its own path (relative to the object's path). */
export function pathErrors(ctx: TestContext, errors: Record<string, string | null | undefined>): true | ValidationError {
  const base = ctx.path ? `${ctx.path}.` : '';
  const list = Object.entries(errors)
    .filter((e): e is [string, string] => !!e[1])
    .map(([path, message]) => ctx.createError({ path: `${base}${path}`, message }));
  return list.length ? new ValidationError(list) : true;
}

export const blank = (v: string | null | undefined): boolean => v == null || v.trim() === '';

/** A trimmed optional text ('' becomes null). */
export const optionalText = (max: number) =>
  string()
    .trim()
    .transform((v: string | null | undefined) => (v === '' ? null : v))
    .max(max, 'es_max')
    .nullable()
    .defined()
    .default(null);

export const requiredText = (max: number) => string().trim().required('required_field').max(max, 'es_max');

/** Letters of any script, spaces, hyphens, apostrophes and periods (De La Cruz, O'Neill, Smith-Johnson). */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .\u2019-]*$/u;
