import { object } from 'yup';
import { submissionQuerySchema, type SubmissionQuery } from './submission-query.dto';

/** POST /api/v1/submissions/export and /exportasync: the list's filters (POST /query) without its paging. */
export const exportSubmissionsSchema = object(submissionQuerySchema.pick(['state', 'location_id', 'applicant_id', 'search']).fields).noUnknown('unknown_field');

export type ExportSubmissionsQuery = Omit<SubmissionQuery, 'take' | 'skip'>;
