/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import type { PackageDto } from '../api/packages-api';
import { fakeContentApi, renderContentPage, serveFakeContentApi } from '../testing/content-admin-test-kit';
import { PackagesPage } from './PackagesPage';

const requests = serveFakeContentApi('admin/content/packages');
const MANAGER = [PERMISSIONS.CONTENT_READ, PERMISSIONS.CONTENT_MANAGE];

const ONBOARDING: PackageDto = {
  package_id: 1, name: 'Onboarding', location_id: null, active: true, tags: ['new-hire'],
  templates: [
    { template_id: 11, name: 'Offer letter', sort_order: 1, active: true },
    { template_id: 12, name: 'W-4', sort_order: 2, active: true },
    { template_id: 13, name: 'Handbook', sort_order: 3, active: true },
  ],
};
const SAFETY: PackageDto = { package_id: 2, name: 'Safety', location_id: 11, active: true, tags: [], templates: [{ template_id: 14, name: 'Safety policy', sort_order: 1, active: true }] };

/** A server that keeps the packages and answers like packages-admin. */
function packagesServer() {
  let packages = [ONBOARDING, SAFETY];
  fakeContentApi.handle = (req, res) => {
    const [path, query = ''] = req.url.split('?');
    if (req.method === 'POST' && path === '/api/v1/packages/query') {
      sendJson(res, 200, { total: packages.length, items: packages });
    } else if (req.method === 'GET' && /^\/api\/v1\/packages\/\d+$/.test(path)) {
      sendJson(res, 200, packages.find((p) => `/api/v1/packages/${p.package_id}` === path));
    } else if (req.method === 'GET' && path === '/api/customers/3/forms') {
      sendJson(res, 200, { items: [11, 12, 13, 14, 15].map((id) => ({ template_id: id, name: `Template ${id}` })), total: 5 });
    } else if (req.method === 'PUT' && /^\/api\/v1\/packages\/1\/templates$/.test(path)) {
      expect(query).toBe('reorderByIndex=true');
      const order = (JSON.parse(req.body) as { template_id: number }[]).map((e) => e.template_id);
      const pkg = { ...packages[0], templates: order.map((id, i) => ({ ...packages[0].templates.find((x) => x.template_id === id)!, sort_order: i + 1 })) };
      packages = [pkg, ...packages.slice(1)];
      sendJson(res, 200, pkg);
    } else if (req.method === 'PUT' && path === '/api/v1/packages/1/tags') {
      sendJson(res, 200, packages[0]);
    } else if (req.method === 'PUT' && path === '/api/v1/packages/1') {
      sendJson(res, 200, packages[0]);
    } else if (req.method === 'POST' && path === '/api/v1/packages/bulk') {
      const body = JSON.parse(req.body) as { bulkAction: string; subjects: number[] };
      packages = packages.filter((p) => !body.subjects.includes(p.package_id));
      sendJson(res, 200, { bulkAction: body.bulkAction, packages: body.subjects.length });
    } else {
      return false;
    }
    return true;
  };
}

const sent = (method: string, path: string) => requests().filter((r) => r.method === method && r.url.split('?')[0] === path);

describe('PackagesPage', () => {
  beforeEach(() => packagesServer());

  it('reorders a package\'s templates with the keyboard buttons and saves the new order', async () => {
    fakeContentApi.permissions = MANAGER;
    const user = userEvent.setup();
    renderContentPage('admin/content/packages', <PackagesPage />);
    await user.click(await screen.findByRole('button', { name: 'Onboarding' }));
    const order = await screen.findByRole('list', { name: 'Template order' });
    await user.click(within(order).getByRole('button', { name: 'Move Offer letter down' }));
    expect(within(order).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('W-4'), expect.stringContaining('Offer letter'), expect.stringContaining('Handbook')]);
    expect(within(order).getByRole('button', { name: 'Move W-4 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PUT', '/api/v1/packages/1/templates')).toHaveLength(1));
    expect(JSON.parse(sent('PUT', '/api/v1/packages/1/templates')[0].body)).toEqual([{ template_id: 12 }, { template_id: 11 }, { template_id: 13 }]);
    expect(JSON.parse(sent('PUT', '/api/v1/packages/1/tags')[0].body)).toEqual({ tags: ['new-hire'] });
    expect(await screen.findByText('Package saved')).toBeInTheDocument();
  });

  it('deletes the checked packages only after the confirm', async () => {
    fakeContentApi.permissions = MANAGER;
    const user = userEvent.setup();
    renderContentPage('admin/content/packages', <PackagesPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Onboarding' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Safety' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.selectOptions(within(bar).getByLabelText('With 2 selected'), 'delete');
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete 2 packages?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('POST', '/api/v1/packages/bulk')).toHaveLength(0);

    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent('POST', '/api/v1/packages/bulk')).toHaveLength(1));
    expect(JSON.parse(sent('POST', '/api/v1/packages/bulk')[0].body)).toEqual({ bulkAction: 'delete', subjects: [1, 2] });
    expect(await screen.findByText('No packages match.')).toBeInTheDocument();
  });

  it('shows packages read-only to a role without content.manage', async () => {
    fakeContentApi.permissions = [PERMISSIONS.CONTENT_READ];
    const user = userEvent.setup();
    renderContentPage('admin/content/packages', <PackagesPage />);
    await user.click(await screen.findByRole('button', { name: 'Safety' }));
    expect(await screen.findByRole('list', { name: 'Template order' })).toHaveTextContent('Safety policy');
    expect(screen.queryByRole('button', { name: 'New package' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Available at')).toHaveValue('11');
    expect(screen.getByLabelText('Available at')).toBeDisabled();
  });
});
