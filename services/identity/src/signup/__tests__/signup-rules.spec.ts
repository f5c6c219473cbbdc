import type { SignupFlags } from '@attest/contracts';
import { resolveSignup, type SignupContext } from '../signup-rules';

const off: SignupFlags = {
  disable_mobile_phone_signup: false,
  force_location_selection_on_signup: false,
  require_home_location: false,
  enable_country_selection: false,
  disable_international_phone_numbers: false,
};
const ctx = (flags: Partial<SignupFlags> = {}): SignupContext => ({
  flags: { ...off, ...flags },
  locations: [
    { location_id: 1, location_code: 'hq' },
    { location_id: 2, location_code: 'west' },
  ],
  languages: ['en', 'es'],
});

describe('resolveSignup', () => {
  it('answers the values to store with every flag off', () => {
    expect(resolveSignup({ location_code: 'West', mobile_phone: ' 555 123 4567 ', time_zone: 'America/Denver' }, ctx())).toEqual({
      value: {
        mobile_phone: '555 123 4567',
        location_id: 2,
        location_code: 'west',
        home_location: null,
        country: 'US',
        time_zone: 'America/Denver',
        language: null,
      },
    });
  });

  it('collects every problem at once', () => {
    expect(
      resolveSignup({ location_code: 'mars', mobile_phone: '', home_location: 9, country: 'FR', language: 'fr' }, ctx({ enable_country_selection: true })),
    ).toEqual({
      errors: { mobile_phone: 'required_field', location_code: 'invalid_entry', home_location: 'invalid_entry', country: 'invalid_entry', language: 'invalid_entry' },
    });
  });

  it('applies each flag', () => {
    expect(resolveSignup({ location_code: 'hq', mobile_phone: 'junk' }, ctx({ disable_mobile_phone_signup: true }))).toMatchObject({ value: { mobile_phone: null } });
    expect(resolveSignup({ location_code: 'hq', mobile_phone: '555-123-4567' }, ctx({ force_location_selection_on_signup: true }))).toEqual({
      errors: { location_code: 'required_field' },
    });
    expect(resolveSignup({ location_code: 'hq', location_selected: true, mobile_phone: '555-123-4567' }, ctx({ force_location_selection_on_signup: true }))).toMatchObject({
      value: { location_id: 1 },
    });
    expect(resolveSignup({ location_code: 'hq', mobile_phone: '555-123-4567' }, ctx({ require_home_location: true }))).toEqual({ errors: { home_location: 'required_field' } });
    expect(resolveSignup({ location_code: 'hq', mobile_phone: '555-123-4567', country: 'uk' }, ctx({ enable_country_selection: true }))).toMatchObject({ value: { country: 'UK' } });
    expect(resolveSignup({ location_code: 'hq', mobile_phone: '555-123-4567', country: 'UK' }, ctx())).toMatchObject({ value: { country: 'US' } });
    expect(resolveSignup({ location_code: 'hq', mobile_phone: '+44 20 7946 0958' }, ctx({ disable_international_phone_numbers: true }))).toEqual({
      errors: { mobile_phone: 'invalid_phone_number' },
    });
  });
});
