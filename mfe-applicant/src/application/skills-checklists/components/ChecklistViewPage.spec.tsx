/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { checklist, renderWithProviders, startChecklistBackend, type ChecklistBackend } from '../testing/checklist-test-kit';
import { ChecklistViewPage } from './ChecklistViewPage';

describe('ChecklistViewPage (skills-checklists/:id, real HTTP server)', () => {
  let backend: ChecklistBackend;

  beforeAll(async () => {
    backend = await startChecklistBackend();
  });
  afterAll(() => backend.server.close());

  const renderAt = (path: string) =>
    renderWithProviders(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path=":customerCode/:locationCode/skills-checklists/:id" element={<ChecklistViewPage />} />
          <Route path=":customerCode/:locationCode/skills-checklists" element={<p>checklist list</p>} />
        </Routes>
      </MemoryRouter>,
    );

  it('opens the checklist of the id; Back goes to the list of the same customer and location', async () => {
    backend.reset([checklist(4, 'Warehouse skills', 'ADDED')]);
    renderAt('/acme/east/skills-checklists/4');
    expect(await screen.findByRole('heading', { name: 'Warehouse skills' })).toBeInTheDocument();
    expect(backend.server.requests.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/v1/ApplicantSkillChecklist/4');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to checklists' }));
    expect(screen.getByText('checklist list')).toBeInTheDocument();
  });

  it('an id that is not a number: not found, and nothing is asked of the server', () => {
    backend.reset([]);
    renderAt('/acme/east/skills-checklists/abc');
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(backend.server.requests).toEqual([]);
  });
});
