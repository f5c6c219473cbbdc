import { documentCombinationProblem, documentReference } from '@attest/contracts';
import type { EmployeeDocumentChoice } from '../i9-common/image-capture/image-capture-types';

/**
 * A Section 2 value that starts from the employee's own choice of documents (decision 0019): when the saved
 * Section 2 holds no document yet and the choice still fits the employee's status (and E-Verify's photo
 * rule), its documents become the rows, with the title and issuing authority the form pre-fills for a type.
 * Otherwise the value is answered as it is. `applied` says which.
 */
/** A saved Section 2 that already holds documents does not start from the employee's choice (no need to wait for it). */
export function holdsDocuments(value: Record<string, unknown> | null | undefined): boolean {
  return Array.isArray(value?.documents) && value.documents.length > 0;
}

export function withEmployeeChoice(
  value: Record<string, unknown> | null | undefined,
  choice: EmployeeDocumentChoice | null | undefined,
  rules: { attestation: unknown; everify: boolean },
): { value: Record<string, unknown>; applied: boolean } {
  const base = value ?? {};
  if (
    holdsDocuments(base) ||
    !choice?.documents.length ||
    documentCombinationProblem(choice.documents, rules.attestation, { everify: rules.everify }) !== null
  ) {
    return { value: base, applied: false };
  }
  const documents = choice.documents.map((d) => {
    const ref = documentReference(d.document_type);
    return {
      list: d.list,
      document_type: d.document_type,
      document_title: ref?.title ?? '',
      issuing_authority: ref?.issuingAuthority ?? '',
    };
  });
  return { value: { ...base, documents }, applied: true };
}
