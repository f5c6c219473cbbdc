import { keepMaskedValues, maskedDiff, maskPayload } from './payload-mask';

describe('I-9 payload masking', () => {
  const stored = { i9_ssn: '123456789', uscis_number: '987654321', i9_last_name: 'Lovelace', documents: [{ document_number: 'X12345678', list: 'A' }], document: { document_number: 'SRC1234567890' } };

  it('masks the SSN, A-Number and document numbers to their last four characters', () => {
    expect(maskPayload(stored)).toEqual({ i9_ssn: '*****6789', uscis_number: '*****4321', i9_last_name: 'Lovelace', documents: [{ document_number: '*****5678', list: 'A' }], document: { document_number: '*********7890' } });
  });

  it('keeps the stored value when the masked one comes back unchanged, takes anything else as typed', () => {
    const back = keepMaskedValues({ i9_ssn: '*****6789', uscis_number: '*****0000', documents: [{ document_number: '*****5678' }] }, stored);
    expect(back).toEqual({ i9_ssn: '123456789', uscis_number: '*****0000', documents: [{ document_number: 'X12345678' }] });
    expect(keepMaskedValues({ i9_ssn: '234567890' }, stored)).toEqual({ i9_ssn: '234567890' });
    expect(keepMaskedValues({ i9_ssn: '*****6789' }, null)).toEqual({ i9_ssn: '*****6789' });
  });

  it('diffs the changed fields, masked', () => {
    expect(maskedDiff({ i9_ssn: '123456789', i9_city: 'Helena' }, { i9_ssn: '234567890', i9_city: 'Helena' })).toEqual({ before: { i9_ssn: '*****6789' }, after: { i9_ssn: '*****7890' } });
    expect(maskedDiff(null, { i9_city: 'Helena' })).toEqual({ before: null, after: { i9_city: 'Helena' } });
  });
});
