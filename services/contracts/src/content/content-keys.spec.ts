import { codeKey, contentKey, contentSlug, fieldLabelKey } from './content-keys';

describe('content keys (decision 0018)', () => {
  it('derive a readable key from the English text, the same every time', () => {
    expect(contentKey('template', 'Offer letter')).toBe('tpl_offer_letter');
    expect(contentKey('templateDesc', 'Your offer of employment with Acme.')).toBe('tpl_desc_your_offer_of_employment_with_acme');
    expect(contentKey('package', 'Acme onboarding')).toBe('pkg_acme_onboarding');
    expect(contentKey('jobCategory', 'Light Industrial')).toBe(contentKey('jobCategory', 'light industrial'));
    expect(contentSlug("Bachelor's degree — Día")).toBe('bachelor_s_degree_dia');
  });

  it('end long texts in a hash of the whole text, so two long texts that start alike differ', () => {
    const a = contentKey('checklistDesc', `Rate your experience with each warehouse task: 1 none, 2 limited, 3 proficient, 4 expert.`);
    const b = contentKey('checklistDesc', `Rate your experience with each warehouse task: 1 none, 2 limited, 3 proficient, 4 master.`);
    expect(a).not.toBe(b);
    expect(a.length).toBeLessThanOrEqual(70);
    expect(a).toMatch(/^chk_desc_rate_your_experience_with_each_warehouse_task_1_no_[0-9a-f]{8}$/);
    expect(contentKey('checklistDesc', 'Rate your experience with each warehouse task: 1 none, 2 limited, 3 proficient, 4 expert.')).toBe(a);
  });

  it('name a code by its category and code, and a field by its own key before its label', () => {
    expect(codeKey('EDU_DEGREE', 'HS')).toBe('code_edu_degree_hs');
    expect(codeKey(null, 'X')).toBe('code_none_x');
    expect(fieldLabelKey({ translation_display_key: 'wh_employer', desc: 'Employer', name: 'employer' })).toBe('wh_employer');
    expect(fieldLabelKey({ translation_display_key: null, desc: 'Start date', name: 'start_date' })).toBe('fld_start_date');
    expect(fieldLabelKey({ translation_display_key: null, desc: null, name: 'pay_rate' })).toBe('fld_pay_rate');
  });
});
