/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeContentApi, renderContentPage, serveFakeContentApi } from '../../packages/testing/content-admin-test-kit';
import type { BlueprintView, CodeMapItem, CodeValueItem, PromotionTemplateItem } from '../api/blueprints-api';
import { BlueprintsPage } from './BlueprintsPage';

const requests = serveFakeContentApi('admin/content/blueprints');
const MANAGER = [PERMISSIONS.CONTENT_READ, PERMISSIONS.CONTENT_MANAGE];
const counts = (c: Partial<Record<'new' | 'changed' | 'same' | 'conflict', number>>) => ({ new: 0, changed: 0, same: 0, conflict: 0, ...c });

const STARTER: BlueprintView = { id: 5, name: 'Staffing starter', active: true, source_customer_id: 7, options: { templates: true, external_code_maps: true, code_values: true, code_value_categories: ['BP_SHIFT'] } };
const OWN: BlueprintView = { id: 6, name: 'Our own', active: true, source_customer_id: 3, options: { templates: true, external_code_maps: false, code_values: false, code_value_categories: null } };

/** A server answering like services/forms blueprints: promoting turns the chosen items 'same'. */
function blueprintServer(promoteAnswer?: [number, unknown]) {
  let templates: PromotionTemplateItem[] = [
    { template_id: 81, name: 'BP Offer letter', external_id: 'BP-OFFER', template_type_id: 1, status: 'new', target_id: null },
    { template_id: 82, name: 'BP Policy', external_id: null, template_type_id: 1, status: 'same', target_id: 30 },
    { template_id: 83, name: 'BP Handbook', external_id: null, template_type_id: 1, status: 'conflict', target_id: 31, reason: 'name_taken' },
  ];
  let maps: CodeMapItem[] = [{ category: 'BP_SHIFT', code: 'D', external_code: 'DAY', status: 'new' }];
  let values: CodeValueItem[] = [
    { category: 'BP_SHIFT', code: 'D', value: 'Day', sort_order: 1, is_default: 0, active: 1, status: 'new' },
    { category: 'BP_SHIFT', code: 'N', value: 'Night', sort_order: 2, is_default: 0, active: 1, status: 'changed' },
  ];
  fakeContentApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path === '/api/v1/blueprints') {
      sendJson(res, 200, [STARTER, OWN]);
    } else if (req.method === 'GET' && path === '/api/v1/blueprints/promotion/5/templates') {
      sendJson(res, 200, templates);
    } else if (req.method === 'GET' && path === '/api/v1/blueprints/promotion/5/externalCodeMaps') {
      sendJson(res, 200, maps);
    } else if (req.method === 'GET' && path === '/api/v1/blueprints/5/promotion/codeValues') {
      sendJson(res, 200, values);
    } else if (req.method === 'POST' && path === '/api/v1/blueprints/promotion') {
      if (promoteAnswer) {
        sendJson(res, ...promoteAnswer);
        return true;
      }
      const body = JSON.parse(req.body) as { template_ids: number[]; external_code_maps: unknown[]; code_values: { code: string }[] };
      const chosenT = templates.filter((t) => body.template_ids.includes(t.template_id));
      const chosenV = values.filter((v) => body.code_values.some((c) => c.code === v.code));
      sendJson(res, 200, {
        blueprint_id: 5, preview: false, changes: true, templates: chosenT, external_code_maps: maps.slice(0, body.external_code_maps.length), code_values: chosenV,
        summary: { templates: counts({ new: chosenT.length }), external_code_maps: counts({ new: body.external_code_maps.length }), code_values: counts({ new: 1, changed: 1 }) },
      });
      templates = templates.map((t) => (body.template_ids.includes(t.template_id) ? { ...t, status: 'same' } : t));
      maps = maps.map((m) => ({ ...m, status: body.external_code_maps.length ? 'same' : m.status }));
      values = values.map((v) => (body.code_values.some((c) => c.code === v.code) ? { ...v, status: 'same' } : v));
    } else {
      return false;
    }
    return true;
  };
}

const sent = (method: string, path: string) => requests().filter((r) => r.method === method && r.url.split('?')[0] === path);

async function openStarter(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Staffing starter' });
  await user.selectOptions(screen.getByLabelText('Blueprint'), 'Staffing starter');
  return screen.findByRole('table', { name: 'Templates' });
}

