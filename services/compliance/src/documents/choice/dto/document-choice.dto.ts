import { array, object, string } from 'yup';
import { I9_IMAGE_LISTS, type I9List } from '@attest/contracts';

/** One document the employee will present: its list and type (a code of the document references). */
export interface ChosenDocument {
  list: I9List;
  document_type: string;
}

/**
 * PUT /api/v1/i9/documents/choice `{ documents: [{ list, document_type }] }`: shapes only here (at most the
 * three List A rows of the form); which documents go together for the employee's status is
 * document-choice-rules.ts.
 */
export const documentChoiceSchema = object({
  documents: array(
    object({
      list: string().required('required_field').oneOf([...I9_IMAGE_LISTS], 'invalid_entry'),
      document_type: string().required('required_field').max(64, 'es_max'),
    }).noUnknown('unknown_field'),
  )
    .required('required_field')
    .min(1, 'i9_documents_required')
    .max(3, 'es_max'),
})
  .noUnknown('unknown_field')
  .strict();

export interface DocumentChoiceBody {
  documents: ChosenDocument[];
}
