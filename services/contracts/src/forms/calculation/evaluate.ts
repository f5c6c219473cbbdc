import { CalculationSyntaxError } from './tokenizer';
import type { Expr } from './parser';

/** Evaluates a parsed expression; `lookup` gives each field name's number. Never runs code. */
export function evaluateExpr(e: Expr, lookup: (name: string) => number): number {
  switch (e.kind) {
    case 'num':
      return e.value;
    case 'ref':
      return lookup(e.name);
    case 'neg':
      return -evaluateExpr(e.arg, lookup);
    case 'bin': {
      const a = evaluateExpr(e.left, lookup);
      const b = evaluateExpr(e.right, lookup);
      switch (e.op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
          return a / b;
        case '%':
          return a % b;
      }
      break;
    }
    case 'call':
      return callFunction(e.fn, e.args.map((a) => evaluateExpr(a, lookup)));
  }
  throw new CalculationSyntaxError('unknown node');
}

function callFunction(fn: string, args: number[]): number {
  const need = (n: number) => {
    if (args.length !== n) {
      throw new CalculationSyntaxError(`${fn} takes ${n} argument(s)`);
    }
  };
  switch (fn) {
    case 'min':
      return args.length ? Math.min(...args) : NaN;
    case 'max':
      return args.length ? Math.max(...args) : NaN;
    case 'round': {
      // round(x) or round(x, decimals)
      if (args.length !== 1 && args.length !== 2) {
        throw new CalculationSyntaxError('round takes 1 or 2 arguments');
      }
      const f = 10 ** (args[1] ?? 0);
      return Math.round(args[0] * f) / f;
    }
    case 'abs':
      need(1);
      return Math.abs(args[0]);
    case 'floor':
      need(1);
      return Math.floor(args[0]);
    case 'ceil':
      need(1);
      return Math.ceil(args[0]);
    default:
      throw new CalculationSyntaxError(`unknown function ${fn}`);
  }
}
