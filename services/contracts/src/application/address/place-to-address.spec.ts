import type { PlaceResult } from '../application-dtos';
import { mapsCountry, mapsRegionCode } from './maps-countries';
import { placeToAddress, productCountryCode } from './place-to-address';

type Components = PlaceResult['address_components'];
const c = (long_name: string, short_name: string, ...types: string[]) => ({ long_name, short_name, types });

const HELENA: Components = [
  c('100', '100', 'street_number'),
  c('Last Chance Gulch', 'Last Chance Gulch', 'route'),
  c('Suite 4', 'Suite 4', 'subpremise'),
  c('Helena', 'Helena', 'locality', 'political'),
  c('Lewis and Clark County', 'Lewis and Clark County', 'administrative_area_level_2', 'political'),
  c('Montana', 'MT', 'administrative_area_level_1', 'political'),
  c('United States', 'US', 'country', 'political'),
  c('59601', '59601', 'postal_code'),
];

const LONDON: Components = [
  c('10', '10', 'street_number'),
  c('Downing Street', 'Downing St', 'route'),
  c('London', 'London', 'postal_town'),
  c('Greater London', 'Greater London', 'administrative_area_level_2', 'political'),
  c('England', 'England', 'administrative_area_level_1', 'political'),
  c('United Kingdom', 'GB', 'country', 'political'),
  c('SW1A 2AA', 'SW1A 2AA', 'postal_code'),
];

const BROOKLYN: Components = [
  c('Brooklyn', 'Brooklyn', 'sublocality_level_1', 'sublocality', 'political'),
  c('New York', 'New York', 'locality', 'political'),
  c('New York', 'NY', 'administrative_area_level_1', 'political'),
  c('United States', 'US', 'country', 'political'),
  c('11201', '11201', 'postal_code'),
];

describe('placeToAddress (spec §2 Address entry)', () => {
  it('fills a US street address: number + route, subpremise, locality, state code, zip', () => {
    expect(placeToAddress({ address_components: HELENA }, '100 Last Chance Gulch, Helena, MT')).toEqual({
      address1: '100 Last Chance Gulch',
      address2: 'Suite 4',
      city: 'Helena',
      state: 'MT',
      zip: '59601',
      country: 'US',
    });
  });

  it('takes the UK postal town as the city; England is no product state; GB reads as UK', () => {
    expect(placeToAddress({ address_components: LONDON }, '10 Downing Street, London')).toEqual({
      address1: '10 Downing Street',
      address2: '',
      city: 'London',
      state: '',
      zip: 'SW1A 2AA',
      country: 'UK',
    });
  });

  it('uses the text before the first comma of the input when street number and route are missing', () => {
    const address = placeToAddress({ address_components: BROOKLYN }, '  Unit 5 Old Mill Yard , Brooklyn, NY');
    expect(address.address1).toBe('Unit 5 Old Mill Yard');
    expect(address).toMatchObject({ city: 'New York', state: 'NY', zip: '11201', address2: '' });
  });

  it('keeps just the route when the street number is missing (input not used then)', () => {
    const place = { address_components: HELENA.filter((x) => !x.types.includes('street_number')) };
    expect(placeToAddress(place, 'Something else, Helena').address1).toBe('Last Chance Gulch');
  });

  it('maps a Canadian province short name and, failing that, a long name to the product code', () => {
    const toronto = [c('King Street West', 'King St W', 'route'), c('Toronto', 'Toronto', 'locality'), c('Ontario', 'ON', 'administrative_area_level_1'), c('Canada', 'CA', 'country'), c('M5H 1J9', 'M5H 1J9', 'postal_code')];
    expect(placeToAddress({ address_components: toronto }, 'King St W')).toMatchObject({ state: 'ON', country: 'CA', address1: 'King Street West' });
    const longOnly = [c('Québec', 'Qué.', 'administrative_area_level_1')];
    expect(placeToAddress({ address_components: longOnly }, 'x').state).toBe('QC');
  });

  it('lets metadata override a field mapping: another component type, another name, or skipping', () => {
    const input = 'Brooklyn, NY';
    expect(placeToAddress({ address_components: BROOKLYN }, input, { city: { types: ['sublocality'] } }).city).toBe('Brooklyn');
    expect(placeToAddress({ address_components: LONDON }, input, { address1: { name: 'short_name' } }).address1).toBe('10 Downing St');
    expect(placeToAddress({ address_components: HELENA }, input, { city: { types: ['administrative_area_level_2'] } }).city).toBe('Lewis and Clark County');
    const skipped = placeToAddress({ address_components: HELENA }, input, { address2: { skip: true }, address1: { skip: true } });
    expect(skipped).toMatchObject({ address1: '', address2: '', city: 'Helena' });
  });

  it('falls back through the listed types in order when the first is missing', () => {
    expect(placeToAddress({ address_components: LONDON }, 'x', { city: { types: ['sublocality', 'postal_town'] } }).city).toBe('London');
  });

  it('gives empty fields (and the input head as address1) for a place without components', () => {
    expect(placeToAddress({ address_components: [] }, 'Main Street 5, Cork')).toEqual({ address1: 'Main Street 5', address2: '', city: '', state: '', zip: '', country: '' });
  });
});

describe('maps countries', () => {
  it('serves US, CA, UK (GB) and IE only, in any case', () => {
    expect(mapsCountry('us')).toBe('US');
    expect(mapsCountry('GB')).toBe('UK');
    expect(mapsCountry(' ie ')).toBe('IE');
    expect(mapsCountry('FR')).toBeNull();
    expect(mapsCountry('')).toBeNull();
    expect(mapsRegionCode('UK')).toBe('gb');
    expect(productCountryCode('gb')).toBe('UK');
  });
});
