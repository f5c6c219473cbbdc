import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form, Formik } from 'formik';
import * as Yup from 'yup';
import { FocusFirstError } from './FocusFirstError';

function Sample() {
  return (
    <Formik initialValues={{ a: 'ok', b: '' }} validationSchema={Yup.object({ b: Yup.string().required('required_field') })} onSubmit={() => undefined}>
      {({ errors, submitCount, isSubmitting, isValid }) => (
        <Form>
          <Field name="a" aria-label="a" />
          <Field name="b" aria-label="b" aria-invalid={errors.b ? 'true' : undefined} />
          <button type="submit">Save</button>
          <FocusFirstError submitCount={submitCount} isSubmitting={isSubmitting} isValid={isValid} />
        </Form>
      )}
    </Formik>
  );
}

describe('FocusFirstError', () => {
  it('focuses the first invalid field after a refused submit', async () => {
    render(<Sample />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('b')).toHaveFocus());
  });

  it('leaves the focus alone while nothing was submitted', () => {
    render(<Sample />);
    expect(screen.getByLabelText('b')).not.toHaveFocus();
  });
});
