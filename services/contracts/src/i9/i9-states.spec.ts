import { isI9StateCode, validateI9State, validateI9Zip } from './i9-states';

describe('I-9 state and ZIP', () => {
  it('states, D.C., territories, freely associated states, military post offices, CAN and MEX', () => {
    for (const code of ['IL', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'FM', 'MH', 'PW', 'AA', 'AE', 'AP', 'CAN', 'MEX', 'ny']) {
      expect(isI9StateCode(code)).toBe(true);
    }
    expect(isI9StateCode('ON')).toBe(false);
    expect(validateI9State('XX')).toEqual({ key: 'i9_invalid_state' });
    expect(validateI9State('')).toBeNull();
  });
  it('a US ZIP, or a postal code for CAN / MEX', () => {
    expect(validateI9Zip('62701', 'IL')).toBeNull();
    expect(validateI9Zip('62701-1234', 'IL')).toBeNull();
    expect(validateI9Zip('K1A 0B1', 'IL')).toEqual({ key: 'invalid_zip_code' });
    expect(validateI9Zip('K1A 0B1', 'CAN')).toBeNull();
    expect(validateI9Zip('06600', 'MEX')).toBeNull();
    expect(validateI9Zip('', 'IL')).toBeNull();
  });
});
