/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderTemplatesPage, serveFakeTemplatesApi } from '../../templates/testing/templates-test-kit';
import type { BuilderField, BuilderForm } from '../api/builder-types';
import { FormBuilderPage } from './FormBuilderPage';

const requests = serveFakeTemplatesApi('admin/content/templates/41/builder');

/* eslint-disable @typescript-eslint/no-explicit-any -- request bodies are read ad hoc */

const field = (id: number, name: string, over: Partial<BuilderField> = {}): BuilderField => ({
  key: `f${id}`, field_id: id, datatype_id: 1, name, label: name.replace('_', ' '), required: false, field_type: null, model_field: null, mask: null,
  translation_display_key: null, trigger_show: true, disabled: false, exclude_from_doc: false, col_lg: 9, col_md: 9, col_sm: 12, params: {}, codes: [], ...over,
});

const FORM: BuilderForm = {
  template_id: 41, name: 'Handbook', template_type_id: 8, version: 2, has_pdf: false, pdf_pages: [], layout: null, rules: [],
  fields: [
    field(1, 'marital', { datatype_id: 7, label: 'Marital status', codes: [{ code: 'S', value: 'Single', is_default: false }, { code: 'M', value: 'Married', is_default: false }] }),
    field(2, 'spouse_name', { label: 'Spouse name', trigger_show: false }),
    field(3, 'hours', { datatype_id: 2, label: 'Hours' }),
  ],
};

function serveBuilder(onPut?: (body: any) => [number, unknown]) {
  fakeApi.handle = (req, res) => {
    if (req.method === 'GET' && req.url === '/api/v1/templates/41/builder') {
      sendJson(res, 200, FORM);
      return true;
    }
    if (req.method === 'PUT' && req.url === '/api/v1/templates/41/builder' && onPut) {
      const [status, body] = onPut(JSON.parse(req.body));
      sendJson(res, status, body);
      return true;
    }
    return false;
  };
}

const renderBuilder = () => renderTemplatesPage('admin/content/templates/41/builder', <FormBuilderPage />, 'admin/content/templates/:templateId/builder');
const preview = () => screen.getByTestId('fb-preview');

