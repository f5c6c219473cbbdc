// Test-only: a real local HTTP server answering the calls of the job preferences form, and a render
// with a fresh store and toasts. Needs the jsdom-fetch test environment.
import type { ApplicantProperties, JobCategory, PropertyWrite } from '@attest/contracts';
import { createAppStore, ToastProvider } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { JobPreferencesStep } from '../components/JobPreferencesStep';

export const CATEGORIES: JobCategory[] = [
  {
    category_id: 1,
    name: 'Nursing',
    skills: [{ code: 'IV', name: 'IV therapy' }, { code: 'CPR', name: 'CPR' }],
    specialties: [{ code: 'ER', name: 'Emergency' }, { code: 'ICU', name: 'Intensive care' }],
  },
  {
    category_id: 2,
    name: 'Warehouse',
    skills: [{ code: 'FORK', name: 'Forklift' }],
    specialties: [{ code: 'PICK', name: 'Picking' }],
  },
];

export interface JobPrefsBackend {
  server: LocalServer;
  config: Record<string, string>;
  props: Record<string, string | null>;
  /** When true, the PATCH answers 500. */
  failWrites: boolean;
  reset: () => void;
  /** Bodies of PATCH /api/v1/properties/multi, in order. */
  writes: () => PropertyWrite[][];
}

export async function startJobPrefsBackend(): Promise<JobPrefsBackend> {
  const backend = { config: {} as Record<string, string>, props: {} as Record<string, string | null>, failWrites: false };
  const server = await startLocalServer((req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path === '/api/v1/configurations') {
      sendJson(res, 200, Object.entries(backend.config).map(([name, value]) => ({ name, value })));
    } else if (req.method === 'GET' && path === '/api/v1/properties') {
      const answer: ApplicantProperties = { props: backend.props, state_props: {} };
      sendJson(res, 200, answer);
    } else if (req.method === 'GET' && path === '/api/v2/customers/7/jobcategories') {
      sendJson(res, 200, CATEGORIES);
    } else if (req.method === 'PATCH' && path === '/api/v1/properties/multi' && backend.failWrites) {
      sendJson(res, 500, { statusCode: 500, error: 'Internal', messageKey: 'unexpected_error', details: {} });
    } else if (req.method === 'PATCH' && path === '/api/v1/properties/multi') {
      for (const write of JSON.parse(req.body) as PropertyWrite[]) {
        backend.props[write.code] = write.value;
      }
      sendJson(res, 200, []);
    } else {
      sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/application/job-preferences`);
  return Object.assign(backend, {
    server,
    reset: () => {
      backend.config = {};
      backend.props = {};
      backend.failWrites = false;
      server.requests.length = 0;
    },
    writes: () =>
      server.requests.filter((r) => r.method === 'PATCH').map((r) => JSON.parse(r.body) as PropertyWrite[]),
  });
}

export function renderJobPreferences(inWizard = true) {
  const onSaved = jest.fn();
  const view = render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <JobPreferencesStep customerId={7} applicantId={42} inWizard={inWizard} onSaved={onSaved} />
      </ToastProvider>
    </Provider>,
  );
  return { ...view, onSaved };
}

/** The values of one PATCH as { code: value }. */
export const byCode = (writes: PropertyWrite[]): Record<string, string | null> =>
  Object.fromEntries(writes.map((w) => [w.code, w.value]));
