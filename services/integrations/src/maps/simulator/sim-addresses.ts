import type { PlaceResult } from '@attest/contracts';

/**
 * The maps simulator's world: public buildings and well-known addresses in the US (Montana,
 * California, New York and a few more), Canada, the United Kingdom and Ireland, shaped like Google
 * Places details. Some have no street number (named buildings) or carry a subpremise, so the portal's
 * fallbacks are exercised in demos.
 */
interface SimAddress {
  id: string;
  /** Maps-service country code (GB for the United Kingdom). */
  country: 'US' | 'CA' | 'GB' | 'IE';
  /** Name of a building without a street number; it heads the formatted address. */
  premise?: string;
  number?: string;
  route: string;
  routeShort?: string;
  subpremise?: string;
  city: string;
  /** UK addresses name a postal town instead of a locality. */
  cityType?: 'locality' | 'postal_town';
  sublocality?: string;
  area: [long: string, short: string];
  postal: string;
  lat: number;
  lng: number;
}

const US_COUNTRY: [string, string] = ['United States', 'US'];
const COUNTRY_NAMES: Record<SimAddress['country'], [string, string]> = {
  US: US_COUNTRY,
  CA: ['Canada', 'CA'],
  GB: ['United Kingdom', 'GB'],
  IE: ['Ireland', 'IE'],
};

const MT: [string, string] = ['Montana', 'MT'];
const CAL: [string, string] = ['California', 'CA'];
const NY: [string, string] = ['New York', 'NY'];
const ON: [string, string] = ['Ontario', 'ON'];
const BC: [string, string] = ['British Columbia', 'BC'];
const AB: [string, string] = ['Alberta', 'AB'];
const ENG: [string, string] = ['England', 'England'];

