import { documentCombinationProblem, documentReference, isI9Attestation } from '@attest/contracts';
import { conflict, fieldErrors } from '@attest/platform';
import type { ChosenDocument } from './dto/document-choice.dto';

/**
 * The employee's choice must be a combination Section 2 would accept for their status (contracts'
 * documentCombinationProblem: one List A selection, or one List B and one List C document, each allowed for
 * the attestation; with E-Verify a List B document with a photograph). Receipts are not chosen here: the
 * employee presents the receipt and the employer records it in Section 2.
 */
export function assertChoiceFits(documents: readonly ChosenDocument[], attestation: unknown, everify: boolean): void {
  if (!isI9Attestation(attestation)) {
    throw conflict('i9_choice_status_first');
  }
  if (documents.some((d) => !documentReference(d.document_type))) {
    throw fieldErrors({ documents: 'i9_unknown_document' });
  }
  const problem = documentCombinationProblem(documents, attestation, { everify });
  if (problem) {
    throw fieldErrors({ documents: problem });
  }
}

/** The same choice, in the order List A rows, then B, then C (the image slots: List A by place, B and C 0). */
export function orderedChoice(documents: readonly ChosenDocument[]): ChosenDocument[] {
  const of = (list: string) => documents.filter((d) => d.list === list).map((d) => ({ list: d.list, document_type: d.document_type }));
  return [...of('A'), ...of('B'), ...of('C')];
}
