/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { CUSTOMER_ID, fakeApi, PAGE, renderTemplatesPage, serveFakeTemplatesApi } from '../testing/templates-test-kit';
import { TemplatesPage } from './TemplatesPage';

const requests = serveFakeTemplatesApi('admin/content/templates');

const listUrls = () => requests().filter((r) => r.url.startsWith('/api/v1/templates?')).map((r) => r.url);

describe('TemplatesPage', () => {
  beforeEach(() => {
    fakeApi.permissions = [PERMISSIONS.CONTENT_READ, PERMISSIONS.CONTENT_MANAGE];
  });

  it('lists templates with validity and its reason, alerts on invalid ones and filters', async () => {
    fakeApi.handle = (req, res) => {
      if (req.method === 'GET' && req.url.startsWith('/api/v1/templates?')) {
        sendJson(res, 200, PAGE);
        return true;
      }
      return false;
    };
    const user = userEvent.setup();
    renderTemplatesPage('admin/content/templates', <TemplatesPage />);
    const handbook = (await screen.findByRole('link', { name: 'Handbook acknowledgement' })).closest('tr')!;
    expect(within(handbook).getByText('Invalid')).toBeInTheDocument();
    expect(within(handbook).getByText('Invalid: not validated and no external id.')).toBeInTheDocument();
    expect(within(handbook).getByText('Acknowledgements')).toBeInTheDocument();
    expect(within(handbook).getByText('policy')).toBeInTheDocument();
    const upload = screen.getByRole('link', { name: 'Upload your licence' }).closest('tr')!;
    expect(within(upload).getByText('Valid: this type of template needs no validation.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 active templates are invalid');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(listUrls()).toEqual(['/api/v1/templates?page=1&take=25']);

    await user.selectOptions(screen.getByLabelText('Category'), 'Onboarding');
    await user.selectOptions(screen.getByLabelText('Type'), '8');
    await user.type(screen.getByLabelText('Name or external id'), 'hand');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(listUrls()).toContain('/api/v1/templates?category=Onboarding&type=8&search=hand&page=1&take=25'));

    await user.click(screen.getByRole('button', { name: 'Show invalid templates' }));
    await waitFor(() => expect(listUrls()).toContain('/api/v1/templates?category=Onboarding&type=8&search=hand&validity=invalid&active=true&page=1&take=25'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listUrls().at(-1)).toContain('page=2'));
  });

  it('creates a template through the dialog and opens it', async () => {
    fakeApi.handle = (req, res) => {
      if (req.method === 'GET' && req.url.startsWith('/api/v1/templates?')) {
        sendJson(res, 200, { ...PAGE, invalid_count: 0 });
        return true;
      }
      if (req.method === 'POST' && req.url === `/api/customers/${CUSTOMER_ID}/forms`) {
        const body = JSON.parse(req.body);
        if (!body.name) {
          sendJson(res, 400, { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { name: 'required_field' } } });
        } else {
          sendJson(res, 201, { ...PAGE.items[0], template_id: 77, name: body.name });
        }
        return true;
      }
      return false;
    };
    const user = userEvent.setup();
    renderTemplatesPage('admin/content/templates', <TemplatesPage />);
    await screen.findByRole('link', { name: 'Handbook acknowledgement' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = screen.getByRole('dialog', { name: 'New template' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Required Field')).toBeInTheDocument();
    expect(requests().some((r) => r.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Name/), 'Safety quiz');
    await user.selectOptions(within(dialog).getByLabelText(/Type/), '15');
    await user.type(within(dialog).getByLabelText('Category'), 'Safety');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = requests().find((r) => r.method === 'POST')!;
    expect(JSON.parse(post.body)).toEqual({ name: 'Safety quiz', template_type_id: 15, desc: null, category: 'Safety' });
  });

  it('without content.manage offers no create button; without content.read shows no list', async () => {
    fakeApi.permissions = [PERMISSIONS.CONTENT_READ];
    fakeApi.handle = (req, res) => {
      if (req.method === 'GET' && req.url.startsWith('/api/v1/templates?')) {
        sendJson(res, 200, PAGE);
        return true;
      }
      return false;
    };
    const view = renderTemplatesPage('admin/content/templates', <TemplatesPage />);
    await screen.findByRole('link', { name: 'Handbook acknowledgement' });
    expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument();
    view.unmount();

    fakeApi.permissions = [PERMISSIONS.APPLICANTS_READ];
    requests().length = 0;
    renderTemplatesPage('admin/content/templates', <TemplatesPage />);
    expect(await screen.findByText("You don't have access")).toBeInTheDocument();
    expect(listUrls()).toEqual([]);
  });
});
