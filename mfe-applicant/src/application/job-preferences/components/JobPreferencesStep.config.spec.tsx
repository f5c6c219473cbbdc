/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderJobPreferences, startJobPrefsBackend, type JobPrefsBackend } from '../testing/job-prefs-test-kit';

/** Every configuration key the form reads: unset is off, set takes effect (real HTTP server). */

// Many typed interactions each; the machine is shared, so allow more than the default 5 s.
jest.setTimeout(20_000);

describe('JobPreferencesStep: configuration keys', () => {
  let backend: JobPrefsBackend;

  beforeAll(async () => {
    backend = await startJobPrefsBackend();
  });
  afterAll(() => backend.server.close());
  beforeEach(() => backend.reset());

  const form = async () => screen.findByRole('form', { name: 'Job Preferences' });

  it('with no keys set: single category select, shifts and pay history shown; skills, specialties, days and job alerts not', async () => {
    renderJobPreferences();
    await form();
    expect(screen.getByRole('combobox', { name: /Job category/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Job categories/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Shifts available' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pay history')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: /Job category/ }), 'Nursing');
    expect(screen.queryByRole('group', { name: 'Skills' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Specialties' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Primary specialty' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Days available' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Would you like to receive job alerts?' })).toBeNull();
    expect(screen.queryByTestId('job-prefs-instructions')).toBeNull();
  });

  it('enable_category_multi_select: categories are a list of checkboxes', async () => {
    backend.config = { enable_category_multi_select: '1' };
    renderJobPreferences();
    await form();
    const group = screen.getByRole('group', { name: /Job categories/ });
    expect(group).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Job category/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Nursing' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Warehouse' })).toBeInTheDocument();
  });

  it('enable_skills_selection: the skills of the chosen category are offered', async () => {
    backend.config = { enable_skills_selection: 'true' };
    renderJobPreferences();
    await form();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: /Job category/ }), 'Warehouse');
    expect(screen.getByRole('group', { name: 'Skills' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Forklift' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'IV therapy' })).toBeNull();
  });

  it('enable_specialties_selection: a specialties list', async () => {
    backend.config = { enable_specialties_selection: '1' };
    renderJobPreferences();
    await form();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: /Job category/ }), 'Nursing');
    expect(screen.getByRole('group', { name: 'Specialties' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Intensive care' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Primary specialty' })).toBeNull();
  });

  it('enable_primary_and_secondary_specialties: primary and secondary selects instead of the list', async () => {
    backend.config = { enable_specialties_selection: '1', enable_primary_and_secondary_specialties: '1' };
    renderJobPreferences();
    await form();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: /Job category/ }), 'Nursing');
    expect(screen.getByRole('combobox', { name: 'Primary specialty' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Secondary specialty' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Specialties' })).toBeNull();
  });

  it('hide_shifts_available: no shifts', async () => {
    backend.config = { hide_shifts_available: '1' };
    renderJobPreferences();
    await form();
    expect(screen.queryByRole('group', { name: 'Shifts available' })).toBeNull();
  });

  it('prompt_for_days_available: days with select-all', async () => {
    backend.config = { prompt_for_days_available: '1' };
    renderJobPreferences();
    await form();
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Days available' })).toBeInTheDocument();
    const all = screen.getAllByRole('checkbox', { name: 'Select all' });
    // Shifts come first, then days.
    await user.click(all[1]);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      expect(screen.getByRole('checkbox', { name: day })).toBeChecked();
    }
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    expect(all[1]).not.toBeChecked();
  });

  it('prompt_job_alerts_on_app: the job alerts question, default No', async () => {
    backend.config = { prompt_job_alerts_on_app: '1' };
    renderJobPreferences();
    await form();
    const group = screen.getByRole('group', { name: 'Would you like to receive job alerts?' });
    expect(group).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('disable_pay_history_online_app: no pay history', async () => {
    backend.config = { disable_pay_history_online_app: '1' };
    renderJobPreferences();
    await form();
    expect(screen.queryByLabelText('Pay history')).toBeNull();
  });

  it('hide_cat_if_applied_to_job: category hidden only for an applicant from the job board', async () => {
    backend.config = { hide_cat_if_applied_to_job: '1' };
    backend.props = { isApplyingFromJobBoard: '1' };
    const first = renderJobPreferences();
    await form();
    expect(screen.queryByRole('combobox', { name: /Job category/ })).toBeNull();
    first.unmount();

    backend.props = { isApplyingFromJobBoard: '0' };
    renderJobPreferences();
    await form();
    expect(screen.getByRole('combobox', { name: /Job category/ })).toBeInTheDocument();
  });

  it('isApplyingFromJobBoard alone does not hide the category', async () => {
    backend.props = { isApplyingFromJobBoard: '1' };
    renderJobPreferences();
    await form();
    expect(screen.getByRole('combobox', { name: /Job category/ })).toBeInTheDocument();
  });

  it('JOB_PREFS_DETAILS: instructions shown above the form, sanitised', async () => {
    backend.config = { JOB_PREFS_DETAILS: '<p>Tell us <b>what</b> you like</p><script>window.hacked = 1</script><img src=x onerror="window.hacked=1">' };
    renderJobPreferences();
    const instructions = await screen.findByTestId('job-prefs-instructions');
    expect(instructions).toHaveTextContent('Tell us what you like');
    expect(instructions.querySelector('b')).not.toBeNull();
    expect(instructions.querySelector('script')).toBeNull();
    expect(instructions.innerHTML).not.toContain('onerror');
    expect(instructions.compareDocumentPosition(await form()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
