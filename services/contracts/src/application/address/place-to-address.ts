/**
 * Spec applicant-side §2 "Address entry": how a chosen maps place fills the address fields.
 * Shared by the portal (filling the form) and the server (tests, imports), so it stays framework-free.
 */
import { stateCodeFromText } from '../../forms/rules/states';
import type { PlaceResult } from '../application-dtos';

/** The address fields a place fills, in the product's terms. */
export interface AddressFields {
  address1: string;
  address2: string;
  city: string;
  /** A product state code (STATE_LIST: US states, DC, Canadian provinces) or '' when the area is not one. */
  state: string;
  zip: string;
  /** The product's country code: the maps service's GB reads as UK. */
  country: string;
}

export type AddressField = keyof AddressFields;

/**
 * How one field is read from the place's address_components:
 * - `types`: component types tried in this order. Without `join`, the first type present wins
 *   (city: locality, else postal_town); with `join`, every present type's value is joined with a
 *   space, in this order (address1: street_number then route).
 * - `name`: which text of the component, 'long_name' (default) or 'short_name'.
 * - `join`: see `types`.
 * - `skip`: leave the field empty (the form keeps that field out of the autofill).
 * The state field always goes through the product state-code mapping, whatever its source.
 */
export interface AddressFieldMapping {
  types?: string[];
  name?: 'long_name' | 'short_name';
  join?: boolean;
  skip?: boolean;
}

/**
 * Address metadata passed in by a form: per field, a mapping that replaces the default one. Only the
 * given keys of a field's mapping change, e.g. `{ city: { types: ['sublocality', 'locality'] } }`
 * takes the city from the sublocality (falling back to the locality), keeping long_name.
 */
export type AddressMetadata = Partial<Record<AddressField, AddressFieldMapping>>;

export const DEFAULT_ADDRESS_MAPPING: Readonly<Record<AddressField, Readonly<AddressFieldMapping>>> = {
  address1: { types: ['street_number', 'route'], join: true },
  address2: { types: ['subpremise'] },
  city: { types: ['locality', 'postal_town'] },
  state: { types: ['administrative_area_level_1'], name: 'short_name' },
  zip: { types: ['postal_code'] },
  country: { types: ['country'], name: 'short_name' },
};

const FIELDS = Object.keys(DEFAULT_ADDRESS_MAPPING) as AddressField[];

type Component = PlaceResult['address_components'][number];

function readField(components: readonly Component[], mapping: AddressFieldMapping): string {
  if (mapping.skip) {
    return '';
  }
  const name = mapping.name ?? 'long_name';
  const values: string[] = [];
  for (const type of mapping.types ?? []) {
    const value = components.find((c) => c.types.includes(type))?.[name]?.trim();
    if (value) {
      values.push(value);
      if (!mapping.join) {
        break;
      }
    }
  }
  return values.join(' ');
}

/**
 * The first-level area mapped to a product state code: the short name ('MT', 'ON'), else the long
 * name ('Montana'); areas outside the product's list (England, County Dublin) give ''.
 */
function stateCode(components: readonly Component[], mapping: AddressFieldMapping): string {
  const fromMapping = stateCodeFromText(readField(components, mapping));
  if (fromMapping || mapping.skip) {
    return fromMapping;
  }
  return stateCodeFromText(readField(components, { ...mapping, name: 'long_name' }));
}

/** The maps service names the United Kingdom GB; the product (fed ids, countries) calls it UK. */
export function productCountryCode(mapsCountry: string): string {
  const code = mapsCountry.trim().toUpperCase();
  return code === 'GB' ? 'UK' : code;
}

/**
 * Fills the address fields from a chosen place. `input` is the text the applicant typed (or the
 * chosen prediction's description): when the place has no street number and route, address1 is the
 * text before its first comma. `metadata` overrides the mapping of single fields.
 */
export function placeToAddress(place: Pick<PlaceResult, 'address_components'>, input: string, metadata: AddressMetadata = {}): AddressFields {
  const components = place.address_components ?? [];
  const mappingOf = (field: AddressField): AddressFieldMapping => ({ ...DEFAULT_ADDRESS_MAPPING[field], ...metadata[field] });
  const out = {} as AddressFields;
  for (const field of FIELDS) {
    const mapping = mappingOf(field);
    out[field] = field === 'state' ? stateCode(components, mapping) : readField(components, mapping);
  }
  out.country = productCountryCode(out.country);
  if (out.address1 === '' && !mappingOf('address1').skip) {
    out.address1 = (input ?? '').split(',')[0].trim();
  }
  return out;
}
