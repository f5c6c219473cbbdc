import type { CalculationParams, FieldValue, FormValues } from '../form-types';
import { evaluateExpr } from './evaluate';
import { parseExpression, type Expr } from './parser';

const cache = new Map<string, Expr | null>();

/** Parses once per expression; a syntax error is remembered as null. */
function compile(operation: string): Expr | null {
  if (!cache.has(operation)) {
    let tree: Expr | null = null;
    try {
      tree = parseExpression(operation);
    } catch {
      tree = null;
    }
    if (cache.size > 500) {
      cache.clear();
    }
    cache.set(operation, tree);
  }
  return cache.get(operation) ?? null;
}

export function isMissing(value: FieldValue | undefined): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** A field's number: commas stripped; missing or not numeric counts as 0 (a half-typed value must not break the total). */
export function inputNumber(value: FieldValue | undefined): number {
  if (isMissing(value) || Array.isArray(value)) {
    return 0;
  }
  const n = Number(String(value).replace(/,/g, '').trim());
  return Number.isFinite(n) ? n : 0;
}

/** Non-money results: float noise removed (0.1 + 0.2 → '0.3'), at most 10 decimals. */
function formatPlain(n: number): string {
  const s = String(Number(n.toFixed(10)));
  return s === '-0' ? '0' : s;
}

/**
 * The value of a calculated field (datatype 28): the operation over the named fields' values.
 * Money results have 2 decimals; a failed evaluation, Infinity or NaN gives '0'; when every input is
 * missing and the result is 0 the value is null. Names not listed in params.fields are still read from
 * `values`, so `fields` only decides what counts as "every input is missing".
 */
export function evaluateCalculation(params: CalculationParams | null | undefined, values: FormValues): string | null {
  const inputs = (params?.fields ?? []).map((f) => f.name);
  const allMissing = inputs.every((name) => isMissing(values[name]));
  const tree = params?.operation ? compile(params.operation) : null;
  let result = 0;
  if (tree) {
    try {
      result = evaluateExpr(tree, (name) => inputNumber(values[name]));
    } catch {
      result = 0;
    }
  }
  if (!Number.isFinite(result)) {
    result = 0;
  }
  if (result === 0 && allMissing) {
    return null;
  }
  return params?.is_money ? result.toFixed(2).replace(/^-(0\.00)$/, '$1') : formatPlain(result);
}

/** min_ot_pay = 1.5 × minimum pay, 2 decimals; empty or not numeric → ''. */
export function minOtPay(minimumPay: FieldValue | undefined): string {
  if (isMissing(minimumPay) || Array.isArray(minimumPay)) {
    return '';
  }
  const n = Number(String(minimumPay).replace(/,/g, '').trim());
  return Number.isFinite(n) ? (n * 1.5).toFixed(2) : '';
}