const ROWS: SimAddress[] = [
  { id: 'sim-us-mt-01', country: 'US', premise: 'Montana State Capitol', number: '1301', route: 'East 6th Avenue', routeShort: 'E 6th Ave', city: 'Helena', area: MT, postal: '59601', lat: 46.5857, lng: -112.0184 },
  { id: 'sim-us-mt-02', country: 'US', number: '316', route: 'North Park Avenue', routeShort: 'N Park Ave', city: 'Helena', area: MT, postal: '59623', lat: 46.5891, lng: -112.0391 },
  { id: 'sim-us-mt-03', country: 'US', number: '100', route: 'Last Chance Gulch', city: 'Helena', area: MT, postal: '59601', lat: 46.5872, lng: -112.0403 },
  { id: 'sim-us-mt-04', country: 'US', number: '435', route: 'Ryman Street', routeShort: 'Ryman St', city: 'Missoula', area: MT, postal: '59802', lat: 46.8721, lng: -113.994 },
  { id: 'sim-us-mt-05', country: 'US', number: '210', route: 'North 27th Street', routeShort: 'N 27th St', city: 'Billings', area: MT, postal: '59101', lat: 45.7833, lng: -108.5007 },
  { id: 'sim-us-mt-06', country: 'US', number: '121', route: '4th Street North', routeShort: '4th St N', city: 'Great Falls', area: MT, postal: '59401', lat: 47.5053, lng: -111.3008 },
  { id: 'sim-us-mt-07', country: 'US', number: '121', route: 'North Rouse Avenue', routeShort: 'N Rouse Ave', subpremise: 'Suite 200', city: 'Bozeman', area: MT, postal: '59715', lat: 45.6793, lng: -111.0347 },
  { id: 'sim-us-mt-08', country: 'US', number: '155', route: 'West Granite Street', routeShort: 'W Granite St', city: 'Butte', area: MT, postal: '59701', lat: 46.013, lng: -112.5366 },
  { id: 'sim-us-ca-01', country: 'US', premise: 'California State Capitol', number: '1315', route: '10th Street', routeShort: '10th St', city: 'Sacramento', area: CAL, postal: '95814', lat: 38.5766, lng: -121.4934 },
  { id: 'sim-us-ca-02', country: 'US', number: '555', route: 'Capitol Mall', subpremise: 'Suite 1500', city: 'Sacramento', area: CAL, postal: '95814', lat: 38.5777, lng: -121.5006 },
  { id: 'sim-us-ca-03', country: 'US', number: '200', route: 'North Spring Street', routeShort: 'N Spring St', city: 'Los Angeles', area: CAL, postal: '90012', lat: 34.0537, lng: -118.2428 },
  { id: 'sim-us-ca-04', country: 'US', number: '1', route: 'Doctor Carlton B Goodlett Place', routeShort: 'Dr Carlton B Goodlett Pl', city: 'San Francisco', area: CAL, postal: '94102', lat: 37.7793, lng: -122.4193 },
  { id: 'sim-us-ca-05', country: 'US', number: '202', route: 'C Street', routeShort: 'C St', city: 'San Diego', area: CAL, postal: '92101', lat: 32.7165, lng: -117.1611 },
  { id: 'sim-us-ca-06', country: 'US', number: '1600', route: 'Amphitheatre Parkway', routeShort: 'Amphitheatre Pkwy', city: 'Mountain View', area: CAL, postal: '94043', lat: 37.422, lng: -122.0841 },
  { id: 'sim-us-ca-07', country: 'US', number: '200', route: 'East Santa Clara Street', routeShort: 'E Santa Clara St', city: 'San Jose', area: CAL, postal: '95113', lat: 37.3374, lng: -121.8854 },
  { id: 'sim-us-ny-01', country: 'US', premise: 'Empire State Building', number: '350', route: 'Fifth Avenue', routeShort: '5th Ave', city: 'New York', area: NY, postal: '10118', lat: 40.7484, lng: -73.9857 },
  { id: 'sim-us-ny-02', country: 'US', number: '1', route: 'Centre Street', routeShort: 'Centre St', city: 'New York', area: NY, postal: '10007', lat: 40.713, lng: -74.0042 },
  { id: 'sim-us-ny-03', country: 'US', number: '209', route: 'Joralemon Street', routeShort: 'Joralemon St', city: 'New York', sublocality: 'Brooklyn', area: NY, postal: '11201', lat: 40.6925, lng: -73.9904 },
  { id: 'sim-us-ny-04', country: 'US', number: '65', route: 'Niagara Square', city: 'Buffalo', area: NY, postal: '14202', lat: 42.8864, lng: -78.8784 },
  { id: 'sim-us-ny-05', country: 'US', premise: 'New York State Capitol', route: 'State Street', routeShort: 'State St', city: 'Albany', area: NY, postal: '12224', lat: 42.6526, lng: -73.7572 },
  { id: 'sim-us-dc-01', country: 'US', number: '1600', route: 'Pennsylvania Avenue Northwest', routeShort: 'Pennsylvania Ave NW', city: 'Washington', area: ['District of Columbia', 'DC'], postal: '20500', lat: 38.8977, lng: -77.0365 },
  { id: 'sim-us-il-01', country: 'US', number: '233', route: 'South Wacker Drive', routeShort: 'S Wacker Dr', city: 'Chicago', area: ['Illinois', 'IL'], postal: '60606', lat: 41.8789, lng: -87.6359 },
  { id: 'sim-us-wa-01', country: 'US', number: '400', route: 'Broad Street', routeShort: 'Broad St', city: 'Seattle', area: ['Washington', 'WA'], postal: '98109', lat: 47.6205, lng: -122.3493 },
  { id: 'sim-ca-on-01', country: 'CA', number: '100', route: 'Queen Street West', routeShort: 'Queen St W', city: 'Toronto', area: ON, postal: 'M5H 2N2', lat: 43.6535, lng: -79.3841 },
  { id: 'sim-ca-on-02', country: 'CA', number: '111', route: 'Wellington Street', routeShort: 'Wellington St', city: 'Ottawa', area: ON, postal: 'K1A 0A9', lat: 45.4236, lng: -75.7009 },
  { id: 'sim-ca-qc-01', country: 'CA', number: '275', route: 'Rue Notre-Dame Est', routeShort: 'Rue Notre-Dame E', city: 'Montréal', area: ['Québec', 'QC'], postal: 'H2Y 1C6', lat: 45.5088, lng: -73.554 },
  { id: 'sim-ca-bc-01', country: 'CA', number: '453', route: 'West 12th Avenue', routeShort: 'W 12th Ave', city: 'Vancouver', area: BC, postal: 'V5Y 1V4', lat: 49.2609, lng: -123.1139 },
  { id: 'sim-ca-bc-02', country: 'CA', number: '1055', route: 'West Georgia Street', routeShort: 'W Georgia St', subpremise: 'Unit 210', city: 'Vancouver', area: BC, postal: 'V6E 3P3', lat: 49.2856, lng: -123.1213 },
  { id: 'sim-ca-ab-01', country: 'CA', number: '800', route: 'Macleod Trail Southeast', routeShort: 'Macleod Trail SE', city: 'Calgary', area: AB, postal: 'T2G 2M3', lat: 51.0453, lng: -114.0581 },
  { id: 'sim-ca-ab-02', country: 'CA', number: '1', route: 'Sir Winston Churchill Square', routeShort: 'Sir Winston Churchill Sq', city: 'Edmonton', area: AB, postal: 'T5J 2R7', lat: 53.5444, lng: -113.4909 },
  { id: 'sim-gb-01', country: 'GB', number: '10', route: 'Downing Street', routeShort: 'Downing St', city: 'London', cityType: 'postal_town', area: ENG, postal: 'SW1A 2AA', lat: 51.5034, lng: -0.1276 },
  { id: 'sim-gb-02', country: 'GB', number: '221B', route: 'Baker Street', routeShort: 'Baker St', city: 'London', cityType: 'postal_town', area: ENG, postal: 'NW1 6XE', lat: 51.5238, lng: -0.1586 },
  { id: 'sim-gb-03', country: 'GB', premise: 'Manchester Town Hall', route: 'Albert Square', routeShort: 'Albert Sq', city: 'Manchester', cityType: 'postal_town', area: ENG, postal: 'M60 2LA', lat: 53.4794, lng: -2.2447 },
  { id: 'sim-gb-04', country: 'GB', premise: 'Council House', route: 'Victoria Square', routeShort: 'Victoria Sq', city: 'Birmingham', cityType: 'postal_town', area: ENG, postal: 'B1 1BB', lat: 52.4797, lng: -1.9036 },
  { id: 'sim-gb-05', country: 'GB', number: '12', route: 'Park Row', subpremise: 'Flat 3', city: 'Bristol', cityType: 'postal_town', area: ENG, postal: 'BS1 5LJ', lat: 51.4556, lng: -2.6004 },
  { id: 'sim-gb-06', country: 'GB', number: '249', route: 'High Street', routeShort: 'High St', city: 'Edinburgh', cityType: 'postal_town', area: ['Scotland', 'Scotland'], postal: 'EH1 1YJ', lat: 55.95, lng: -3.1904 },
  { id: 'sim-gb-07', country: 'GB', premise: 'Cardiff Castle', route: 'Castle Street', routeShort: 'Castle St', city: 'Cardiff', cityType: 'postal_town', area: ['Wales', 'Wales'], postal: 'CF10 3RB', lat: 51.4816, lng: -3.1811 },
  { id: 'sim-ie-01', country: 'IE', premise: 'Trinity College Dublin', route: 'College Green', city: 'Dublin', area: ['County Dublin', 'D'], postal: 'D02 PN40', lat: 53.3438, lng: -6.2546 },
  { id: 'sim-ie-02', country: 'IE', premise: 'Government Buildings', route: 'Upper Merrion Street', routeShort: 'Upper Merrion St', city: 'Dublin', area: ['County Dublin', 'D'], postal: 'D02 R583', lat: 53.3389, lng: -6.2534 },
  { id: 'sim-ie-03', country: 'IE', number: '47', route: "O'Connell Street Upper", routeShort: "O'Connell St Upper", city: 'Dublin', area: ['County Dublin', 'D'], postal: 'D01 X2P2', lat: 53.3522, lng: -6.2608 },
  { id: 'sim-ie-04', country: 'IE', premise: 'City Hall', route: 'Anglesea Street', routeShort: 'Anglesea St', city: 'Cork', area: ['County Cork', 'CO'], postal: 'T12 T997', lat: 51.8972, lng: -8.4706 },
  { id: 'sim-ie-05', country: 'IE', number: '23', route: 'Eyre Square', subpremise: 'Apartment 4', city: 'Galway', area: ['County Galway', 'G'], postal: 'H91 KT67', lat: 53.2743, lng: -9.049 },
];

