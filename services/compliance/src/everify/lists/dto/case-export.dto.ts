import { object } from 'yup';
import { caseQuerySchema, type CaseQuery } from '../../cases/dto/case-query.dto';

/** POST /api/v1/everify/export and /exportasync: the case list's filters (POST /query) without its paging. */
export const caseExportSchema = object(caseQuerySchema.pick(['status', 'awaiting_service', 'open', 'applicant_id', 'location_id', 'search']).fields).noUnknown('unknown_field');

export type CaseExportQuery = Omit<CaseQuery, 'take' | 'skip'>;
