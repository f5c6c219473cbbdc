/** Tokens of a calculation expression: numbers, field names, + - * / %, parentheses and commas. */
export type Token =
  | { kind: 'number'; value: number }
  | { kind: 'ident'; name: string }
  | { kind: 'op'; op: '+' | '-' | '*' | '/' | '%' }
  | { kind: 'lparen' }
  | { kind: 'rparen' }
  | { kind: 'comma' };

export class CalculationSyntaxError extends Error {}

const NUMBER = /^(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/;
// Field names: letters, digits, _ and . (e.g. props.rate); brackets allow any name: [hours worked].
const IDENT = /^[A-Za-z_$][A-Za-z0-9_.$]*/;
const MAX_EXPRESSION_LENGTH = 2000;

export function tokenize(expression: string): Token[] {
  if (expression.length > MAX_EXPRESSION_LENGTH) {
    throw new CalculationSyntaxError('expression too long');
  }
  const tokens: Token[] = [];
  let i = 0;
  while (i < expression.length) {
    const c = expression[i];
    const rest = expression.slice(i);
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '+' || c === '-' || c === '*' || c === '/' || c === '%') {
      tokens.push({ kind: 'op', op: c });
      i += 1;
    } else if (c === '(' || c === ')' || c === ',') {
      tokens.push(c === '(' ? { kind: 'lparen' } : c === ')' ? { kind: 'rparen' } : { kind: 'comma' });
      i += 1;
    } else if (c === '[') {
      const end = expression.indexOf(']', i);
      if (end < 0) {
        throw new CalculationSyntaxError('unclosed [');
      }
      tokens.push({ kind: 'ident', name: expression.slice(i + 1, end).trim() });
      i = end + 1;
    } else {
      const num = NUMBER.exec(rest);
      const ident = num ? null : IDENT.exec(rest);
      if (num) {
        tokens.push({ kind: 'number', value: Number(num[0]) });
        i += num[0].length;
      } else if (ident) {
        tokens.push({ kind: 'ident', name: ident[0] });
        i += ident[0].length;
      } else {
        throw new CalculationSyntaxError(`unexpected '${c}' at ${i}`);
      }
    }
  }
  return tokens;
}