/** The formatted address the way the maps service writes it for that country. */
function formatted(a: SimAddress): string {
  const street = [a.number, a.routeShort ?? a.route].filter(Boolean).join(' ');
  // US addresses put the unit after the street ("555 Capitol Mall Suite 1500"), the others before it.
  const unit = !a.subpremise ? street : a.country === 'US' ? `${street} ${a.subpremise}` : `${a.subpremise}, ${street}`;
  const line1 = [a.premise, unit].filter(Boolean).join(', ');
  switch (a.country) {
    case 'US':
      return `${line1}, ${a.sublocality ?? a.city}, ${a.area[1]} ${a.postal}, USA`;
    case 'CA':
      return `${line1}, ${a.city}, ${a.area[1]} ${a.postal}, Canada`;
    case 'GB':
      return `${line1}, ${a.city} ${a.postal}, UK`;
    case 'IE':
      return `${line1}, ${a.city}, ${a.area[0]}, ${a.postal}, Ireland`;
  }
}

function toPlace(a: SimAddress): PlaceResult {
  const comp = (long_name: string, short_name: string, ...types: string[]) => ({ long_name, short_name, types });
  const components = [
    ...(a.premise ? [comp(a.premise, a.premise, 'premise')] : []),
    ...(a.subpremise ? [comp(a.subpremise, a.subpremise, 'subpremise')] : []),
    ...(a.number ? [comp(a.number, a.number, 'street_number')] : []),
    comp(a.route, a.routeShort ?? a.route, 'route'),
    ...(a.sublocality ? [comp(a.sublocality, a.sublocality, 'political', 'sublocality', 'sublocality_level_1')] : []),
    comp(a.city, a.city, ...(a.cityType === 'postal_town' ? ['postal_town'] : ['locality', 'political'])),
    comp(a.area[0], a.area[1], 'administrative_area_level_1', 'political'),
    comp(...COUNTRY_NAMES[a.country], 'country', 'political'),
    comp(a.postal, a.postal, 'postal_code'),
  ];
  return { place_id: a.id, formatted_address: formatted(a), address_components: components, geometry: { location: { lat: a.lat, lng: a.lng } } };
}

/** Every simulated place with its maps-service country code. */
export const SIM_PLACES: readonly { country: SimAddress['country']; place: PlaceResult }[] = ROWS.map((a) => ({ country: a.country, place: toPlace(a) }));
