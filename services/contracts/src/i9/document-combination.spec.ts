import { documentCombinationProblem, isReceiptEntry, isValidDocumentCombination } from './document-combination';
import { doc, LICENSE, PASSPORT, SSN_CARD } from './test-support/i9-fixtures';

const GREEN_CARD = doc({ list: 'A', document_type: 'PERMANENT_RESIDENT_CARD', expiration_date: '2030-01-01' });
const EAD = doc({ list: 'A', document_type: 'EAD_I766', expiration_date: '2026-01-01' });
const FOREIGN_PASSPORT = doc({ list: 'A', document_type: 'FOREIGN_PASSPORT', expiration_date: '2030-01-01' });
const I94 = doc({ list: 'A', document_type: 'FORM_I94', expiration_date: '2026-01-01' });
const I20 = doc({ list: 'A', document_type: 'FORM_I20', expiration_date: '2026-01-01' });
const DS2019 = doc({ list: 'A', document_type: 'FORM_DS2019', expiration_date: '2026-01-01' });
const BIRTH = doc({ list: 'C', document_type: 'BIRTH_CERTIFICATE' });
const VOTER = doc({ list: 'B', document_type: 'VOTER_REGISTRATION_CARD' });

describe('isValidDocumentCombination', () => {
  it('one List A document', () => {
    expect(isValidDocumentCombination([PASSPORT], 1)).toBe(true);
    expect(isValidDocumentCombination([GREEN_CARD], 3)).toBe(true);
    expect(isValidDocumentCombination([EAD], 4)).toBe(true);
  });
  it('or one List B and one List C document', () => {
    expect(isValidDocumentCombination([LICENSE, SSN_CARD], 1)).toBe(true);
    expect(isValidDocumentCombination([SSN_CARD, LICENSE], 4)).toBe(true);
    expect(isValidDocumentCombination([LICENSE, BIRTH], 2)).toBe(true);
  });
  it('nothing else', () => {
    expect(documentCombinationProblem([], 1)).toBe('i9_documents_required');
    expect(documentCombinationProblem([PASSPORT, LICENSE], 1)).toBe('i9_list_a_or_b_and_c');
    expect(documentCombinationProblem([PASSPORT, SSN_CARD], 1)).toBe('i9_list_a_or_b_and_c');
    expect(documentCombinationProblem([LICENSE], 1)).toBe('i9_list_a_or_b_and_c');
    expect(documentCombinationProblem([SSN_CARD], 1)).toBe('i9_list_a_or_b_and_c');
    expect(documentCombinationProblem([LICENSE, LICENSE, SSN_CARD], 1)).toBe('i9_list_a_or_b_and_c');
    expect(documentCombinationProblem([LICENSE, SSN_CARD, BIRTH], 1)).toBe('i9_list_a_or_b_and_c');
    expect(documentCombinationProblem([PASSPORT, PASSPORT], 1)).toBe('i9_list_a_incomplete');
    expect(documentCombinationProblem([PASSPORT, doc({ list: 'A', document_type: 'US_PASSPORT_CARD', expiration_date: '2030-01-01' })], 1)).toBe('i9_list_a_incomplete');
  });
  it('each document must suit the attestation', () => {
    expect(documentCombinationProblem([GREEN_CARD], 1)).toBe('i9_document_not_for_attestation');
    expect(documentCombinationProblem([GREEN_CARD], 4)).toBe('i9_document_not_for_attestation');
    expect(documentCombinationProblem([EAD], 3)).toBe('i9_document_not_for_attestation');
    expect(documentCombinationProblem([PASSPORT], 3)).toBe('i9_document_not_for_attestation');
    expect(documentCombinationProblem([PASSPORT], 4)).toBe('i9_document_not_for_attestation');
    expect(documentCombinationProblem([LICENSE, BIRTH], 4)).toBe('i9_document_not_for_attestation');
    expect(isValidDocumentCombination([GREEN_CARD], 'ANY')).toBe(true);
  });
  it('unknown codes and wrong lists', () => {
    expect(documentCombinationProblem([doc({ list: 'A', document_type: 'LIBRARY_CARD' })], 1)).toBe('i9_unknown_document');
    expect(documentCombinationProblem([doc({ list: 'C', document_type: 'US_PASSPORT' })], 1)).toBe('i9_document_list_mismatch');
  });
  it('List A combinations are recorded as their parts', () => {
    expect(isValidDocumentCombination([FOREIGN_PASSPORT, I94], 4)).toBe(true);
    expect(isValidDocumentCombination([FOREIGN_PASSPORT, I94, I20], 4)).toBe(true);
    expect(isValidDocumentCombination([I94, FOREIGN_PASSPORT, DS2019], 4)).toBe(true);
    expect(documentCombinationProblem([FOREIGN_PASSPORT, I94, I20, DS2019], 4)).toBe('i9_list_a_incomplete');
    expect(documentCombinationProblem([FOREIGN_PASSPORT], 4)).toBe('i9_list_a_incomplete');
    expect(documentCombinationProblem([I94], 4)).toBe('i9_list_a_incomplete');
    expect(documentCombinationProblem([FOREIGN_PASSPORT, I20], 4)).toBe('i9_list_a_incomplete');
    expect(documentCombinationProblem([doc({ list: 'A', document_type: 'FOREIGN_PASSPORT_WITH_I94' })], 4)).toBe('i9_list_a_incomplete');
    expect(isValidDocumentCombination([doc({ list: 'A', document_type: 'FSM_RMI_PASSPORT' }), I94], 4)).toBe(true);
    expect(documentCombinationProblem([FOREIGN_PASSPORT, I94], 3)).toBe('i9_document_not_for_attestation');
  });
  it('receipts count as the document of their list', () => {
    const passportReceipt = { ...PASSPORT, is_receipt: true, expiration_date: null };
    expect(isValidDocumentCombination([passportReceipt], 1)).toBe(true);
    expect(isValidDocumentCombination([{ ...LICENSE, is_receipt: true }, SSN_CARD], 3)).toBe(true);
    expect(isValidDocumentCombination([doc({ list: 'A', document_type: 'I94_TEMPORARY_I551_STAMP', is_receipt: true })], 3)).toBe(true);
    expect(isValidDocumentCombination([doc({ list: 'A', document_type: 'I94_REFUGEE_STAMP', is_receipt: true })], 4)).toBe(true);
    expect(documentCombinationProblem([doc({ list: 'A', document_type: 'I94_REFUGEE_STAMP' })], 3)).toBe('i9_document_not_for_attestation');
    expect(isReceiptEntry(passportReceipt)).toBe(true);
    expect(isReceiptEntry({ ...EAD, is_receipt: true, ead_extension_category: 'C08' })).toBe(false);
  });
  it('E-Verify refuses a List B document without a photograph', () => {
    expect(documentCombinationProblem([VOTER, SSN_CARD], 1, { everify: true })).toBe('i9_list_b_photo_required');
    expect(isValidDocumentCombination([VOTER, SSN_CARD], 1)).toBe(true);
    expect(isValidDocumentCombination([LICENSE, SSN_CARD], 1, { everify: true })).toBe(true);
  });
});