describe('BlueprintsPage', () => {
  beforeEach(() => {
    fakeContentApi.permissions = MANAGER;
  });

  it('shows the options and the preview of each template, code map and code value with its state', async () => {
    blueprintServer();
    const user = userEvent.setup();
    renderContentPage('admin/content/blueprints', <BlueprintsPage />);
    const templates = await openStarter(user);
    const options = screen.getByRole('region', { name: 'Options' });
    expect(options).toHaveTextContent('Templates: offered');
    expect(options).toHaveTextContent('Code value categories: BP_SHIFT');
    expect(within(templates).getAllByRole('row').slice(1).map((r) => [r.getAttribute('data-status'), r.textContent])).toEqual([
      ['new', expect.stringContaining('BP Offer letter')],
      ['same', expect.stringContaining('BP Policy')],
      ['conflict', expect.stringMatching(/BP Handbook.*A template with this name but another external id is already there\./)],
    ]);
    // Only new and changed items can be chosen.
    expect(within(templates).getByRole('checkbox', { name: 'Choose BP Policy' })).toBeDisabled();
    expect(within(templates).getByRole('checkbox', { name: 'Choose BP Handbook' })).toBeDisabled();
    expect(await screen.findByRole('table', { name: 'External code maps' })).toHaveTextContent('DAY');
    const values = await screen.findByRole('table', { name: 'Code values' });
    expect(within(values).getByText('BP_SHIFT · N').closest('tr')).toHaveAttribute('data-status', 'changed');
  });

  it('promotes the chosen items after the confirm and shows the result; the lists then say same', async () => {
    blueprintServer();
    const user = userEvent.setup();
    renderContentPage('admin/content/blueprints', <BlueprintsPage />);
    const templates = await openStarter(user);
    await screen.findByRole('table', { name: 'Code values' });
    await user.click(within(templates).getByRole('checkbox', { name: 'Choose BP Offer letter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose BP_SHIFT · N' }));
    await user.click(screen.getByRole('button', { name: 'Promote 2 chosen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Promote 1 templates, 0 external code maps and 1 code values into this customer?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('POST', '/api/v1/blueprints/promotion')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Promote 2 chosen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText('Promoted.')).toBeInTheDocument();
    expect(JSON.parse(sent('POST', '/api/v1/blueprints/promotion')[0].body)).toEqual({
      blueprint_id: 5, template_ids: [81], external_code_maps: [], code_values: [{ category: 'BP_SHIFT', code: 'N' }],
    });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Templates' })).getByText('BP Offer letter').closest('tr')).toHaveAttribute('data-status', 'same'));
    expect(screen.getByRole('button', { name: 'Promote 0 chosen' })).toBeDisabled();
  });

  it('shows a refusal with its translated message and keeps the choice', async () => {
    blueprintServer([400, { statusCode: 400, error: 'Bad Request', messageKey: 'blueprint_option_disabled', details: {} }]);
    const user = userEvent.setup();
    renderContentPage('admin/content/blueprints', <BlueprintsPage />);
    await openStarter(user);
    await user.click(screen.getByRole('button', { name: 'Choose everything new or changed' }));
    await user.click(screen.getByRole('button', { name: 'Promote 4 chosen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This blueprint does not offer that kind of item.');
    expect(screen.getByRole('checkbox', { name: 'Choose BP Offer letter' })).toBeChecked();
  });

  it('says a blueprint of this customer has nothing to promote, and hides everything without content.manage', async () => {
    blueprintServer();
    const user = userEvent.setup();
    const { unmount } = renderContentPage('admin/content/blueprints', <BlueprintsPage />);
    await screen.findByRole('option', { name: 'Our own' });
    await user.selectOptions(screen.getByLabelText('Blueprint'), 'Our own');
    expect(await screen.findByText("This customer is the blueprint's source; there is nothing to promote.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Promote/ })).not.toBeInTheDocument();
    unmount();

    fakeContentApi.permissions = [PERMISSIONS.CONTENT_READ];
    renderContentPage('admin/content/blueprints', <BlueprintsPage />);
    expect(await screen.findByText(/needs the Manage content permission/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Blueprint')).not.toBeInTheDocument();
  });
});
