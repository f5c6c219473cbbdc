import fc from 'fast-check';
import { evaluateCalculation, minOtPay } from './evaluate-calculation';

const params = (operation: string, names: string[], is_money = false) => ({ operation, fields: names.map((name) => ({ name })), is_money });

describe('evaluateCalculation', () => {
  it('evaluates over the named fields', () => {
    expect(evaluateCalculation(params('hours * rate', ['hours', 'rate']), { hours: '40', rate: '12.5' })).toBe('500');
    expect(evaluateCalculation(params('a + b', ['a', 'b']), { a: '0.1', b: '0.2' })).toBe('0.3');
  });
  it('money results have 2 decimals', () => {
    expect(evaluateCalculation(params('hours * rate', ['hours', 'rate'], true), { hours: '40', rate: '12.5' })).toBe('500.00');
    expect(evaluateCalculation(params('a / 3', ['a'], true), { a: '10' })).toBe('3.33');
  });
  it('commas are stripped; missing or non-numeric inputs count as 0', () => {
    expect(evaluateCalculation(params('a + b', ['a', 'b']), { a: '1,000', b: null })).toBe('1000');
    expect(evaluateCalculation(params('a + b', ['a', 'b']), { a: 'x', b: '2' })).toBe('2');
  });
  it('failed evaluation, Infinity or NaN give 0', () => {
    expect(evaluateCalculation(params('a / b', ['a', 'b']), { a: '1', b: '0' })).toBe('0');
    expect(evaluateCalculation(params('a / b', ['a', 'b'], true), { a: '0', b: '0' })).toBe('0.00');
    expect(evaluateCalculation(params('a +', ['a']), { a: '1' })).toBe('0');
    expect(evaluateCalculation(params('alert(a)', ['a']), { a: '1' })).toBe('0');
  });
  it('null when every input is missing and the result is 0', () => {
    expect(evaluateCalculation(params('a * b', ['a', 'b']), { a: '', b: null })).toBeNull();
    expect(evaluateCalculation(params('a * b', ['a', 'b']), { a: '0', b: null })).toBe('0');
    expect(evaluateCalculation(params('a + 5', ['a']), {})).toBe('5');
    expect(evaluateCalculation(undefined, {})).toBeNull();
  });
  it('never throws on random operations and values', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), fc.dictionary(fc.constantFrom('a', 'b'), fc.option(fc.string({ maxLength: 6 }))), fc.boolean(), (op, values, money) => {
      const out = evaluateCalculation(params(op, ['a', 'b'], money), values);
      expect(out === null || /^-?\d+(\.\d+)?(e[-+]\d+)?$/.test(out)).toBe(true);
    }), { numRuns: 1000 });
  });
});

describe('minOtPay', () => {
  it('is 1.5 times with 2 decimals', () => {
    expect(minOtPay('20')).toBe('30.00');
    expect(minOtPay('15.55')).toBe('23.33');
    expect(minOtPay('1,000')).toBe('1500.00');
    expect(minOtPay('')).toBe('');
    expect(minOtPay('abc')).toBe('');
  });
});
