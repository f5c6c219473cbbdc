/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeBufferFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { CUSTOMER_ID, EDIT_MODEL, fakeApi, renderTemplatesPage, serveFakeTemplatesApi } from '../testing/templates-test-kit';
import { TemplateEditPage } from './TemplateEditPage';

const requests = serveFakeTemplatesApi('admin/content/templates/41');
const base = `/api/customers/${CUSTOMER_ID}/forms/41`;

// jsdom's FormData/File are not readable by Node's fetch (the jsdom-fetch environment's): the multipart body is
// built with Node's own classes, as a browser would with its own (as BulkTransferPage.spec does).
const NodeFile = NodeBufferFile as unknown as typeof File;
beforeAll(async () => {
  const nodeFormData = (await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;
  Object.defineProperty(window, 'FormData', { value: nodeFormData, configurable: true, writable: true });
});

/* eslint-disable @typescript-eslint/no-explicit-any -- request bodies are read ad hoc */

function serveTemplate(onPut?: (body: any) => [number, unknown]) {
  fakeApi.handle = (req, res) => {
    if (req.method === 'GET' && req.url === `${base}/edit`) {
      sendJson(res, 200, EDIT_MODEL);
      return true;
    }
    if (req.method === 'PUT' && req.url === base && onPut) {
      const [status, body] = onPut(JSON.parse(req.body));
      sendJson(res, status, body);
      return true;
    }
    if (req.method === 'DELETE' && req.url === base) {
      sendJson(res, 409, { statusCode: 409, error: 'Conflict', messageKey: 'template_in_use', details: { open_requests: 2 } });
      return true;
    }
    if (req.method === 'POST' && req.url === '/api/v1/templates/history/query') {
      sendJson(res, 200, { total: 1, items: [{ id: 9, created_at: '2026-01-05T10:00:00.000Z', template_id: 41, actor_party: 'user', actor_id: 7, actor_name: 'Avery Admin', acting_user_id: null, acting_user_name: null, action: 'update', changes: { name: { from: 'Handbook', to: 'Handbook acknowledgement' } } }] });
      return true;
    }
    return false;
  };
}

describe('TemplateEditPage', () => {
  beforeEach(() => {
    fakeApi.permissions = [PERMISSIONS.CONTENT_READ, PERMISSIONS.CONTENT_MANAGE];
  });

  it('edits every info field and the form parameters, explained, and saves them (unknown params kept)', async () => {
    let saved: any;
    serveTemplate((body) => {
      saved = body;
      return [200, { ...EDIT_MODEL.template, ...body }];
    });
    const user = userEvent.setup();
    renderTemplatesPage('admin/content/templates/41', <TemplateEditPage />, 'admin/content/templates/:templateId');
    expect(await screen.findByText('Invalid: not validated and no external id.')).toBeInTheDocument();
    // Each field carries what it means.
    expect(screen.getByText(/needed \(with Validated\) for the template to be valid/)).toBeInTheDocument();
    expect(screen.getByText('The applicant must complete this form before moving on to the next one.')).toBeInTheDocument();
    for (const label of ['Name', 'Description', 'Type', 'External id', 'Validation notes', 'Directive', 'Second-signature template', 'Sort order', 'Order in a package', 'Blueprint id', 'Edit address']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    for (const label of ['Validated', 'Active', 'Hidden from applicant', 'Downloadable', 'Requires federal id', 'Signed on its own', 'Needs a second signature']) {
      expect(screen.getByRole('checkbox', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }

    await user.type(screen.getByLabelText(/^External id/), 'HB-1');
    await user.click(screen.getByRole('checkbox', { name: /^Validated/ }));
    await user.selectOptions(screen.getByLabelText(/^Second-signature template/), '42');
    await user.click(screen.getByLabelText('iframeUrl'));
    await user.paste('https://vendor.example/{applicant_id}');
    const dynamic = screen.getByLabelText(/dynamicParams/);
    await user.click(dynamic);
    await user.paste('{"a": 1');
    await user.click(screen.getByRole('button', { name: 'Save info' }));
    expect(await screen.findByText('Enter a valid value (a number of 0 or more, or a JSON object).')).toBeInTheDocument();
    expect(requests().some((r) => r.method === 'PUT')).toBe(false);

    await user.type(dynamic, '}');
    await user.clear(screen.getByLabelText('pollingInterval'));
    await user.type(screen.getByLabelText('pollingInterval'), '30');
    await user.click(screen.getByRole('button', { name: 'Save info' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toEqual({
      name: 'Handbook acknowledgement', desc: null, template_type_id: 8, external_id: 'HB-1', validated: true, validation_info: null, directive: '',
      active: true, hide_from_applicant: false, downloadable: false, require_fed_id: false, isolated_signing: false, second_sig_flag: false,
      second_sig_template_id: 42, sort_order: 0, template_sort_order: 0, blueprint_id: null, edit_url: null,
      params: { custom: 'kept', mustCompleteToContinue: true, iframeUrl: 'https://vendor.example/{applicant_id}', pollingInterval: 30, dynamicParams: { a: 1 } },
    });
    expect(await screen.findByText('Changes Saved Successfully')).toBeInTheDocument();
  });

  it('shows server field errors, the in-use refusal of delete, and the history', async () => {
    serveTemplate(() => [400, { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { edit_url: 'invalid_url' } } }]);
    const user = userEvent.setup();
    renderTemplatesPage('admin/content/templates/41', <TemplateEditPage />, 'admin/content/templates/:templateId');
    await user.type(await screen.findByLabelText(/^Edit address/), 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Save info' }));
    expect(await screen.findByText('Enter an address starting with https:// or /.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete template' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete template' }));
    expect(await screen.findByText(/An open signature request still uses this template/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Info edited')).toBeInTheDocument();
    expect(screen.getByText(/Handbook → Handbook acknowledgement/)).toBeInTheDocument();
    expect(screen.getByText(/by Avery Admin/)).toBeInTheDocument();
  });

  it('is read-only without content.manage', async () => {
    fakeApi.permissions = [PERMISSIONS.CONTENT_READ];
    serveTemplate();
    renderTemplatesPage('admin/content/templates/41', <TemplateEditPage />, 'admin/content/templates/:templateId');
    expect(await screen.findByLabelText(/^External id/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save info' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete template' })).not.toBeInTheDocument();
  });

  it('uploads the paper-sign PDF; a refused file shows the server\'s reason and the page is unchanged', async () => {
    const uploads: string[] = [];
    let stored = false;
    fakeApi.handle = (req, res) => {
      if (req.method === 'GET' && req.url === `${base}/edit`) {
        sendJson(res, 200, { ...EDIT_MODEL, template: { ...EDIT_MODEL.template, has_paper_sign_pdf: stored, paper_sign_pdf_file_name: stored ? 'paper.pdf' : null } });
        return true;
      }
      if (req.method === 'POST' && req.url === `${base}/paperSignPdf`) {
        uploads.push(req.body);
        if (uploads.length === 1) {
          sendJson(res, 400, { statusCode: 400, error: 'Bad Request', messageKey: 'upload_content_mismatch' });
        } else {
          stored = true;
          sendJson(res, 200, { template_id: 41, kind: 'paperSign', title: 'paper.pdf', size: 9, sha256: 'x' });
        }
        return true;
      }
      return false;
    };
    const user = userEvent.setup();
    renderTemplatesPage('admin/content/templates/41', <TemplateEditPage />, 'admin/content/templates/:templateId');
    await user.click(await screen.findByRole('tab', { name: 'PDF files' }));
    const paper = screen.getByRole('group', { name: 'Paper-sign PDF' });
    expect(within(paper).getByText('No file yet.')).toBeInTheDocument();
    const upload = within(paper).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await user.upload(within(paper).getByLabelText('PDF file (.pdf)'), new NodeFile(['MZ not a pdf'], 'paper.pdf', { type: 'application/pdf' }));
    await user.click(upload);
    expect(await within(paper).findByRole('alert')).toHaveTextContent("The file's content does not match its type.");
    expect(within(paper).getByText('No file yet.')).toBeInTheDocument();

    await user.click(upload);
    expect(await within(paper).findByText('Stored: paper.pdf')).toBeInTheDocument();
    // Multipart with the file in `pdf` and its name as the title.
    expect(uploads[1]).toMatch(/name="pdf"; filename="paper.pdf"/);
    expect(uploads[1]).toMatch(/name="title"\r\n\r\npaper.pdf/);
    // The template PDF is already stored and can be replaced.
    expect(within(screen.getByRole('group', { name: 'Template PDF' })).getByLabelText('Replace with (.pdf)')).toBeInTheDocument();
  });
});
