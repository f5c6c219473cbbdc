// Test-only: a real local HTTP server holding one applicant's work history and education (server
// configs use getEntitiesFunction 'workHistory' / 'education'), and a render with store, toasts and modals.
import { createDynamicField, DATATYPE, type DynamicField, type EntityManagerConfig, type EntityRecord } from '@attest/contracts';
import { createAppStore, ModalProvider, ToastProvider } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';

const field = (field_id: number, name: string, desc: string, required: boolean, sort_order: number, over: Partial<DynamicField> = {}): DynamicField =>
  createDynamicField({ field_id, name, desc, required, sort_order, ...over });

/** The education degree options, as code category EDU_DEGREE holds them. */
const DEGREE = {
  datatype_id: DATATYPE.DROPDOWN,
  codes: [
    { category: 'EDU_DEGREE', code: 'HS', value: 'High school diploma', sort_order: 1, is_default: false },
    { category: 'EDU_DEGREE', code: 'BA', value: "Bachelor's degree", sort_order: 2, is_default: false },
  ],
};

export function historyConfig(entityType: 'work_history' | 'education', overrides: Partial<EntityManagerConfig> = {}): EntityManagerConfig {
  const work = entityType === 'work_history';
  const [first, second] = work ? ['employer', 'title'] : ['school', 'degree'];
  return {
    entityType,
    entityIdName: work ? 'work_history_id' : 'education_id',
    formConfig: { fields: [field(1, first, work ? 'Company' : 'School', true, 1), field(2, second, work ? 'Job title' : 'Degree', false, 2, work ? {} : DEGREE)] },
    getEntitiesFunction: work ? 'workHistory' : 'education',
    saveEntitiesFunction: work ? 'workHistory' : 'education',
    tableConfig: { columns: [{ field: first, label_translation_key: first }, { field: second, label_translation_key: second }] },
    reviewLogic: { requiredFields: [first] },
    ...overrides,
  };
}

export function educationRecord(id: number, school: string, degree: string): EntityRecord {
  return { education_id: id, temp_id: id, applicant_id: 42, active: 1, school, degree, custom_fields: [] };
}

export function workRecord(id: number, employer: string): EntityRecord {
  return { work_history_id: id, temp_id: id, applicant_id: 42, active: 1, employer, title: 'Clerk', start_date: null, end_date: null, custom_fields: [] };
}

export interface HistoryBackend {
  server: LocalServer;
  state: { config: Record<string, string>; managerConfigs: Record<string, EntityManagerConfig>; records: Record<string, EntityRecord[]>; nextId: number };
  reset: () => void;
  saves: () => EntityRecord[][];
}

const LIST_PATH = /^\/api\/v2\/customers\/7\/applicants\/42\/(workHistory|education)$/;
const ID_NAME: Record<string, string> = { workHistory: 'work_history_id', education: 'education_id' };

export async function startHistoryBackend(): Promise<HistoryBackend> {
  const fresh = () => ({
    config: {} as Record<string, string>,
    managerConfigs: { work_history: historyConfig('work_history'), education: historyConfig('education') } as Record<string, EntityManagerConfig>,
    records: { workHistory: [], education: [] } as Record<string, EntityRecord[]>,
    nextId: 100,
  });
  const state = fresh();
  const server = await startLocalServer((req, res) => {
    const path = req.url.split('?')[0];
    const list = LIST_PATH.exec(path);
    if (req.method === 'GET' && path === '/api/v1/configurations') {
      sendJson(res, 200, Object.entries(state.config).map(([name, value]) => ({ name, value })));
    } else if (req.method === 'GET' && path.startsWith('/api/v2/customers/7/entitymanager/configs/')) {
      const config = state.managerConfigs[decodeURIComponent(path.split('/').pop() ?? '')];
      sendJson(res, config ? 200 : 404, config ?? { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
    } else if (req.method === 'GET' && path === '/api/v2/customers/7/entitycustomfield/definitions') {
      sendJson(res, 200, []);
    } else if (list && req.method === 'GET') {
      sendJson(res, 200, state.records[list[1]]);
    } else if (list && req.method === 'POST') {
      const idName = ID_NAME[list[1]];
      const saved = (JSON.parse(req.body) as EntityRecord[]).map((r) => (r[idName] == null ? { ...r, [idName]: state.nextId++ } : r));
      const kept = state.records[list[1]].filter((r) => !saved.some((s) => s[idName] === r[idName]));
      state.records[list[1]] = [...kept, ...saved];
      sendJson(res, 200, saved);
    } else {
      sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/application/work-history`);
  return {
    server,
    state,
    reset: () => {
      Object.assign(state, fresh());
      server.requests.length = 0;
    },
    saves: () => server.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body) as EntityRecord[]),
  };
}

export function renderWithProviders(element: ReactElement) {
  return render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <ModalProvider>{element}</ModalProvider>
      </ToastProvider>
    </Provider>,
  );
}
