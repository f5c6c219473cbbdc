import type { EverifyCaseStatus } from '@attest/contracts';
import { api } from '@attest/shared-ui';

/** GET/PUT /api/v1/everify/simulator/status (compliance's simulator-operator.controller). */
export interface SimulatorStatus {
  down: boolean;
  customer_down: boolean;
  global_down: boolean;
  lose_answers: number;
  resolve_after_seconds: number;
}

export interface SimulatorStatusChange {
  scope?: 'customer' | 'global';
  down?: boolean;
  lose_answers?: number;
  resolve_after_seconds?: number;
}

/** One case as the simulator (E-Verify's side) keeps it; the SSN is masked. */
export interface SimulatorCase {
  id: number;
  case_number: string;
  client_reference: string;
  persona: string;
  ssn: string;
  status: EverifyCaseStatus;
  status_key: string;
  closed: boolean;
  closure_statement: string | null;
  tnc_agency: string | null;
  employee_notified: boolean;
  referred_at: string | null;
  next_status: EverifyCaseStatus | null;
  next_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SimulatorPersona {
  ssn_ending: string;
  persona: string;
  result: EverifyCaseStatus;
  after_referral: EverifyCaseStatus | null;
}

/** The E-Verify simulator's operator API: its cases, its switches, pushing a case to a result. */
export const simulatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSimulatorStatus: build.query<SimulatorStatus, void>({ query: () => '/api/v1/everify/simulator/status' }),
    setSimulatorStatus: build.mutation<SimulatorStatus, SimulatorStatusChange>({
      query: (body) => ({ url: '/api/v1/everify/simulator/status', method: 'PUT', body }),
    }),
    getSimulatorCases: build.query<SimulatorCase[], void>({ query: () => '/api/v1/everify/simulator/cases' }),
    getSimulatorPersonas: build.query<SimulatorPersona[], void>({ query: () => '/api/v1/everify/simulator/personas' }),
    pushSimulatorCase: build.mutation<SimulatorCase, { caseNumber: string; status: EverifyCaseStatus }>({
      query: ({ caseNumber, status }) => ({
        url: `/api/v1/everify/simulator/cases/${encodeURIComponent(caseNumber)}/push`,
        method: 'POST',
        body: { status },
      }),
    }),
  }),
});

export const {
  useGetSimulatorStatusQuery,
  useSetSimulatorStatusMutation,
  useGetSimulatorCasesQuery,
  useGetSimulatorPersonasQuery,
  usePushSimulatorCaseMutation,
} = simulatorApi;
