/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeContentApi, renderContentPage, serveFakeContentApi } from '../../packages/testing/content-admin-test-kit';
import { CodeValuesPage } from './CodeValuesPage';

const requests = serveFakeContentApi('admin/content/code-values');
const base = '/api/v2/customers/3';

function codesServer() {
  const values = {
    EDU_DEGREE: [{ id: 1, category: 'EDU_DEGREE', code: 'BA', value: 'Bachelor', sort_order: 1, is_default: false, active: true }],
    SHIRT_SIZE: [{ id: 2, category: 'SHIRT_SIZE', code: 'M', value: 'Medium', sort_order: 1, is_default: false, active: true }],
  };
  let maps: Record<string, string[]> = { BA: ['BACH'] };
  fakeContentApi.handle = (req, res) => {
    const [path, query = ''] = req.url.split('?');
    const category = new URLSearchParams(query).get('category') ?? '';
    if (req.method === 'GET' && path === `${base}/admcodevalue/categories`) {
      sendJson(res, 200, Object.keys(values));
    } else if (req.method === 'GET' && path === `${base}/admcodevalue`) {
      sendJson(res, 200, values[category as keyof typeof values] ?? []);
    } else if (req.method === 'GET' && path === `${base}/admexternalcodemap/codeMapForEditor`) {
      sendJson(res, 200, { category, rows: (values[category as keyof typeof values] ?? []).map((v) => ({ code: v.code, value: v.value, external_codes: maps[v.code] ?? [] })) });
    } else if (req.method === 'POST' && path === `${base}/admcodevalue`) {
      const body = JSON.parse(req.body) as { category: 'EDU_DEGREE'; code: string; value: string };
      values[body.category] = [...values[body.category], { id: 9, sort_order: 0, is_default: false, active: true, ...body }];
      sendJson(res, 201, values[body.category].at(-1));
    } else if (req.method === 'POST' && path === `${base}/admexternalcodemap`) {
      const body = JSON.parse(req.body) as { old: { code: string; external_code: string }; new: { code: string; external_code: string } };
      maps = { ...maps, [body.old.code]: [body.new.external_code] };
      sendJson(res, 200, body.new);
    } else if (req.method === 'PUT' && path === `${base}/admcodevalue/1`) {
      sendJson(res, 409, { statusCode: 409, messageKey: 'duplicate_entry', details: {} });
    } else {
      return false;
    }
    return true;
  };
}

describe('CodeValuesPage', () => {
  beforeEach(() => codesServer());

  it('adds a value to the picked category and edits an external code with the old/new shape', async () => {
    fakeContentApi.permissions = [PERMISSIONS.CONTENT_READ, PERMISSIONS.CONTENT_MANAGE];
    const user = userEvent.setup();
    renderContentPage('admin/content/code-values', <CodeValuesPage />);
    const values = await screen.findByRole('region', { name: 'Values' });
    expect(await within(values).findByText('Bachelor')).toBeInTheDocument();

    const add = within(values).getByRole('form', { name: 'Add a value' });
    await user.type(within(add).getByLabelText(/^Code/), 'MA');
    await user.type(within(add).getByLabelText(/^Value/), 'Master');
    await user.click(within(add).getByRole('button', { name: 'Add a value' }));
    expect(await within(values).findByText('Master')).toBeInTheDocument();
    const posted = requests().find((r) => r.method === 'POST' && r.url === `${base}/admcodevalue`)!;
    expect(JSON.parse(posted.body)).toEqual({ category: 'EDU_DEGREE', code: 'MA', value: 'Master', sort_order: 0, active: true });

    const maps = screen.getByRole('region', { name: 'External code maps' });
    await user.click(within(maps).getByRole('button', { name: 'Edit BACH of BA' }));
    const input = within(maps).getByLabelText('External code for BA');
    await user.clear(input);
    await user.type(input, 'BS');
    await user.click(within(maps).getByRole('button', { name: 'Save' }));
    expect(await within(maps).findByText('BS')).toBeInTheDocument();
    const edit = requests().find((r) => r.method === 'POST' && r.url === `${base}/admexternalcodemap`)!;
    expect(JSON.parse(edit.body)).toEqual({ old: { category: 'EDU_DEGREE', code: 'BA', external_code: 'BACH' }, new: { category: 'EDU_DEGREE', code: 'BA', external_code: 'BS' } });
  });

  it('switches category and shows a refused save as a message', async () => {
    fakeContentApi.permissions = [PERMISSIONS.CONTENT_READ, PERMISSIONS.CONTENT_MANAGE];
    const user = userEvent.setup();
    renderContentPage('admin/content/code-values', <CodeValuesPage />);
    const values = await screen.findByRole('region', { name: 'Values' });
    await user.click(await within(values).findByRole('button', { name: 'Edit BA' }));
    await user.click(within(values).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That entry already exists.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'SHIRT_SIZE');
    expect(await within(screen.getByRole('region', { name: 'Values' })).findByText('Medium')).toBeInTheDocument();
    await waitFor(() => expect(requests().some((r) => r.url === `${base}/admexternalcodemap/codeMapForEditor?category=SHIRT_SIZE`)).toBe(true));
  });

  it('hides every edit from a role without content.manage', async () => {
    fakeContentApi.permissions = [PERMISSIONS.CONTENT_READ];
    renderContentPage('admin/content/code-values', <CodeValuesPage />);
    expect(await screen.findByText('Bachelor')).toBeInTheDocument();
    expect(await screen.findByText('BACH')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete|Add|Remove/ })).not.toBeInTheDocument();
  });
});
