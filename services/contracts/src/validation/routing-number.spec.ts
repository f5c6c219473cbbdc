import { isValidRoutingNumber } from './routing-number';

describe('isValidRoutingNumber (ABA check digit)', () => {
  it('accepts real routing numbers', () => {
    for (const n of ['011000015', '021000021', '111000025', '122105155', '026009593']) {
      expect(isValidRoutingNumber(n)).toBe(true);
    }
  });

  it('refuses a wrong check digit, wrong length, letters, all zeros and empty', () => {
    for (const n of ['011000016', '021000022', '12345678', '1234567890', '02100002a', ' 21000021', '000000000', '', null, undefined]) {
      expect(isValidRoutingNumber(n)).toBe(false);
    }
  });
});
