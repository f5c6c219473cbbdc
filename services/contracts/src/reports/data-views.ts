import { array, boolean, object, string, type InferType } from 'yup';
import { applicantListFilterSchema, type ApplicantListFilter } from '../applicant/applicant-list-query';

/** The applicant list columns a custom data view may show (fields of POST /api/v1/applicants/query's items). */
export const DATA_VIEW_COLUMNS = [
  'full_name', 'first_name', 'last_name', 'email', 'primary_phone', 'city', 'state', 'location_id',
  'current_application_status', 'date_registered', 'last_activity_date', 'active', 'locked', 'verified',
] as const;
export type DataViewColumn = (typeof DATA_VIEW_COLUMNS)[number];

/** GET/POST/PUT /api/v1/customdataviews: a saved column set and applicant list filter, the owner's or shared. */
export const customDataViewSchema = object({
  name: string().strict().typeError('invalid_entry').trim().required('required_field').max(80, 'es_max'),
  columns: array(string().strict().required().oneOf([...DATA_VIEW_COLUMNS], 'invalid_entry'))
    .strict()
    .typeError('invalid_entry')
    .min(1, 'es_min')
    .max(DATA_VIEW_COLUMNS.length, 'es_max')
    .required('required_field'),
  filter: applicantListFilterSchema.default({}),
  shared: boolean().strict().typeError('invalid_entry').default(false),
}).noUnknown(true, 'unknown_field');
export type CustomDataViewInput = InferType<typeof customDataViewSchema>;

export interface CustomDataViewDto {
  id: number;
  name: string;
  columns: DataViewColumn[];
  filter: ApplicantListFilter;
  shared: boolean;
  owner_user_id: number;
  owner_name: string;
  /** The caller owns it (only the owner changes or deletes a view). */
  mine: boolean;
  updated_at: string;
}
