import { registerApplicantSchema } from './auth-schemas';
import { acceptTermsSchema, TERMS_OF_SERVICE_TEXT_EN, termsParagraphs } from './terms-of-service';

const registration = { customer_code: 'acme', first_name: 'Ann', last_name: 'Applicant', email: 'ann@example.com', password: 'Correct-Horse-9' };
const errorsOf = async (schema: typeof registerApplicantSchema | typeof acceptTermsSchema, value: unknown) => {
  try {
    await schema.validate(value, { abortEarly: false, stripUnknown: false });
    return [];
  } catch (err) {
    const e = err as { path?: string; message: string; inner: { path?: string; message: string }[] };
    return [...new Set((e.inner.length ? e.inner : [e]).map((x) => `${x.path ?? ''}: ${x.message}`))];
  }
};

describe('terms of service contracts', () => {
  it('sign-up requires accept_terms to be true', async () => {
    expect(await errorsOf(registerApplicantSchema, registration)).toEqual(['accept_terms: terms_must_be_accepted']);
    expect(await errorsOf(registerApplicantSchema, { ...registration, accept_terms: false })).toEqual(['accept_terms: terms_must_be_accepted']);
    expect(await errorsOf(registerApplicantSchema, { ...registration, accept_terms: 'maybe' })).toEqual(['accept_terms: terms_must_be_accepted']);
    expect(await errorsOf(registerApplicantSchema, { ...registration, accept_terms: true })).toEqual([]);
  });

  it('an acceptance names a version and nothing else', async () => {
    expect(await errorsOf(acceptTermsSchema, {})).toEqual(['version: required_field']);
    expect(await errorsOf(acceptTermsSchema, { version: '2026-11-01', at: 'now' })).toEqual([': unknown_field']);
  });

  it('splits a terms text into paragraphs at blank lines only', () => {
    expect(termsParagraphs('One\nstill one.\n\n  Two.\r\n\r\nThree.\n\n\n')).toEqual(['One\nstill one.', 'Two.', 'Three.']);
    expect(termsParagraphs(TERMS_OF_SERVICE_TEXT_EN)).toHaveLength(7);
  });
});
