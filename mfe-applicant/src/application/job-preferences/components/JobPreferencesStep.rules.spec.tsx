/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byCode, renderJobPreferences, startJobPrefsBackend, type JobPrefsBackend } from '../testing/job-prefs-test-kit';

const pad = (n: number) => String(n).padStart(2, '0');
const display = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
const server = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const daysFromNow = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return d;
};


// Many typed interactions each; the machine is shared, so allow more than the default 5 s.
jest.setTimeout(20_000);

describe('JobPreferencesStep: defaults, rules and save (real HTTP server)', () => {
  let backend: JobPrefsBackend;

  beforeAll(async () => {
    backend = await startJobPrefsBackend();
  });
  afterAll(() => backend.server.close());
  beforeEach(() => backend.reset());

  const form = async () => screen.findByRole('form', { name: 'Job Preferences' });
  const category = () => screen.getByRole('combobox', { name: /Job category/ });

  it('a new applicant starts with travel 20, available immediately and no date field', async () => {
    backend.config = { prompt_job_alerts_on_app: '1' };
    renderJobPreferences();
    await form();
    expect(screen.getByRole('combobox', { name: /How far will you travel/ })).toHaveValue('20');
    expect(within(screen.getByRole('group', { name: 'Are you available immediately?' })).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Would you like to receive job alerts?' })).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.queryByLabelText(/Date available/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeInTheDocument();
  });

  it('shows what is stored', async () => {
    backend.config = { enable_skills_selection: '1' };
    backend.props = { selected_categories: '2', category: '2', skills: 'FORK', travel: '50', shifts: 'Night', available_immediately: '0', date_available: '2099-01-31' };
    renderJobPreferences(false);
    await form();
    expect(category()).toHaveValue('2');
    expect(screen.getByRole('checkbox', { name: 'Forklift' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /How far will you travel/ })).toHaveValue('50');
    expect(screen.getByRole('checkbox', { name: 'Night' })).toBeChecked();
    expect(screen.getByLabelText(/Date available/)).toHaveValue('01/31/2099');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('changing the category clears skills, specialties and primary/secondary specialty', async () => {
    backend.config = { enable_skills_selection: '1', enable_primary_and_secondary_specialties: '1' };
    renderJobPreferences();
    await form();
    const user = userEvent.setup();
    await user.selectOptions(category(), 'Nursing');
    await user.click(screen.getByRole('checkbox', { name: 'CPR' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Primary specialty' }), 'Emergency');
    const secondary = screen.getByRole('combobox', { name: 'Secondary specialty' });
    expect(secondary).toBeEnabled();
    // The secondary cannot repeat the primary.
    expect(within(secondary).queryByRole('option', { name: 'Emergency' })).toBeNull();
    await user.selectOptions(secondary, 'Intensive care');

    await user.selectOptions(category(), 'Warehouse');
    expect(screen.getByRole('checkbox', { name: 'Forklift' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'CPR' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Primary specialty' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Secondary specialty' })).toHaveValue('');

    // Back to Nursing: nothing chosen before is remembered.
    await user.selectOptions(category(), 'Nursing');
    expect(screen.getByRole('checkbox', { name: 'CPR' })).not.toBeChecked();
  });

  it('multi-select categories: each change clears the skills too', async () => {
    backend.config = { enable_category_multi_select: '1', enable_skills_selection: '1' };
    renderJobPreferences();
    await form();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Nursing' }));
    await user.click(screen.getByRole('checkbox', { name: 'IV therapy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Warehouse' }));
    expect(screen.getByRole('checkbox', { name: 'IV therapy' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Forklift' })).toBeInTheDocument();
  });

  it('clearing the primary specialty clears the secondary and disables it', async () => {
    backend.config = { enable_primary_and_secondary_specialties: '1' };
    backend.props = {
      selected_categories: '1', primary_specialty_value: 'ER', primary_specialty_name: 'Emergency',
      secondary_specialty_value: 'ICU', secondary_specialty_name: 'Intensive care',
    };
    renderJobPreferences();
    await form();
    const user = userEvent.setup();
    expect(screen.getByRole('combobox', { name: 'Secondary specialty' })).toHaveValue('ICU');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Primary specialty' }), 'None');
    expect(screen.getByRole('combobox', { name: 'Secondary specialty' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Secondary specialty' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(backend.writes()).toHaveLength(1));
    expect(byCode(backend.writes()[0])).toMatchObject({ primary_specialty_value: null, secondary_specialty_value: null, secondary_specialty_name: null });
  });

  it('refuses a save without a category (required_field) and with a bad date (es_date)', async () => {
    renderJobPreferences();
    await form();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'Are you available immediately?' })).getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText(/Date available/), '13a45');
    expect(screen.getByLabelText(/Date available/)).toHaveValue('13/45/');
    // Backspace removes the slash the typing rule added (it is not put back).
    await user.type(screen.getByLabelText(/Date available/), '{Backspace}');
    expect(screen.getByLabelText(/Date available/)).toHaveValue('13/45');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    expect(screen.getByText('Invalid date, expected: MM/DD/YYYY')).toBeInTheDocument();
    expect(backend.writes()).toEqual([]);
  });

  it('refuses an availability date before today', async () => {
    backend.props = { selected_categories: '1' };
    renderJobPreferences();
    await form();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'Are you available immediately?' })).getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText(/Date available/), display(daysFromNow(-1)).replace(/\//g, ''));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(`Date must not be before ${display(new Date())}`)).toBeInTheDocument();
    expect(backend.writes()).toEqual([]);
  });

  it('saves everything shown as property writes (lists joined with ||, min_ot_pay = 1.5 × minimum pay) and continues', async () => {
    backend.config = { enable_skills_selection: '1', prompt_for_days_available: '1', prompt_job_alerts_on_app: '1' };
    const { onSaved } = renderJobPreferences();
    await form();
    const user = userEvent.setup();
    await user.selectOptions(category(), 'Nursing');
    await user.click(screen.getByRole('checkbox', { name: 'IV therapy' }));
    await user.click(screen.getByRole('checkbox', { name: 'CPR' }));
    await user.click(screen.getAllByRole('checkbox', { name: 'Select all' })[0]);
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /How far will you travel/ }), '40');
    await user.type(screen.getByLabelText('Minimum pay per hour'), '1,000');
    await user.tab();
    expect(screen.getByLabelText('Minimum pay per hour')).toHaveValue('1000.00');
    expect(screen.getByText('Minimum overtime pay: 1500.00')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Are you available immediately?' })).getByRole('radio', { name: 'No' }));
    const tomorrow = daysFromNow(1);
    await user.type(screen.getByLabelText(/Date available/), display(tomorrow).replace(/\//g, ''));
    await user.click(within(screen.getByRole('group', { name: 'Would you like to receive job alerts?' })).getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('Pay history'), '$18/hour');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Changes Saved Successfully')).toBeInTheDocument();
    const [writes] = backend.writes();
    expect(writes.every((w) => w.state === '')).toBe(true);
    expect(byCode(writes)).toEqual({
      category: '1', selected_categories: '1', categories: 'Nursing', skills: 'IV||CPR',
      shifts: 'Day||Afternoon||Evening||Night||Weekend||Swing', days: 'Monday', travel: '40',
      minimum_pay: '1000.00', min_ot_pay: '1500.00', available_immediately: '0', date_available: server(tomorrow),
      job_alerts: '1', pay_history: '$18/hour',
    });
  });

  it('a failed save shows the error toast and does not continue', async () => {
    backend.props = { selected_categories: '1' };
    const { onSaved } = renderJobPreferences();
    await form();
    backend.failWrites = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('An Error Occurred')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(backend.writes()).toHaveLength(1);
  });
});
