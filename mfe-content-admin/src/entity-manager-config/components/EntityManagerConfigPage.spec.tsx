/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeContentApi, renderContentPage, serveFakeContentApi } from '../../packages/testing/content-admin-test-kit';
import type { ConfigRecord } from '../api/entity-manager-config-api';
import { EntityManagerConfigPage } from './EntityManagerConfigPage';

const requests = serveFakeContentApi('admin/content/entity-manager');
const base = '/api/v2/customers/3/cstentitymanagerconfig';

const config = () => ({
  entityType: 'references',
  entityIdName: 'ref_id',
  getEntitiesFunction: 'entities',
  saveEntitiesFunction: 'entities',
  minEntities: 0,
  maxEntities: null,
  saveOnConfirm: true,
  instructions: 'List people who know your work.',
  formConfig: { fields: [{ field_id: 1, name: 'company', datatype_id: 1, desc: 'Company', required: true, active: true, params: {}, codes: [], triggers: [], sort_order: 1 }] },
  tableConfig: { columns: [{ field: 'company', label_translation_key: 'company_column' }] },
});
const record = (over: Partial<ConfigRecord> = {}): ConfigRecord => ({ id: 4, entityType: 'references', version: 2, canRevert: true, updated_at: '2026-01-01T00:00:00.000Z', usable: true, errors: {}, config: config(), ...over });

function configServer(answerPut?: { status: number; body: unknown }) {
  let current = record();
  fakeContentApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path === base) {
      sendJson(res, 200, [{ id: 4, entityType: 'references', version: current.version, updated_at: current.updated_at, usable: true }]);
    } else if (req.method === 'GET' && path === `${base}/4`) {
      sendJson(res, 200, current);
    } else if (req.method === 'PUT' && path === base) {
      if (answerPut) {
        sendJson(res, answerPut.status, answerPut.body);
        return true;
      }
      const body = JSON.parse(req.body) as { config: Record<string, unknown> };
      current = record({ version: 3, config: body.config, updated_at: '2026-01-02T00:00:00.000Z' });
      sendJson(res, 200, current);
    } else if (req.method === 'GET' && path === `${base}/4/revert`) {
      current = record({ version: 1, canRevert: false, config: { ...config(), maxEntities: 9 }, updated_at: '2026-01-03T00:00:00.000Z' });
      sendJson(res, 200, current);
    } else if (req.method === 'GET' && path === `${base}/4/setFromOldConfigs`) {
      sendJson(res, 409, { statusCode: 409, error: 'Conflict', messageKey: 'no_previous_version', details: {} });
    } else if (req.method === 'GET' && path === '/api/v2/customers/3/entitycustomfield/definitions') {
      sendJson(res, 200, []);
    } else {
      return false;
    }
    return true;
  };
}

describe('EntityManagerConfigPage', () => {
  beforeEach(() => {
    fakeContentApi.permissions = [PERMISSIONS.CONTENT_READ, PERMISSIONS.CONTENT_MANAGE];
  });

  it('edits the known keys with their errors shown on the key, previews the unsaved config and saves it', async () => {
    configServer();
    const user = userEvent.setup();
    renderContentPage('admin/content/entity-manager', <EntityManagerConfigPage />);
    const idName = await screen.findByRole('textbox', { name: /^Id field name/ });
    expect(idName).toHaveValue('ref_id');
    const preview = screen.getByRole('region', { name: 'Preview' });
    // The applicant's entity manager with this configuration (its instructions, its add button), asking the server for no records.
    expect(await within(preview).findByText('List people who know your work.')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Add' }));
    expect(await within(preview).findByLabelText(/^Company/)).toBeInTheDocument();
    expect(requests().filter((r) => r.url.includes('/applicants/'))).toEqual([]);

    await user.clear(idName);
    expect(await screen.findByRole('list', { name: 'Keys to fix' })).toHaveTextContent('entityIdName: Required Field');
    // The preview shows what the applicant would get: the backend-error state.
    expect(await within(preview).findByText('Records unavailable', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(await screen.findByText(/the applicant would see an error/)).toBeInTheDocument();
    expect(requests().some((r) => r.method === 'PUT')).toBe(false);

    await user.type(idName, 'reference_id');
    await user.type(screen.getByRole('textbox', { name: /^Maximum records/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Save configuration' }));
    await waitFor(() => expect(requests().some((r) => r.method === 'PUT')).toBe(true));
    expect(JSON.parse(requests().find((r) => r.method === 'PUT')!.body)).toEqual({ id: 4, config: { ...config(), entityIdName: 'reference_id', maxEntities: 3 } });
    expect(await screen.findByText('Version 3')).toBeInTheDocument();
  });

  it('shows the server refusal on the failing key and edits in the JSON view', async () => {
    configServer({ status: 400, body: { statusCode: 400, error: 'Bad Request', messageKey: 'invalid_entry', details: { fields: { getEntitiesFunction: 'unknown_entity_function' }, key: 'getEntitiesFunction' } } });
    const user = userEvent.setup();
    renderContentPage('admin/content/entity-manager', <EntityManagerConfigPage />);
    await screen.findByRole('textbox', { name: /^Id field name/ });
    await user.click(screen.getByRole('button', { name: 'JSON' }));
    const json = screen.getByRole('textbox', { name: 'Configuration (JSON)' });
    await user.clear(json);
    await user.click(json);
    await user.paste('{"broken": ');
    expect(screen.getByText(/not a JSON object yet/)).toBeInTheDocument();
    await user.clear(json);
    await user.paste(JSON.stringify({ ...config(), minEntities: 1 }));
    await user.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(await screen.findByRole('list', { name: 'Keys to fix' })).toHaveTextContent('getEntitiesFunction: Not a function the entity manager knows');
    expect(JSON.parse(requests().find((r) => r.method === 'PUT')!.body).config.minEntities).toBe(1);
  });

  it('reverts after a confirmation and reports a refused set-from-old', async () => {
    configServer();
    const user = userEvent.setup();
    renderContentPage('admin/content/entity-manager', <EntityManagerConfigPage />);
    await screen.findByRole('textbox', { name: /^Id field name/ });
    await user.click(screen.getByRole('button', { name: 'Revert' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Go back to the previously saved version?');
    expect(requests().some((r) => r.url.endsWith('/revert'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('Version 1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Maximum records/ })).toHaveValue('9');
    expect(screen.getByRole('button', { name: 'Revert' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Set from old configs' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Set from old configs' }));
    expect(await screen.findByText('There is no earlier saved version to go back to.')).toBeInTheDocument();
  });

  it('lets a reader look without editing', async () => {
    configServer();
    fakeContentApi.permissions = [PERMISSIONS.CONTENT_READ];
    renderContentPage('admin/content/entity-manager', <EntityManagerConfigPage />);
    expect(await screen.findByRole('textbox', { name: /^Id field name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save configuration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revert' })).toBeNull();
  });
});
