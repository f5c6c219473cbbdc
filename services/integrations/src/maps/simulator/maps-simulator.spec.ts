import { placeToAddress } from '@attest/contracts';
import { MapsError } from '../maps-adapter';
import { MapsSimulator, searchWords } from './maps-simulator';
import { SIM_PLACES } from './sim-addresses';

describe('maps simulator', () => {
  const maps = new MapsSimulator();

  it('holds about forty places across US (MT, CA, NY), CA, GB and IE with unique ids', () => {
    expect(SIM_PLACES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SIM_PLACES.map((p) => p.place.place_id)).size).toBe(SIM_PLACES.length);
    const count = (country: string, state?: string) =>
      SIM_PLACES.filter((p) => p.country === country && (!state || p.place.address_components.some((c) => c.types.includes('administrative_area_level_1') && c.short_name === state))).length;
    expect(count('US', 'MT')).toBeGreaterThanOrEqual(5);
    expect(count('US', 'CA')).toBeGreaterThanOrEqual(5);
    expect(count('US', 'NY')).toBeGreaterThanOrEqual(4);
    expect(count('CA')).toBeGreaterThanOrEqual(5);
    expect(count('GB')).toBeGreaterThanOrEqual(5);
    expect(count('IE')).toBeGreaterThanOrEqual(4);
  });

  it('matches by word prefixes, case-insensitively, a half-typed last word included', async () => {
    const hits = await maps.autocomplete('last CHANCE gu', 'US');
    expect(hits).toEqual([{ place_id: 'sim-us-mt-03', description: '100 Last Chance Gulch, Helena, MT 59601, USA' }]);
    expect((await maps.autocomplete('helena', 'US')).map((p) => p.place_id)).toEqual(expect.arrayContaining(['sim-us-mt-01', 'sim-us-mt-02', 'sim-us-mt-03']));
    // Words in any order; long component names count too (Fifth Avenue is written 5th Ave).
    expect((await maps.autocomplete('fifth avenue new york', 'US')).map((p) => p.place_id)).toEqual(['sim-us-ny-01']);
    // Accents and apostrophes are ignored.
    expect((await maps.autocomplete('montreal notre', 'CA')).map((p) => p.place_id)).toEqual(['sim-ca-qc-01']);
    expect((await maps.autocomplete('oconnell', 'IE')).map((p) => p.place_id)).toEqual(['sim-ie-03']);
  });

  it('does not match a word in the middle of another word', async () => {
    expect(await maps.autocomplete('elena', 'US')).toEqual([]);
  });

  it('never leaves the restricted country (UK is the maps service GB)', async () => {
    expect(await maps.autocomplete('Downing', 'US')).toEqual([]);
    expect((await maps.autocomplete('Downing', 'UK')).map((p) => p.place_id)).toEqual(['sim-gb-01']);
    // "Washington" is a US street, city and state; none of it is in Canada.
    expect(await maps.autocomplete('washington', 'CA')).toEqual([]);
    const dublin = await maps.autocomplete('dublin', 'IE');
    expect(dublin.length).toBeGreaterThan(0);
    expect(dublin.every((p) => p.place_id.startsWith('sim-ie-'))).toBe(true);
  });

  it('answers at most five predictions, addresses starting with the input first', async () => {
    const hits = await maps.autocomplete('1', 'US');
    expect(hits).toHaveLength(5);
    expect(hits.every((h) => h.description.startsWith('1'))).toBe(true);
    const ny = await maps.autocomplete('new york', 'US');
    expect(ny.length).toBeLessThanOrEqual(5);
    expect(ny[0].description.startsWith('New York State Capitol')).toBe(true);
  });

  it('answers nothing for blank or punctuation-only input', async () => {
    expect(await maps.autocomplete('  ,, ', 'US')).toEqual([]);
    expect(searchWords("Rue Notre-Dame Est, O'Neil")).toEqual(['rue', 'notre', 'dame', 'est', 'oneil']);
  });

  it('gives place details whose components fill the address, and 404s unknown ids', async () => {
    const gb = await maps.place('sim-gb-05');
    expect(placeToAddress(gb, gb.formatted_address)).toEqual({ address1: '12 Park Row', address2: 'Flat 3', city: 'Bristol', state: '', zip: 'BS1 5LJ', country: 'UK' });
    const capitol = await maps.place('sim-us-ny-05');
    expect(placeToAddress(capitol, 'New York State Capitol, State St, Albany')).toMatchObject({ address1: 'State Street', city: 'Albany', state: 'NY', zip: '12224' });
    const montreal = await maps.place('sim-ca-qc-01');
    expect(placeToAddress(montreal, montreal.formatted_address)).toMatchObject({ address1: '275 Rue Notre-Dame Est', city: 'Montréal', state: 'QC', zip: 'H2Y 1C6', country: 'CA' });
    await expect(maps.place('nope')).rejects.toEqual(new MapsError('NOT_FOUND'));
  });

  it('hands out copies, so a caller cannot change the simulated world', async () => {
    const first = await maps.place('sim-us-mt-01');
    first.address_components.length = 0;
    expect((await maps.place('sim-us-mt-01')).address_components.length).toBeGreaterThan(0);
  });

  it('geocodes a known address and fails with ZERO_RESULTS otherwise', async () => {
    expect(await maps.geocode('350 5th Ave, New York, NY 10118')).toEqual({ lat: 40.7484, lng: -73.9857 });
    await expect(maps.geocode('1 Nowhere Lane, Atlantis')).rejects.toEqual(new MapsError('ZERO_RESULTS'));
    await expect(maps.geocode('   ')).rejects.toEqual(new MapsError('ZERO_RESULTS'));
  });
});
