import fc from 'fast-check';
import { DATATYPE } from '../datatypes';
import type { DynamicField, FieldValue, FormValues } from '../form-types';
import { codes, makeField, trigger } from '../test-support/make-field';
import { buildFormSchema, validateWithSchema } from './form-schema';
import { validateFormValues } from './validate-form';

// "Browser and server agree": Formik runs buildFormSchema, the server runs validateFormValues.
const datatypes = [1, 2, 3, 4, 7, 10, 11, 12, 17, 18, 19, 22, 26, 27, 28, 30];
const paramsArb = fc.record(
  {
    min_length: fc.integer({ min: 1, max: 5 }),
    max_length: fc.integer({ min: 3, max: 12 }),
    regex: fc.constantFrom('^[a-z0-9 ]*$', '^\\d+$'),
    modulo: fc.constantFrom(2, 5, 0.25),
    allow_negative: fc.boolean(),
    leading_zeros: fc.boolean(),
    not_applicable: fc.boolean(),
    input_kind: fc.constantFrom('email' as const, 'zip' as const, 'fed_id' as const, 'color' as const, 'signature' as const, 'text' as const),
    fed_id_country: fc.constantFrom('US', 'CA', 'UK', 'IE', 'FR'),
    confirm: fc.constantFrom('f0', 'f1'),
    min_date: fc.constantFrom('2000-01-01', '01/01/2010'),
  },
  { requiredKeys: [] },
);

const fieldArb = (i: number, count: number) =>
  fc.record({
    datatype_id: fc.constantFrom(...datatypes),
    required: fc.boolean(),
    disabled: fc.boolean(),
    triggerShow: fc.boolean(),
    field_type: fc.constantFrom(null, 'STATE', 'REQUESTER'),
    mask: fc.option(fc.constantFrom('999-99', 'AA-9', '(999) 999-9999'), { freq: 4 }),
    params: paramsArb,
    trig: fc.option(fc.record({ value: fc.constantFrom('a', 'b', '1'), action: fc.constantFrom('show' as const, 'hide' as const, 'disable' as const, 'enable' as const), target: fc.integer({ min: 0, max: count - 1 }) })),
    sort_order: fc.integer({ min: 0, max: 5 }),
  }).map((r): DynamicField => {
    const calc = r.datatype_id === DATATYPE.CALCULATED ? { calculation: { fields: [{ name: 'f0' }], operation: 'f0 * 2' } } : {};
    return makeField({
      name: `f${i}`, field_id: i + 1, datatype_id: r.datatype_id, required: r.required, disabled: r.disabled,
      triggerShow: r.triggerShow, field_type: r.field_type, mask: r.mask, sort_order: r.sort_order,
      params: { ...r.params, ...calc }, codes: codes('a', 'b', '1'),
      triggers: r.trig ? [trigger(r.trig.value, [r.trig.action, r.trig.target + 1])] : [],
    });
  });

const fieldsArb = fc.integer({ min: 1, max: 6 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => fieldArb(i, n))));
const valueArb: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.constant(null),
  fc.constantFrom('', '0', '1', 'a', 'b', 'N/A', '12', '-3', '1.25', '123-45', 'AB-1', '(555) 123-4567', '555-123-4567',
    '12345', '12345-678', 'a@b.co', '@x.com', '#fff', '01/02/2003', '2012-12-12', '13/45/2000', 'xx/xx/xxxx', '123-45-6789', '046 454 286'),
  fc.string({ maxLength: 8 }),
  fc.array(fc.constantFrom('a', 'b', 'zz'), { maxLength: 3 }),
);

describe('browser (Yup schema) and server (validateFormValues) agree', () => {
  it('gives the same errors for random fields and values', () => {
    fc.assert(
      fc.property(fieldsArb, fc.array(valueArb, { minLength: 6, maxLength: 6 }), fc.constantFrom('applicant' as const, 'requester' as const), fc.boolean(), (fields, vals, mode, noIntl) => {
        const values: FormValues = {};
        fields.forEach((f, i) => {
          if (vals[i] !== null || i % 2 === 0) {
            values[f.name] = vals[i];
          }
        });
        const ctx = { mode, today: '2025-06-15', disableInternationalPhoneNumbers: noIntl, country: 'US' };
        const server = validateFormValues(fields, values, ctx);
        const browser = validateWithSchema(buildFormSchema(fields, ctx), values);
        expect(browser).toEqual(server);
      }),
      { numRuns: 400 },
    );
  });
  it('finds errors often enough for the agreement to mean something', () => {
    let withErrors = 0;
    fc.assert(fc.property(fieldsArb, fc.array(valueArb, { minLength: 6, maxLength: 6 }), (fields, vals) => {
      const values = Object.fromEntries(fields.map((f, i) => [f.name, vals[i]]));
      if (Object.keys(validateFormValues(fields, values, { today: '2025-06-15' })).length) {
        withErrors += 1;
      }
    }), { numRuns: 200 });
    expect(withErrors).toBeGreaterThan(40);
  });
});
