import { eadCategoryCode } from '@attest/contracts';
import { object, string } from 'yup';

/** POST and DELETE /api/v1/admin/ead: `{ category }` (A03, (c)(8), C03B...). */
export const eadCategorySchema = object({
  category: string().typeError('invalid_entry').required('required_field').test('code', 'ead_category_invalid', (v) => !v || eadCategoryCode(v) !== null),
}).noUnknown('unknown_field');

export interface EadCategoryBody {
  category: string;
}
