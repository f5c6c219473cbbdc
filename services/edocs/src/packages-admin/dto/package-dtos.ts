import { array, boolean, mixed, number, object, string, type ObjectSchema } from 'yup';

const id = () => number().typeError('number_validator').integer('interger_validator').positive('invalid_entry');
const TAG = /^[^<>]{1,100}$/;
const tag = () => string().trim().matches(TAG, 'invalid_entry').max(100, 'max_length');
const tags = () => array(tag().required('required_field')).max(50, 'max_length');
const templateIds = () => array(id().required('required_field')).max(200, 'max_length');

export interface PackageQueryInput {
  search?: string;
  tag?: string;
  location_id?: number;
  template_id?: number;
  active?: boolean;
  skip?: number;
  take?: number;
}
/** Filters and paging; location_id: the packages available at that location (theirs and every-location ones). */
export const packageQuerySchema: ObjectSchema<PackageQueryInput> = object({
  search: string().trim().max(255, 'max_length').optional(),
  tag: tag().optional(),
  location_id: id().optional(),
  template_id: id().optional(),
  active: boolean().typeError('invalid_entry').optional(),
  skip: number().typeError('number_validator').integer('interger_validator').min(0, 'invalid_entry').optional(),
  take: number().typeError('number_validator').integer('interger_validator').min(1, 'invalid_entry').max(200, 'max_length').optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<PackageQueryInput>;

export interface CreatePackageInput {
  name: string;
  location_id?: number | null;
  active?: boolean;
  tags?: string[];
  template_ids?: number[];
}
export const createPackageSchema: ObjectSchema<CreatePackageInput> = object({
  name: string().trim().required('required_field').max(255, 'max_length'),
  location_id: id().nullable().optional(),
  active: boolean().typeError('invalid_entry').optional(),
  tags: tags().optional(),
  template_ids: templateIds().optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<CreatePackageInput>;

export interface UpdatePackageInput {
  name?: string;
  location_id?: number | null;
  active?: boolean;
}
export const updatePackageSchema: ObjectSchema<UpdatePackageInput> = object({
  name: string().trim().min(1, 'required_field').max(255, 'max_length').optional(),
  location_id: id().nullable().optional(),
  active: boolean().typeError('invalid_entry').optional(),
})
  .noUnknown(true, 'unknown_field')
  .test('something', 'body_required', (v) => v !== undefined && Object.values(v).some((x) => x !== undefined)) as ObjectSchema<UpdatePackageInput>;

export interface PackageTagsInput {
  tags: string[];
}
export const packageTagsSchema: ObjectSchema<PackageTagsInput> = object({
  tags: tags().required('required_field'),
}).noUnknown(true, 'unknown_field') as ObjectSchema<PackageTagsInput>;

export interface PackageTemplateOrderEntry {
  template_id: number;
  sort_order?: number;
}
/** The package's templates, replacing the old list: each with its sort_order, or (reorderByIndex) in body order. */
export const packageTemplatesSchema = array(
  object({
    template_id: id().required('required_field'),
    sort_order: number().typeError('number_validator').integer('interger_validator').min(0, 'invalid_entry').optional(),
  }).noUnknown(true, 'unknown_field'),
)
  .max(200, 'max_length')
  .required('required_field');

export const BULK_ACTIONS = ['delete', 'add', 'remove'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export interface PackageBulkInput {
  bulkAction: BulkAction;
  /** The packages acted on. */
  subjects: number[];
  /** What add/remove puts into or takes out of each package (ignored by delete). */
  objects?: { template_ids?: number[]; tags?: string[] };
}
export const packageBulkSchema: ObjectSchema<PackageBulkInput> = object({
  bulkAction: mixed<BulkAction>().oneOf([...BULK_ACTIONS], 'invalid_entry').required('required_field'),
  subjects: array(id().required('required_field')).min(1, 'required_field').max(500, 'max_length').required('required_field'),
  objects: object({ template_ids: templateIds().optional(), tags: tags().optional() })
    .noUnknown(true, 'unknown_field')
    .optional()
    .default(undefined),
})
  .noUnknown(true, 'unknown_field')
  .test('objects', 'required_field', function check(v) {
    if (!v || v.bulkAction === 'delete') {
      return true;
    }
    const n = (v.objects?.template_ids?.length ?? 0) + (v.objects?.tags?.length ?? 0);
    return n > 0 || this.createError({ path: 'objects', message: 'required_field' });
  }) as ObjectSchema<PackageBulkInput>;
