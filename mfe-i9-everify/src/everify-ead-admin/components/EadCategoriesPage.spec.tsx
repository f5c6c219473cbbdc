/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EAD_EXTENSION_CATEGORIES, PERMISSIONS } from '@attest/contracts';
import { apiError, renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import type { EadCategoriesAnswer } from '../api/ead-admin-api';
import { EadCategoriesPage } from './EadCategoriesPage';

const api = serveFakeI9Api('admin/ead-categories');
const DEFAULTS: EadCategoriesAnswer = {
  items: EAD_EXTENSION_CATEGORIES.map((category) => ({ category, default: true, label_key: `i9_ead_category_${category.toLowerCase()}` })),
  removed_defaults: [],
};
const open = () => renderI9Page('admin/ead-categories', [{ path: 'admin/ead-categories', element: <EadCategoriesPage /> }]);

describe('the EAD extension categories page', () => {
  it('lists the categories by their descriptions; a reader cannot change them', async () => {
    signInAsStaff(api, [PERMISSIONS.I9_READ]);
    api.handlers['GET /api/v1/admin/ead'] = { body: DEFAULTS };
    open();
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(14);
    expect(within(list).getByText('C08: Asylum application pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add the category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove C08' })).not.toBeInTheDocument();
  });

  it('adds a category USCIS added, and shows a refused code on the field', async () => {
    const user = userEvent.setup();
    signInAsStaff(api, [PERMISSIONS.I9_READ, PERMISSIONS.ACCOUNT_MANAGE]);
    let answer = DEFAULTS;
    api.handlers['GET /api/v1/admin/ead'] = () => ({ body: answer });
    api.handlers['POST /api/v1/admin/ead'] = (req) => {
      const { category } = JSON.parse(req.body) as { category: string };
      if (category === 'X1') {
        return apiError(400, 'validation_failed', { fields: { category: 'ead_category_invalid' } });
      }
      answer = { ...DEFAULTS, items: [...DEFAULTS.items, { category: 'C11', default: false, label_key: null }] };
      return { body: answer };
    };
    open();
    const field = await screen.findByRole('textbox', { name: /Category code/ });
    await user.type(field, 'X1');
    await user.click(screen.getByRole('button', { name: 'Add the category' }));
    expect(await screen.findByText('Enter a category code such as A12, C08 or C03B')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '(c)(11)');
    await user.click(screen.getByRole('button', { name: 'Add the category' }));
    expect(await screen.findByText('C11: (c)(11)')).toBeInTheDocument();
    expect(screen.getByText('(added by your account)')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/admin/ead').map((c) => c.body)).toEqual([{ category: 'X1' }, { category: '(c)(11)' }]);
  });

  it('removes a category after confirmation', async () => {
    const user = userEvent.setup();
    signInAsStaff(api, [PERMISSIONS.I9_READ, PERMISSIONS.ACCOUNT_MANAGE]);
    api.handlers['GET /api/v1/admin/ead'] = { body: DEFAULTS };
    api.handlers['DELETE /api/v1/admin/ead'] = { body: { items: DEFAULTS.items.filter((i) => i.category !== 'C08'), removed_defaults: ['C08'] } };
    open();
    await user.click(await screen.findByRole('button', { name: 'Remove C08' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove C08?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls('DELETE /api/v1/admin/ead')).toEqual([{ url: '/api/v1/admin/ead', body: { category: 'C08' } }]));
  });
});
