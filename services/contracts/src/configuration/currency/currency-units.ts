import { array, boolean, object, string, type InferType } from 'yup';
import { CURRENCIES, type CurrencyDef } from './currencies';

const CODES = CURRENCIES.map((x) => x.code);
const code = () => string().defined('required_field').oneOf(CODES, 'currency_unknown');

/** POST /api/v1/currencyUnit: add one of the product's currencies to the customer's. */
export const addCurrencyUnitSchema = object({
  code: code(),
  is_default: boolean().optional(),
}).noUnknown(true, 'unknown_field');
export type AddCurrencyUnitInput = InferType<typeof addCurrencyUnitSchema>;

/** PUT /api/v1/currencyUnit: the customer's whole list (at least one; the first is the default unless one says so). */
export const setCurrencyUnitsSchema = object({
  units: array(object({ code: code(), is_default: boolean().optional() }).noUnknown(true, 'unknown_field'))
    .defined('required_field')
    .min(1, 'currency_units_required')
    .max(CODES.length, 'currency_units_required')
    .test('unique', 'currency_duplicate', (units) => new Set((units ?? []).map((u) => u.code)).size === (units ?? []).length)
    .test('one-default', 'currency_one_default', (units) => (units ?? []).filter((u) => u.is_default).length <= 1),
}).noUnknown(true, 'unknown_field');
export type SetCurrencyUnitsInput = InferType<typeof setCurrencyUnitsSchema>;

/** One of the customer's currency units. */
export interface CurrencyUnitDto extends CurrencyDef {
  id: number;
  is_default: boolean;
}
