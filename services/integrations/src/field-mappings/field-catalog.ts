import type { FieldType, MappingRule } from './apply-mappings';

/** A field offered by the editor: its path and its type. */
export interface CatalogField {
  field: string;
  fieldType: FieldType;
  codeCategory?: string;
}

const f = (field: string, fieldType: FieldType = 'STRING', codeCategory?: string): CatalogField => ({ field, fieldType, ...(codeCategory ? { codeCategory } : {}) });

/** Our entities and the fields a mapping may name (GET …/internal-entity-types, …/internal-fields). */
export const INTERNAL_FIELDS: Record<string, CatalogField[]> = {
  APPLICANT: [
    f('first_name'), f('middle_name'), f('last_name'), f('email'), f('address1'), f('address2'), f('city'), f('state', 'CODE', 'state'), f('zip'), f('county'),
    f('country', 'CODE', 'country'), f('mobile_phone'), f('home_phone'), f('work_phone'), f('contact_method'), f('language', 'CODE', 'language'),
    f('application_status', 'CODE', 'application_status'), f('date_registered', 'DATE'), f('opt_in_email', 'BOOLEAN'), f('opt_in_text', 'BOOLEAN'), f('home_location', 'NUMBER'),
  ],
  PLACEMENT: [f('external_job_id'), f('status', 'CODE', 'placement_status'), f('start_date', 'DATE'), f('pay_rate', 'NUMBER')],
  CREDENTIAL: [f('name'), f('status', 'CODE', 'credential_status'), f('expiration_date', 'DATE'), f('number_last4')],
};

/** Which external entity each of ours maps to (GET …/external-entity-types?internalEntityType=). */
export const EXTERNAL_ENTITY_TYPES: Record<string, string[]> = {
  APPLICANT: ['CANDIDATE'],
  PLACEMENT: ['PLACEMENT'],
  CREDENTIAL: ['CERTIFICATION'],
};

/** The external system's fields per integration and entity (GET …/external-fields). Vendors' custom fields may also be typed in. */
export const EXTERNAL_FIELDS: Record<string, Record<string, CatalogField[]>> = {
  simulator: {
    CANDIDATE: [f('firstName'), f('lastName'), f('email'), f('status'), f('mobile'), f('phone'), f('address.address1'), f('address.city'), f('address.state'), f('address.zip'), f('dateAvailable', 'DATE')],
    PLACEMENT: [f('jobOrderId'), f('status'), f('dateBegin', 'DATE'), f('payRate', 'NUMBER')],
    CERTIFICATION: [f('name'), f('status'), f('expirationDate', 'DATE'), f('licenseNumberLast4')],
  },
  bullhorn: {
    CANDIDATE: [
      f('firstName'), f('middleName'), f('lastName'), f('email'), f('status'), f('mobile'), f('phone'), f('workPhone'), f('address.address1'), f('address.address2'),
      f('address.city'), f('address.state'), f('address.zip'), f('address.countryID', 'NUMBER'), f('dateAvailable', 'DATE'), f('customText1'), f('customText2'), f('customText3'),
    ],
    PLACEMENT: [f('jobOrder.id'), f('status'), f('dateBegin', 'DATE'), f('payRate', 'NUMBER')],
    CERTIFICATION: [f('certification.name'), f('status'), f('expirationDate', 'DATE'), f('licenseNumber')],
  },
};

export const INTEGRATIONS_WITH_MAPPINGS = Object.keys(EXTERNAL_FIELDS);

const rule = (internalEntityType: string, externalEntityType: string, internalField: string, externalField: string, fieldType: FieldType = 'STRING', codeCategory: string | null = null): MappingRule => ({
  internalEntityType, externalEntityType, internalField, externalField, fieldType, codeCategory, direction: 'BOTH',
});

/** The default fields (POST …/default-fields): the candidate ↔ applicant basics, and the placement / certification basics. */
export const DEFAULT_RULES: Record<string, MappingRule[]> = {
  simulator: [
    rule('APPLICANT', 'CANDIDATE', 'first_name', 'firstName'),
    rule('APPLICANT', 'CANDIDATE', 'last_name', 'lastName'),
    rule('APPLICANT', 'CANDIDATE', 'email', 'email'),
    rule('APPLICANT', 'CANDIDATE', 'mobile_phone', 'mobile'),
    rule('APPLICANT', 'CANDIDATE', 'city', 'address.city'),
    rule('APPLICANT', 'CANDIDATE', 'state', 'address.state'),
    rule('APPLICANT', 'CANDIDATE', 'zip', 'address.zip'),
    rule('PLACEMENT', 'PLACEMENT', 'external_job_id', 'jobOrderId'),
    rule('PLACEMENT', 'PLACEMENT', 'status', 'status'),
    rule('PLACEMENT', 'PLACEMENT', 'start_date', 'dateBegin', 'DATE'),
    rule('PLACEMENT', 'PLACEMENT', 'pay_rate', 'payRate', 'NUMBER'),
    rule('CREDENTIAL', 'CERTIFICATION', 'name', 'name'),
    rule('CREDENTIAL', 'CERTIFICATION', 'status', 'status'),
    rule('CREDENTIAL', 'CERTIFICATION', 'expiration_date', 'expirationDate', 'DATE'),
  ],
  bullhorn: [
    rule('APPLICANT', 'CANDIDATE', 'first_name', 'firstName'),
    rule('APPLICANT', 'CANDIDATE', 'last_name', 'lastName'),
    rule('APPLICANT', 'CANDIDATE', 'email', 'email'),
    rule('APPLICANT', 'CANDIDATE', 'mobile_phone', 'mobile'),
    rule('APPLICANT', 'CANDIDATE', 'address1', 'address.address1'),
    rule('APPLICANT', 'CANDIDATE', 'city', 'address.city'),
    rule('APPLICANT', 'CANDIDATE', 'state', 'address.state'),
    rule('APPLICANT', 'CANDIDATE', 'zip', 'address.zip'),
  ],
};
