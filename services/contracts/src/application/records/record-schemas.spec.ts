import type { Schema } from 'yup';
import { emergencyContactRowsSchema } from './emergency-contact.schema';
import { licenseRowsSchema } from './license.schema';
import { referenceRowsSchema } from './reference.schema';
import type { RecordRulesContext } from './record-rules';

/** The field → message map the server answers (details.fields). */
async function problems(schema: Schema, body: unknown, context: RecordRulesContext = {}): Promise<Record<string, string>> {
  try {
    await schema.validate(body, { abortEarly: false, stripUnknown: false, context });
    return {};
  } catch (err) {
    const e = err as { inner: { path?: string; message: string }[] };
    return Object.fromEntries(e.inner.map((i) => [i.path ?? '_', i.message]));
  }
}

describe('license rows', () => {
  it('needs a type, a real YYYY-MM-DD date and a known state', async () => {
    expect(await problems(licenseRowsSchema, [{ license_type: 'RN', license_number: 'A1', state: 'MT', expiration_date: '2030-02-28', active: 1 }])).toEqual({});
    expect(
      await problems(licenseRowsSchema, [{ license_type: ' ', state: 'XX', expiration_date: '2030-02-30' }, { license_type: 'RN', expiration_date: '02/01/2030', active: 2 }]),
    ).toEqual({ '[0].license_type': 'required_field', '[0].state': 'invalid_entry', '[0].expiration_date': 'es_date', '[1].expiration_date': 'es_date', '[1].active': 'invalid_entry' });
  });

  it('lets a removed row go without its type, and refuses unknown keys but not client-only ones', async () => {
    expect(await problems(licenseRowsSchema, [{ license_id: 4, deleted: true }])).toEqual({});
    expect(await problems(licenseRowsSchema, [{ license_type: 'RN', temp_id: 123, needsReview: false }])).toEqual({});
    expect(await problems(licenseRowsSchema, [{ license_type: 'RN', customer_id: 2 }])).toEqual({ '[0]': 'unknown_field' });
    expect(await problems(licenseRowsSchema, [{ license_type: 'RN', license_id: 'x' }])).toEqual({ '[0].license_id': 'invalid_entry' });
  });
});

describe('emergency contact rows', () => {
  it('needs a name and a valid phone; email follows the shared rule', async () => {
    expect(await problems(emergencyContactRowsSchema, [{ name: 'Mum', phone: '(406) 555-1234', email: 'mum@example.com' }])).toEqual({});
    expect(await problems(emergencyContactRowsSchema, [{ name: '', phone: '12', email: '@x.com' }])).toEqual({
      '[0].name': 'required_field',
      '[0].phone': 'invalid_phone_number',
      '[0].email': 'es_disallow_starting_with_at_symbol',
    });
    expect(await problems(emergencyContactRowsSchema, [{ name: 'Mum' }])).toEqual({ '[0].phone': 'required_field' });
  });

  it('takes international numbers unless the customer disables them', async () => {
    const row = [{ name: 'Oma', phone: '+49 30 901820' }];
    expect(await problems(emergencyContactRowsSchema, row)).toEqual({});
    expect(await problems(emergencyContactRowsSchema, row, { disableInternationalPhones: true })).toEqual({ '[0].phone': 'invalid_phone_number' });
    expect(await problems(emergencyContactRowsSchema, [{ ...row[0], contact_id: 3, deleted: true }], { disableInternationalPhones: true })).toEqual({});
  });
});

describe('reference rows', () => {
  it('needs the applicant and both names unless the row is being removed', async () => {
    expect(await problems(referenceRowsSchema, [{ applicant_id: 5, first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '406-555-1234', state: 'ON', active: 1 }])).toEqual({});
    expect(await problems(referenceRowsSchema, [{ first_name: '', last_name: 'B', email: 'nope' }])).toEqual({
      '[0].applicant_id': 'required_field',
      '[0].first_name': 'required_field',
      '[0].email': 'invalid_email',
    });
    expect(await problems(referenceRowsSchema, [{ ref_id: 3, applicant_id: 5, active: 0 }])).toEqual({});
    expect(await problems(referenceRowsSchema, [{ ref_id: 3, applicant_id: 5, active: 0, first_name: 'A', phone: '+49 30 901820' }], { disableInternationalPhones: true })).toEqual({});
  });

  it('refuses more rows than the limit', async () => {
    const rows = Array.from({ length: 101 }, () => ({ applicant_id: 1, first_name: 'A', last_name: 'B' }));
    expect(await problems(referenceRowsSchema, rows)).toEqual({ '': 'es_max' });
  });
});
