import {
  documentCombinationProblem,
  documentReference,
  I9_DOCUMENT_REFERENCES,
  type I9List,
} from '@attest/contracts';
import type { CaptureSlot } from '../i9-common/image-capture/SlotCapture';
import type { ChosenDocument, EmployeeDocumentChoice } from '../i9-common/image-capture/image-capture-types';

/** One List A selection, or one List B and one List C document (as Section 2 records them). */
export type ChoiceKind = '' | 'A' | 'BC';

/** The choice on screen: the List A document (or combination) and its optional part, or the List B and C types. */
export interface ChoiceValues {
  kind: ChoiceKind;
  a: string;
  aOptional: string;
  b: string;
  c: string;
}

/** Field errors (message keys) of the choice: `kind`, `a`, `b`, `c`, and `documents` for the combination. */
export type ChoiceErrors = Partial<Record<keyof ChoiceValues | 'documents', string>>;

const typesOf = (docs: readonly ChosenDocument[], list: I9List) =>
  docs.filter((d) => d.list === list).map((d) => d.document_type);

/** The List A combination several rows make (a foreign passport with its Form I-94, and the I-20 or DS-2019). */
function comboOf(codes: string[]): { code: string; optional: string } | null {
  const combo = I9_DOCUMENT_REFERENCES.find(
    (d) => d.parts && d.parts.required.every((part) => codes.includes(part)),
  );
  return combo
    ? { code: combo.code, optional: codes.find((c) => combo.parts?.optional?.includes(c)) ?? '' }
    : null;
}

/** The screen's values from a saved choice (empty when there is none). */
export function choiceValuesOf(choice: EmployeeDocumentChoice | null | undefined): ChoiceValues {
  const docs = choice?.documents ?? [];
  const a = typesOf(docs, 'A');
  if (a.length) {
    const combo = a.length > 1 ? comboOf(a) : null;
    return { kind: 'A', a: combo?.code ?? a[0], aOptional: combo?.optional ?? '', b: '', c: '' };
  }
  const [b = ''] = typesOf(docs, 'B');
  const [c = ''] = typesOf(docs, 'C');
  return { kind: b || c ? 'BC' : '', a: '', aOptional: '', b, c };
}

/** What is sent: a List A document, or the parts of a combination (required, then the optional one), or B and C. */
export function chosenDocuments(values: ChoiceValues): ChosenDocument[] {
  if (values.kind === 'A') {
    const parts = documentReference(values.a)?.parts;
    if (!parts) {
      return values.a ? [{ list: 'A', document_type: values.a }] : [];
    }
    const codes = [...parts.required, ...(values.aOptional ? [values.aOptional] : [])];
    return codes.map((code) => ({ list: 'A', document_type: code }));
  }
  if (values.kind === 'BC') {
    return [
      { list: 'B', document_type: values.b },
      { list: 'C', document_type: values.c },
    ];
  }
  return [];
}

/** The rules the server runs (contracts' documentCombinationProblem), with "choose one" on each empty select first. */
export function choiceErrors(values: ChoiceValues, attestation: unknown, everify: boolean): ChoiceErrors {
  if (values.kind === '') {
    return { kind: 'required_field' };
  }
  if (values.kind === 'A' && !values.a) {
    return { a: 'required_field' };
  }
  if (values.kind === 'BC' && (!values.b || !values.c)) {
    return { ...(values.b ? {} : { b: 'required_field' }), ...(values.c ? {} : { c: 'required_field' }) };
  }
  const problem = documentCombinationProblem(chosenDocuments(values), attestation, { everify });
  return problem ? { documents: problem } : {};
}

/** Whether a saved choice still fits the status (a Section 1 draft may have changed it since). */
export function choiceFits(
  choice: EmployeeDocumentChoice | null | undefined,
  attestation: unknown,
  everify: boolean,
): boolean {
  return (
    !!choice?.documents.length &&
    documentCombinationProblem(choice.documents, attestation, { everify }) === null
  );
}

/** The image slots of a choice, as Section 2 numbers them: List A rows by place, List B and C at 0. */
export function slotsOfChoice(choice: EmployeeDocumentChoice): CaptureSlot[] {
  let a = 0;
  return choice.documents.map((d) => ({
    list: d.list,
    index: d.list === 'A' ? a++ : 0,
    documentType: d.document_type,
  }));
}
