import { CalculationSyntaxError, tokenize, type Token } from './tokenizer';

/** The syntax tree of a calculation expression. */
export type Expr =
  | { kind: 'num'; value: number }
  | { kind: 'ref'; name: string }
  | { kind: 'neg'; arg: Expr }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/' | '%'; left: Expr; right: Expr }
  | { kind: 'call'; fn: string; args: Expr[] };

export const CALCULATION_FUNCTIONS = ['min', 'max', 'round', 'abs', 'floor', 'ceil'] as const;
const MAX_DEPTH = 100;

/**
 * Recursive descent over:
 *   expr   := term (('+' | '-') term)*
 *   term   := unary (('*' | '/' | '%') unary)*
 *   unary  := '-' unary | '+' unary | atom
 *   atom   := number | ident | ident '(' args ')' | '(' expr ')'
 */
export function parseExpression(expression: string): Expr {
  const tokens = tokenize(expression);
  let pos = 0;
  let depth = 0;
  const peek = (): Token | undefined => tokens[pos];
  const expect = (kind: Token['kind']) => {
    if (peek()?.kind !== kind) {
      throw new CalculationSyntaxError(`expected ${kind} at token ${pos}`);
    }
    pos += 1;
  };
  const enter = () => {
    depth += 1;
    if (depth > MAX_DEPTH) {
      throw new CalculationSyntaxError('expression nested too deeply');
    }
  };

  function expr(): Expr {
    enter();
    let left = term();
    for (let t = peek(); t?.kind === 'op' && (t.op === '+' || t.op === '-'); t = peek()) {
      pos += 1;
      left = { kind: 'bin', op: t.op, left, right: term() };
    }
    depth -= 1;
    return left;
  }
  function term(): Expr {
    let left = unary();
    for (let t = peek(); t?.kind === 'op' && (t.op === '*' || t.op === '/' || t.op === '%'); t = peek()) {
      pos += 1;
      left = { kind: 'bin', op: t.op, left, right: unary() };
    }
    return left;
  }
  function unary(): Expr {
    const t = peek();
    if (t?.kind === 'op' && (t.op === '-' || t.op === '+')) {
      pos += 1;
      enter();
      const arg = unary();
      depth -= 1;
      return t.op === '-' ? { kind: 'neg', arg } : arg;
    }
    return atom();
  }
  function atom(): Expr {
    const t = peek();
    pos += 1;
    if (t?.kind === 'number') {
      return { kind: 'num', value: t.value };
    }
    if (t?.kind === 'lparen') {
      const e = expr();
      expect('rparen');
      return e;
    }
    if (t?.kind === 'ident') {
      if (peek()?.kind !== 'lparen') {
        return { kind: 'ref', name: t.name };
      }
      return call(t.name.toLowerCase());
    }
    throw new CalculationSyntaxError(`unexpected token at ${pos - 1}`);
  }
  function call(fn: string): Expr {
    if (!(CALCULATION_FUNCTIONS as readonly string[]).includes(fn)) {
      throw new CalculationSyntaxError(`unknown function ${fn}`);
    }
    expect('lparen');
    const args: Expr[] = [];
    if (peek()?.kind !== 'rparen') {
      args.push(expr());
      while (peek()?.kind === 'comma') {
        pos += 1;
        args.push(expr());
      }
    }
    expect('rparen');
    return { kind: 'call', fn, args };
  }

  const tree = expr();
  if (pos !== tokens.length) {
    throw new CalculationSyntaxError(`unexpected input at token ${pos}`);
  }
  return tree;
}
