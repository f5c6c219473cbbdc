import { loadEverifyConfig, EverifyConfigError } from '../../everify-config';
import type { EverifyCaseInput } from '../everify-adapter';
import { fromWebServiceCase, toWebServiceCase } from './web-service-mapping';

const input: EverifyCaseInput = {
  clientReference: 'attest-case-7',
  firstName: 'Ada',
  lastName: 'Lovelace',
  middleInitial: null,
  otherLastNames: 'Byron',
  dateOfBirth: '1990-12-10',
  ssn: '123456789',
  email: 'ada@acme.test',
  citizenshipStatus: 'CITIZEN',
  aNumber: null,
  i94Number: null,
  foreignPassportNumber: null,
  countryOfIssuance: null,
  documents: [
    { list: 'B', type: 'DRIVERS_LICENSE', number: 'D1234567', expirationDate: '2030-01-01' },
    { list: 'C', type: 'SSN_CARD', number: null, expirationDate: null },
  ],
  hireDate: '2025-07-03',
  reasonForDelay: null,
  reasonForDelayDescription: null,
};

describe('E-Verify web service adapter: field mapping and configuration', () => {
  it('maps a case to the service’s fields (List B + C, the photo document’s number, the client company)', () => {
    expect(toWebServiceCase(input, 'C-42')).toMatchObject({
      client_company_id: 'C-42',
      client_case_reference: 'attest-case-7',
      other_last_names_used: ['Byron'],
      citizenship_status_code: 'CITIZEN',
      document_a_type_code: null,
      document_b_type_code: 'DRIVERS_LICENSE',
      document_c_type_code: 'SOCIAL_SECURITY_CARD',
      document_number: 'D1234567',
      date_of_hire: '2025-07-03',
    });
    expect(toWebServiceCase({ ...input, citizenshipStatus: 'ANY' }, null).citizenship_status_code).toBe('NOT_PROVIDED');
  });

  it('maps the service’s answers, and refuses a status it does not know rather than guessing', () => {
    expect(fromWebServiceCase({ case_number: '2025123456789AB', case_status: 'OPEN', case_eligibility_statement: 'SSA_TENTATIVE_NONCONFIRMATION' })).toMatchObject({ status: 'SSA_TNC', tncAgency: 'SSA', closed: false });
    expect(fromWebServiceCase({ case_number: '2025123456789AB', case_status: 'CLOSED', case_eligibility_statement: 'EMPLOYMENT_AUTHORIZED', closure_statement: 'EMPLOYEE_CONTINUES_WORKING_AFTER_EA' })).toMatchObject({
      status: 'EMPLOYMENT_AUTHORIZED',
      closed: true,
      closureStatement: 'EMPLOYEE_CONTINUES_WORKING_AFTER_EA',
    });
    expect(fromWebServiceCase({ case_number: '2025123456789AB', case_status: 'SOMETHING_NEW' })).toBeNull();
  });

  it('reads the adapter and its limits from the environment, refusing bad values', () => {
    expect(loadEverifyConfig({})).toMatchObject({ adapter: 'simulator', refreshSeconds: 300, webService: { url: null } });
    expect(loadEverifyConfig({ EVERIFY_ADAPTER: 'web-service', EVERIFY_WS_URL: 'https://everify.example' })).toMatchObject({ adapter: 'web_service', webService: { url: 'https://everify.example' } });
    expect(() => loadEverifyConfig({ EVERIFY_ADAPTER: 'soap' })).toThrow(EverifyConfigError);
    expect(() => loadEverifyConfig({ EVERIFY_REFRESH_SECONDS: '1' })).toThrow(EverifyConfigError);
    expect(() => loadEverifyConfig({ EVERIFY_JOB_ATTEMPTS: '40' })).toThrow(EverifyConfigError);
  });
});