describe('FormBuilderPage', () => {
  beforeEach(() => {
    fakeApi.permissions = [PERMISSIONS.CONTENT_READ, PERMISSIONS.CONTENT_MANAGE];
  });

  it('adds a field from the palette: it is selected, edited in the panel and shown in the preview as typed', async () => {
    serveBuilder();
    renderBuilder();
    await screen.findByTestId('fb-field-marital');
    expect(screen.getByTestId('fb-status')).toHaveTextContent('Version 2');
    await userEvent.click(screen.getByTestId('fb-add-4'));
    expect(await screen.findByTestId('fb-field-field_1')).toBeInTheDocument();
    expect(screen.getByTestId('fb-status')).toHaveTextContent('Unsaved changes');
    await userEvent.type(screen.getByLabelText('Label'), 'Start date');
    await waitFor(() => expect(within(preview()).getByText('Start date')).toBeInTheDocument());
    expect(within(screen.getByTestId('fb-field-field_1')).getByText('Start date')).toBeInTheDocument();
  });

  it('moves a field with Alt+arrow keys and the move buttons, announcing each move', async () => {
    serveBuilder();
    renderBuilder();
    const hours = await screen.findByTestId('fb-field-hours');
    within(hours).getByRole('button', { pressed: false }).focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(screen.getByTestId('fb-row-0-1')).toContainElement(screen.getByTestId('fb-field-hours'));
    expect(screen.getByTestId('fb-announcer')).toHaveTextContent('Hours moved to section 1, row 2, place 2');
    await userEvent.click(screen.getByRole('button', { name: 'Move Hours left' }));
    expect(screen.getByTestId('fb-announcer')).toHaveTextContent('Hours moved to section 1, row 2, place 1');
    const names = within(screen.getByTestId('fb-row-0-1')).getAllByRole('button', { pressed: false }).map((b) => b.textContent);
    expect(names[0]).toContain('Hours');
  });

  it('edits a trigger rule and the preview reacts: choosing Married shows Spouse name', async () => {
    serveBuilder();
    renderBuilder();
    await screen.findByTestId('fb-field-marital');
    expect(within(preview()).queryByText('Spouse name')).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('fb-field-marital')).getByRole('button', { pressed: false }));
    await userEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    const rule = screen.getByTestId('fb-rule-0');
    await userEvent.selectOptions(within(rule).getByLabelText('Value'), 'M');
    await userEvent.selectOptions(within(rule).getByLabelText('Field it acts on'), 'f2');
    expect(within(rule).getByLabelText('Action')).toHaveValue('show');
    await userEvent.selectOptions(within(preview()).getByLabelText(/Marital status/), 'M');
    await waitFor(() => expect(within(preview()).getByText('Spouse name')).toBeInTheDocument());
    // "is not" offers only show and hide.
    await userEvent.selectOptions(within(rule).getByLabelText('Comparison'), 'is_not');
    expect(within(within(rule).getByLabelText('Action')).getAllByRole('option').map((o) => o.textContent)).toEqual(['show', 'hide']);
  });

  it('checks a calculated field live with the contracts parser and saves the whole form; a refusal lists its errors', async () => {
    let put: any = null;
    serveBuilder((body) => {
      put = body;
      return [400, { statusCode: 400, error: 'Bad Request', messageKey: 'invalid_calculation', details: { fields: { 'fields[3].params.calculation': 'calculation_unknown_field' } } }];
    });
    renderBuilder();
    await screen.findByTestId('fb-field-marital');
    await userEvent.click(screen.getByTestId('fb-add-28'));
    const expression = await screen.findByTestId('fb-expression');
    fireEvent.change(expression, { target: { value: 'hours * (' } });
    expect(await screen.findByText('This expression cannot be read: check the operators and parentheses.')).toBeInTheDocument();
    fireEvent.change(expression, { target: { value: 'hours * 2.5' } });
    expect(screen.getByTestId('fb-expression-status')).toHaveTextContent('Reads hours');
    await userEvent.click(screen.getByTestId('fb-save'));
    await waitFor(() => expect(put).not.toBeNull());
    expect(put.base_version).toBe(2);
    expect(put.layout).toBeNull();
    expect(put.fields.map((f: any) => f.name)).toEqual(['marital', 'spouse_name', 'hours', 'field_1']);
    expect(put.fields[3]).toMatchObject({ field_id: null, datatype_id: 28, params: { calculation: { operation: 'hours * 2.5' } } });
    expect(await screen.findByTestId('fb-errors')).toHaveTextContent('The expression names a field that is not on this form.');
    expect(requests().filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('after a save shows the saved version and keeps the saved form (a refetch of an older version does not replace it)', async () => {
    serveBuilder((body) => [200, { version: 3, changes: {}, form: { ...FORM, version: 3, fields: body.fields.map((f: any, i: number) => ({ ...f, key: f.field_id ? f.key : `f${10 + i}`, field_id: f.field_id ?? 10 + i })) } }]);
    renderBuilder();
    await screen.findByTestId('fb-field-marital');
    await userEvent.click(screen.getByTestId('fb-add-1'));
    await userEvent.click(screen.getByTestId('fb-save'));
    await waitFor(() => expect(screen.getByTestId('fb-status')).toHaveTextContent(/^Version 3$/));
    await waitFor(() => expect(requests().filter((r) => r.method === 'GET' && r.url === '/api/v1/templates/41/builder')).toHaveLength(2));
    expect(screen.getByTestId('fb-status')).toHaveTextContent(/^Version 3$/);
    expect(screen.getByTestId('fb-field-field_1')).toBeInTheDocument();
  });

  it('is read-only without content.manage: no save, no palette', async () => {
    fakeApi.permissions = [PERMISSIONS.CONTENT_READ];
    serveBuilder();
    renderBuilder();
    await screen.findByTestId('fb-field-marital');
    expect(screen.queryByTestId('fb-save')).not.toBeInTheDocument();
    expect(screen.getByTestId('fb-add-1')).toBeDisabled();
  });
});
