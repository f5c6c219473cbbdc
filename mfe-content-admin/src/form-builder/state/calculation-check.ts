import { parseExpression, type Expr } from '@attest/contracts';

/** The names an expression reads. Throws on a syntax error (the contracts' safe parser, as the server). */
export function expressionRefs(operation: string): string[] {
  const refs = new Set<string>();
  const walk = (e: Expr): void => {
    if (e.kind === 'ref') {
      refs.add(e.name);
    } else if (e.kind === 'neg') {
      walk(e.arg);
    } else if (e.kind === 'bin') {
      walk(e.left);
      walk(e.right);
    } else if (e.kind === 'call') {
      e.args.forEach(walk);
    }
  };
  walk(parseExpression(operation));
  return [...refs];
}

/** The live check of a calculated field: null when it would save, else the key of why not (the server's keys). */
export function checkCalculation(operation: string, names: readonly string[]): { error: string | null; refs: string[] } {
  if (!operation.trim()) {
    return { error: 'calculation_required', refs: [] };
  }
  try {
    const refs = expressionRefs(operation);
    return { error: refs.every((r) => names.includes(r)) ? null : 'calculation_unknown_field', refs };
  } catch {
    return { error: 'calculation_invalid', refs: [] };
  }
}
