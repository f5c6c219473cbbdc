// Test-only helpers for the entity manager specs (not exported from the package): fixtures, a real
// local HTTP server holding one applicant's records, and a render with store, toasts and modals.
import { createDynamicField, type DynamicField, type EntityManagerConfig, type EntityRecord } from '@attest/contracts';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../../api/store';
import { ModalProvider } from '../../components/ModalProvider';
import { ToastProvider } from '../../components/ToastProvider';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer, type RecordedRequest } from '../../testing/local-server';
import { EntityManager, type EntityManagerProps } from '../EntityManager';

export function field(name: string, overrides: Partial<DynamicField> = {}): DynamicField {
  const fieldId = Math.abs([...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7));
  return createDynamicField({ field_id: fieldId, name, desc: name, ...overrides });
}

export function referenceConfig(overrides: Partial<EntityManagerConfig> = {}): EntityManagerConfig {
  return {
    entityType: 'reference',
    entityIdName: 'ref_id',
    formConfig: {
      fields: [
        field('company', { desc: 'Company', required: true, sort_order: 1 }),
        field('first_name', { desc: 'First name', sort_order: 2 }),
        field('start_date', { desc: 'Start date', datatype_id: 4, sort_order: 3 }),
        field('end_date', { desc: 'End date', datatype_id: 4, sort_order: 4 }),
        field('custom_fields->known_for', { desc: 'Known for (years)', datatype_id: 11, sort_order: 5 }),
      ],
    },
    getEntitiesFunction: 'entities',
    saveEntitiesFunction: 'entities',
    tableConfig: {
      columns: [
        { field: 'company', label_translation_key: 'company' },
        { field: 'first_name', label_translation_key: 'first_name' },
        { field: 'custom_fields->known_for', label_translation_key: 'known_for' },
      ],
    },
    customFieldEntityType: 'reference',
    reviewLogic: { requiredFields: ['company'] },
    instructions: 'List people who know your work.',
    ...overrides,
  };
}

export function reference(refId: number, company: string | null, extra: Partial<EntityRecord> = {}): EntityRecord {
  return {
    ref_id: refId,
    temp_id: refId,
    applicant_id: 42,
    active: 1,
    company,
    first_name: `Ref${refId}`,
    start_date: null,
    end_date: null,
    custom_fields: [
      {
        id: refId * 10,
        entity_id: refId,
        entity_custom_field_id: 5,
        value: String(refId),
        entity_type: 'reference',
        datatype_id: 2,
        name: 'known_for',
        desc: 'Known for',
        required: false,
        order: 1,
        visible_to_applicant: true,
      },
    ],
    ...extra,
  };
}

/** What the fake back end answers; each test sets the parts it needs. */
export interface BackendState {
  config: { status: number; body: unknown };
  records: EntityRecord[];
  /** When set, the entities GET answers this instead of the stored records. */
  listAnswer?: { status: number; body: unknown };
  /** When set, the save answers this instead of storing. */
  saveAnswer?: { status: number; body: unknown };
  nextId: number;
}

export interface EntityBackend {
  server: LocalServer;
  state: BackendState;
  reset: (config?: unknown) => void;
  saves: () => EntityRecord[][];
}

const ENTITIES_PATH = /^\/api\/v2\/customers\/7\/applicants\/42\/(entities\/[a-z_]+|workHistory|education)$/;

export async function startEntityBackend(): Promise<EntityBackend> {
  const state: BackendState = { config: { status: 200, body: referenceConfig() }, records: [], nextId: 100 };
  const server = await startLocalServer((req: RecordedRequest, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path.startsWith('/api/v2/customers/7/entitymanager/configs/')) {
      sendJson(res, state.config.status, state.config.body);
    } else if (req.method === 'GET' && path === '/api/v2/customers/7/entitycustomfield/definitions') {
      sendJson(res, 200, [reference(0, null).custom_fields[0]]);
    } else if (ENTITIES_PATH.test(path) && req.method === 'GET') {
      const answer = state.listAnswer ?? { status: 200, body: state.records };
      sendJson(res, answer.status, answer.body);
    } else if (ENTITIES_PATH.test(path) && req.method === 'POST') {
      if (state.saveAnswer) {
        sendJson(res, state.saveAnswer.status, state.saveAnswer.body);
        return;
      }
      const sent = JSON.parse(req.body) as EntityRecord[];
      const saved = sent.map((r) => (r.ref_id == null ? { ...r, ref_id: state.nextId++ } : r));
      for (const record of saved) {
        const index = state.records.findIndex((r) => r.ref_id === record.ref_id);
        state.records = index >= 0 ? state.records.map((r, i) => (i === index ? record : r)) : [...state.records, record];
      }
      sendJson(res, 200, saved);
    } else {
      sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/my-profile`);
  return {
    server,
    state,
    reset: (config: unknown = referenceConfig()) => {
      state.config = { status: 200, body: config };
      state.records = [];
      state.listAnswer = undefined;
      state.saveAnswer = undefined;
      server.requests.length = 0;
    },
    saves: () => server.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body) as EntityRecord[]),
  };
}

export function renderManager(props: Partial<EntityManagerProps> = {}) {
  const onMessages = jest.fn();
  const onStateChange = jest.fn();
  const view = render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <ModalProvider>
          <EntityManager customerId={7} applicantId={42} entityType="reference" onMessages={onMessages} onStateChange={onStateChange} {...props} />
        </ModalProvider>
      </ToastProvider>
    </Provider>,
  );
  return { ...view, onMessages, onStateChange };
}
