/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeContentApi, renderContentPage, serveFakeContentApi } from '../../packages/testing/content-admin-test-kit';
import type { ChecklistView } from '../api/skill-checklists-api';
import { SkillChecklistsPage } from './SkillChecklistsPage';

const requests = serveFakeContentApi('admin/content/skill-checklists');
const base = '/api/v2/customers/3/admskillchecklist';

function checklist(): ChecklistView {
  return {
    checklist_id: 7, name: 'Warehouse skills', description: 'Rate each task.', active: true, auto_assign: true, item_count: 2, job_category_ids: [], location_ids: [11], assigned: 2, completed: 1,
    scale: null, categories: [{ name: 'Equipment', items: [{ item_id: 70, skill: 'Forklift' }, { item_id: 71, skill: 'Pallet jack' }] }],
  };
}

function checklistServer(answerSave?: { status: number; body: unknown }) {
  let current = checklist();
  fakeContentApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path === base) {
      sendJson(res, 200, [current]);
    } else if (req.method === 'GET' && path === `${base}/7`) {
      sendJson(res, 200, current);
    } else if (req.method === 'GET' && path === `${base}/7/applicants`) {
      sendJson(res, 200, [
        { id: 501, applicant_id: 40, applicant_name: 'Ada Lovelace', state: 'COMPLETED', assigned_date: '2026-01-02', completed_date: '2026-01-05', has_pdf: true },
        { id: 502, applicant_id: 41, applicant_name: 'Bob Stone', state: 'STARTED', assigned_date: '2026-01-03', completed_date: null, has_pdf: false },
      ]);
    } else if (req.method === 'GET' && path === '/api/v2/customers/3/jobcategories') {
      sendJson(res, 200, [{ category_id: 5, name: 'Forklift operator', skills: [], specialties: [] }]);
    } else if ((req.method === 'PUT' && path === `${base}/7`) || (req.method === 'POST' && path === base)) {
      if (answerSave) {
        sendJson(res, answerSave.status, answerSave.body);
        return true;
      }
      const body = JSON.parse(req.body) as { name: string; categories: { name: string; items: { item_id?: number; skill: string }[] }[] };
      let next = 80;
      current = { ...current, ...body, categories: body.categories.map((c) => ({ name: c.name, items: c.items.map((i) => ({ item_id: i.item_id ?? (next += 1), skill: i.skill })) })) } as ChecklistView;
      sendJson(res, req.method === 'POST' ? 201 : 200, current);
    } else {
      return false;
    }
    return true;
  };
}

describe('SkillChecklistsPage', () => {
  it('edits a checklist keeping its item ids, assigns it to a job category and lists the completed checklists with their PDF', async () => {
    checklistServer();
    fakeContentApi.permissions = [PERMISSIONS.CONTENT_READ, PERMISSIONS.CONTENT_MANAGE];
    const user = userEvent.setup();
    renderContentPage('admin/content/skill-checklists', <SkillChecklistsPage />);
    await user.click(await screen.findByRole('button', { name: 'Warehouse skills' }));
    const form = await screen.findByRole('form', { name: 'Edit checklist' });
    const skills = within(form).getAllByLabelText(/^Skill/);
    expect(skills.map((s) => (s as HTMLInputElement).value)).toEqual(['Forklift', 'Pallet jack']);
    await user.clear(skills[0]);
    await user.type(skills[0], 'Sit-down forklift');
    await user.click(within(form).getByRole('button', { name: 'Add skill' }));
    await user.type(within(form).getAllByLabelText(/^Skill/)[2], 'Scanner');
    await user.click(within(form).getByRole('button', { name: 'Move Pallet jack up' }));
    await user.click(within(form).getByLabelText('Forklift operator'));
    await user.click(within(form).getByLabelText('Name the four levels for this checklist'));
    const level4 = within(form).getByLabelText(/^Level 4/);
    await user.clear(level4);
    await user.type(level4, 'Trainer');
    await user.click(within(form).getByRole('button', { name: 'Save checklist' }));
    await waitFor(() => expect(requests().some((r) => r.method === 'PUT')).toBe(true));
    const put = JSON.parse(requests().find((r) => r.method === 'PUT')!.body);
    expect(put).toEqual({
      name: 'Warehouse skills', description: 'Rate each task.', active: true, auto_assign: true, job_category_ids: [5], location_ids: [11],
      scale: ['No experience', 'Limited experience', 'Proficient', 'Trainer'],
      categories: [{ name: 'Equipment', items: [{ item_id: 71, skill: 'Pallet jack' }, { item_id: 70, skill: 'Sit-down forklift' }, { skill: 'Scanner' }] }],
    });
    expect(await screen.findByText('Checklist saved.')).toBeInTheDocument();

    const assigned = screen.getByRole('region', { name: 'Assigned checklists' });
    expect(await within(assigned).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(assigned).getByRole('button', { name: 'PDF of Ada Lovelace' })).toBeInTheDocument();
    expect(within(assigned).queryByRole('button', { name: 'PDF of Bob Stone' })).toBeNull();
    await user.click(within(assigned).getByLabelText('Completed only'));
    await waitFor(() => expect(requests().some((r) => r.url === `${base}/7/applicants?state=COMPLETED`)).toBe(true));
  });

  it('checks a new checklist before sending and shows the server refusal', async () => {
    checklistServer({ status: 404, body: { statusCode: 404, error: 'Not Found', messageKey: 'job_category_not_found', details: {} } });
    fakeContentApi.permissions = [PERMISSIONS.CONTENT_READ, PERMISSIONS.CONTENT_MANAGE];
    const user = userEvent.setup();
    renderContentPage('admin/content/skill-checklists', <SkillChecklistsPage />);
    await user.click(await screen.findByRole('button', { name: 'New checklist' }));
    const form = await screen.findByRole('form', { name: 'New checklist' });
    await user.click(within(form).getByRole('button', { name: 'Save checklist' }));
    expect(within(form).getAllByText('Required Field').length).toBeGreaterThanOrEqual(3);
    expect(requests().some((r) => r.method === 'POST')).toBe(false);
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Nursing');
    await user.type(within(form).getByLabelText(/^Category/), 'Clinical');
    await user.type(within(form).getByLabelText(/^Skill/), 'IV start');
    await user.click(within(form).getByRole('button', { name: 'Save checklist' }));
    expect(await screen.findByText('A job category was not found.')).toBeInTheDocument();
    expect(JSON.parse(requests().find((r) => r.method === 'POST')!.body)).toMatchObject({ name: 'Nursing', categories: [{ name: 'Clinical', items: [{ skill: 'IV start' }] }], scale: null });
  });

  it('shows a reader the checklists without the editing controls', async () => {
    checklistServer();
    fakeContentApi.permissions = [PERMISSIONS.CONTENT_READ];
    const user = userEvent.setup();
    renderContentPage('admin/content/skill-checklists', <SkillChecklistsPage />);
    await user.click(await screen.findByRole('button', { name: 'Warehouse skills' }));
    await screen.findByRole('form', { name: 'Edit checklist' });
    expect(screen.queryByRole('button', { name: 'Save checklist' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New checklist' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });
});
