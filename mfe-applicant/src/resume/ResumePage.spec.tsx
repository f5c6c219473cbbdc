/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { File as NodeBufferFile } from 'node:buffer';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteRoutes } from '../routes';
import { renderPortal, resetFakeApi, startFakeApi, termsAccepted, type FakeApi } from '../application/wizard/testing/portal-test-kit';

// Node's FormData/File, as in the credentials tests: jsdom's are not readable by Node's fetch.
const NodeFile = NodeBufferFile as unknown as typeof File;
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
  const nodeFormData = (await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;
  Object.defineProperty(window, 'FormData', { value: nodeFormData, configurable: true, writable: true });
});
afterAll(() => api.close());

const ANSWER = {
  resume_id: 3, file_name: 'dana.pdf', mime: 'application/pdf', size: 900,
  suggestions: {
    work_history: [{ employer: 'Mercy General Hospital', title: 'Registered Nurse', start_date: '2019-03-01', end_date: null, current: true }],
    education: [{ school: 'State University', degree: 'BA', degree_text: 'Bachelor of Science in Nursing', start_date: '2011-01-01', end_date: '2015-01-01', grad_year: '2015' }],
    skills: ['Patient care', 'CPR'],
  },
};

describe('resume page', () => {
  it('uploads, shows the suggestions and adds the chosen ones through the work history path and the skills', async () => {
    resetFakeApi(api, {
      'GET /api/v1/applicants/terms-of-service': termsAccepted,
      'POST /api/resume': { body: ANSWER },
      'POST /api/v2/customers/7/applicants/42/workHistory': { body: [] },
      'POST /api/resume/3/skills': { body: { resume_id: 3, confirmed_skills: ['CPR'] } },
    });
    renderPortal('/acme/hq/resume', remoteRoutes.routes);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Resume file (PDF or Word)'), new NodeFile(['%PDF-1.7'], 'dana.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Suggestions from dana.pdf')).toBeInTheDocument();
    const sent = api.server.requests.find((r) => r.method === 'POST' && r.url.startsWith('/api/resume?'))!;
    expect(sent.body).toContain('filename="dana.pdf"');
    expect(sent.url).toContain('is_applicant=1&job_id=0&category=null&customer_code=acme&applicant_id=42');
    expect(screen.getByRole('button', { name: 'Add selected to my profile' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Registered Nurse — Mercy General Hospital/ }));
    await user.click(screen.getByRole('checkbox', { name: 'CPR' }));
    await user.click(screen.getByRole('button', { name: 'Add selected to my profile' }));
    expect(await screen.findByText('Added to your profile.', { selector: 'p' })).toBeInTheDocument();
    expect(api.calls('POST /api/v2/customers/7/applicants/42/workHistory')[0].body).toEqual([
      { employer: 'Mercy General Hospital', title: 'Registered Nurse', start_date: '2019-03-01', end_date: null, current: 1 },
    ]);
    expect(api.calls('POST /api/v2/customers/7/applicants/42/education')).toHaveLength(0);
    expect(api.calls('POST /api/resume/3/skills')[0].body).toEqual({ skills: ['CPR'] });
  });

  it('shows the server’s refusal of a file that is not a PDF or Word document', async () => {
    resetFakeApi(api, {
      'GET /api/v1/applicants/terms-of-service': termsAccepted,
      'POST /api/resume': { status: 400, body: { statusCode: 400, error: 'Bad Request', messageKey: 'resume_type_not_accepted' } },
    });
    renderPortal('/acme/hq/resume', remoteRoutes.routes);
    await userEvent.setup().upload(await screen.findByLabelText('Resume file (PDF or Word)'), new NodeFile(['MZ'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload a PDF or Word (.docx) document.');
  });
});
