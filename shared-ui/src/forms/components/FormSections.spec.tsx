import { render, screen } from '@testing-library/react';
import { FormSections } from './FormSections';
import { makeField } from '../testing/make-field';

const noop = () => undefined;

describe('FormSections', () => {
  it('places laid-out fields, appends fields the layout does not name, and skips sections with nothing to show', () => {
    const first = makeField({ name: 'first_name', desc: 'First name', sort_order: 1 });
    const extra = makeField({ name: 'extra', desc: 'Extra question', sort_order: 5 });
    const hidden = makeField({ name: 'hidden_one', desc: 'Hidden one', sort_order: 3 });
    const { container } = render(
      <FormSections
        fields={[first, extra, hidden]}
        layout={[
          { title_translation_key: 'Identity', rows: [['first_name']] },
          // Names a field that is not passed in (a REQUESTER field in applicant mode): the section disappears.
          { title_translation_key: 'Staff only', rows: [['supervisor_notes']] },
          // Only a trigger-hidden field: not shown either.
          { title_translation_key: 'Later', rows: [['hidden_one']] },
        ]}
        states={{ hidden_one: { visible: false, disabled: false } }}
        values={{}}
        onChange={noop}
      />,
    );
    const titles = [...container.querySelectorAll('.at-dyn-section__title')].map((h) => h.textContent);
    expect(titles).toEqual(['Identity']);
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    // The unplaced field follows in an untitled section.
    expect(screen.getByLabelText('Extra question')).toBeInTheDocument();
    expect(container.querySelectorAll('.at-dyn-section')).toHaveLength(2);
    expect(screen.queryByLabelText('Hidden one')).not.toBeInTheDocument();
  });
});
