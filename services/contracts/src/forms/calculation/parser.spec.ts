import fc from 'fast-check';
import { evaluateExpr } from './evaluate';
import { parseExpression } from './parser';
import { CalculationSyntaxError, tokenize } from './tokenizer';

const run = (src: string, vars: Record<string, number> = {}) => evaluateExpr(parseExpression(src), (n) => vars[n] ?? 0);

describe('tokenizer', () => {
  it('reads numbers, names, operators and brackets', () => {
    expect(tokenize('hours * 1.5 + [pay rate]')).toEqual([
      { kind: 'ident', name: 'hours' }, { kind: 'op', op: '*' }, { kind: 'number', value: 1.5 },
      { kind: 'op', op: '+' }, { kind: 'ident', name: 'pay rate' },
    ]);
  });
  it('refuses anything else', () => {
    expect(() => tokenize('a; alert(1)')).toThrow(CalculationSyntaxError);
    expect(() => tokenize('a = 1')).toThrow(CalculationSyntaxError);
    expect(() => tokenize('`x`')).toThrow(CalculationSyntaxError);
  });
});

describe('parser and evaluator', () => {
  it('respects precedence, unary minus and parentheses', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('-2 * -3')).toBe(6);
    expect(run('10 - 4 - 3')).toBe(3);
    expect(run('20 / 4 / 5')).toBe(1);
    expect(run('7 % 4')).toBe(3);
    expect(run('--1')).toBe(1);
  });
  it('reads field names', () => {
    expect(run('hours * rate', { hours: 40, rate: 12.5 })).toBe(500);
    expect(run('props.x + 1', { 'props.x': 2 })).toBe(3);
  });
  it('has min, max, round, abs, floor, ceil', () => {
    expect(run('min(3, 1, 2)')).toBe(1);
    expect(run('MAX(a, 5)', { a: 9 })).toBe(9);
    expect(run('round(2.345, 2)')).toBe(2.35);
    expect(run('round(2.5)')).toBe(3);
    expect(run('abs(-2) + floor(1.7) + ceil(1.2)')).toBe(5);
  });
  it('refuses bad syntax and unknown functions', () => {
    for (const bad of ['1 +', '(1', '1)', 'eval(1)', 'constructor(1)', '1 2', '', 'abs(1, 2)', 'a(']) {
      expect(() => run(bad)).toThrow(CalculationSyntaxError);
    }
  });
  it('limits nesting', () => {
    expect(() => run('('.repeat(500) + '1' + ')'.repeat(500))).toThrow(CalculationSyntaxError);
  });
});

type Node = { n: number } | { op: '+' | '-' | '*'; l: Node; r: Node } | { neg: Node };
const nodeArb: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer({ min: 0, max: 1000 }).map((n) => ({ n })),
    fc.record({ op: fc.constantFrom('+' as const, '-' as const, '*' as const), l: tie('node'), r: tie('node') }),
    tie('node').map((x) => ({ neg: x })),
  ),
})).node;

function show(e: Node): string {
  if ('n' in e) {
    return String(e.n);
  }
  if ('neg' in e) {
    return `-(${show(e.neg)})`;
  }
  return `(${show(e.l)} ${e.op} ${show(e.r)})`;
}
function reference(e: Node): number {
  if ('n' in e) {
    return e.n;
  }
  if ('neg' in e) {
    return -reference(e.neg);
  }
  const a = reference(e.l);
  const b = reference(e.r);
  return e.op === '+' ? a + b : e.op === '-' ? a - b : a * b;
}

describe('calculation properties', () => {
  it('matches a reference for random + - * expressions', () => {
    fc.assert(fc.property(nodeArb, (e) => {
      expect(run(show(e))).toBe(reference(e));
    }), { numRuns: 500 });
  });
  it('never throws anything but a syntax error on random input', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40, unit: fc.constantFrom(...'0123456789+-*/%(),. abx[]'.split('')) }), (src) => {
      try {
        run(src);
      } catch (e) {
        expect(e).toBeInstanceOf(CalculationSyntaxError);
      }
    }), { numRuns: 1000 });
  });
});
