// Test-only: a real local HTTP server holding one applicant's skills checklists. Its state changes use
// the contracts' transition rule, so the screens are tested against the same rules as the server.
import {
  readChecklistSignature, sameAnswers, skillChecklistTransition, unansweredItems,
  type ApplicantSkillChecklistDetail, type SkillChecklistState, type SkillChecklistUpdate,
} from '@attest/contracts';
import { createAppStore, ModalProvider, ToastProvider } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';

export const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const PDF_BYTES = '%PDF-1.4 checklist';

export function checklist(id: number, name: string, state: SkillChecklistState, extra: Partial<ApplicantSkillChecklistDetail> = {}): ApplicantSkillChecklistDetail {
  return {
    id,
    checklist_id: id * 10,
    name,
    description: null,
    state,
    assigned_date: '2030-01-01',
    completed_date: null,
    has_signature: false,
    has_pdf: false,
    items: [
      { item_id: `${id}01`, section: 'Patient care', skill: 'Vital signs' },
      { item_id: `${id}02`, section: 'Patient care', skill: 'Wound care' },
      { item_id: `${id}03`, section: 'Equipment', skill: 'IV pumps' },
    ],
    answers: {},
    signature: null,
    ...extra,
  };
}

const summary = ({ items: _items, answers: _answers, signature: _signature, ...rest }: ApplicantSkillChecklistDetail) => rest;

export interface ChecklistBackend {
  server: LocalServer;
  state: { checklists: ApplicantSkillChecklistDetail[] };
  reset: (list?: ApplicantSkillChecklistDetail[]) => void;
  puts: () => SkillChecklistUpdate[];
  posts: () => string[];
}

const refuse = (res: Parameters<typeof sendJson>[0], status: number, messageKey: string, details: Record<string, unknown> = {}) =>
  sendJson(res, status, { statusCode: status, error: 'Refused', messageKey, details });

export async function startChecklistBackend(): Promise<ChecklistBackend> {
  const state = { checklists: [] as ApplicantSkillChecklistDetail[] };
  const server = await startLocalServer((req, res) => {
    const path = req.url.split('?')[0];
    const m = /^\/api\/v1\/ApplicantSkillChecklist(?:\/(\d+))?(\/skip|\/pdf\/generate|\/pdf)?$/.exec(path);
    const found = m?.[1] ? state.checklists.find((c) => c.id === Number(m[1])) : undefined;
    if (!m || (m[1] && !found)) {
      refuse(res, 404, 'not_found');
    } else if (!found) {
      sendJson(res, 200, state.checklists.map(summary));
    } else if (req.method === 'GET' && !m[2]) {
      const next = skillChecklistTransition(found.state, 'open');
      found.state = next.ok ? next.state : found.state;
      sendJson(res, 200, found);
    } else if (req.method === 'PUT') {
      const body = JSON.parse(req.body) as SkillChecklistUpdate;
      const sig = readChecklistSignature(body.signature).signature;
      const kept = sameAnswers(body.answers, found.answers ?? {}) ? found.signature : null;
      const signature = sig ? (sig.kind === 'image' ? sig.dataUrl : sig.name) : kept;
      const missing = unansweredItems(found.items ?? [], body.answers);
      const next = skillChecklistTransition(found.state, body.action, { hasSignature: !!signature, signatureGiven: !!sig, allAnswered: missing.length === 0 });
      if (!next.ok) {
        refuse(res, next.status, next.key, next.key === 'answers_incomplete' ? { missing } : {});
        return;
      }
      Object.assign(found, { state: next.state, answers: body.answers, signature, has_signature: !!signature });
      sendJson(res, 200, found);
    } else if (req.method === 'POST' && m[2] === '/skip') {
      const next = skillChecklistTransition(found.state, 'skip');
      if (next.ok) {
        found.state = next.state;
      }
      sendJson(res, next.ok ? 200 : 409, next.ok ? summary(found) : { statusCode: 409, error: 'Conflict', messageKey: next.key, details: {} });
    } else if (req.method === 'POST' && m[2] === '/pdf/generate') {
      found.has_pdf = found.state === 'COMPLETED';
      sendJson(res, found.has_pdf ? 200 : 409, { url: `/signed/${found.id}.pdf` });
    } else if (req.method === 'GET' && m[2] === '/pdf' && found.has_pdf) {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end(PDF_BYTES);
    } else {
      refuse(res, 404, 'pdf_not_generated');
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/application/skills-checklists`);
  return {
    server,
    state,
    reset: (list = []) => {
      state.checklists = list;
      server.requests.length = 0;
    },
    puts: () => server.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body) as SkillChecklistUpdate),
    posts: () => server.requests.filter((r) => r.method === 'POST').map((r) => r.url),
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
