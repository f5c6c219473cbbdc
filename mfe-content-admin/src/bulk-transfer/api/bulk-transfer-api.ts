import { api, getSession } from '@attest/shared-ui';

/** GET /api/v1/customerEnvironment (services/edocs bulk-transfer, decision 0030). */
export interface TransferEnvironment {
  name: string;
  base_url: string;
  current: boolean;
}
export interface SourceCustomer {
  customer_id: number;
  name: string;
  customer_code: string | null;
}
/** POST /api/v2/bulktransfer/getCustomersForSourceEnv: another deployment is `bundle_only` (its content comes as a file). */
export interface SourceEnvCustomers {
  environment: string;
  current: boolean;
  bundle_only: boolean;
  customers: SourceCustomer[];
}
export type ChangeStatus = 'new' | 'changed' | 'same' | 'conflict';
export interface TransferModelItem {
  key: string;
  name: string;
  external_id?: string | null;
  status: ChangeStatus;
  target_id: number | null;
  reason?: string;
}
export type StatusCounts = Record<ChangeStatus, number>;
/** The preview (getTransferModelForTransferView, or the import's answer with its bundle_id). */
export interface TransferModel {
  targetCustomerId: number;
  source: { environment: string; customer_id: number; customer_name: string | null };
  templates: TransferModelItem[];
  packages: TransferModelItem[];
  summary: { templates: StatusCounts; packages: StatusCounts };
  changes: boolean;
  bundle_id?: string;
}
/** What the transfer's job sends last on its real-time event (TransferContentProcessor). */
export interface TransferResult {
  transfer_id: string;
  changes: boolean;
  messageKey: 'transfer_done' | 'transfer_no_changes';
  summary: TransferModel['summary'];
}
export interface TransferProgressMessage {
  progress: number;
  done?: true;
  result?: TransferResult;
  error?: string;
}
export interface StartedTransfer {
  transfer_id: string;
  job_id: string;
  event_name: string;
  subscription_url: string;
  model: TransferModel;
}
export interface TransferContent {
  template_ids?: number[];
  package_ids?: number[];
}
/** A source customer of this environment, or a bundle imported from another one. */
export type TransferSelection = TransferContent & { source_environment?: string; source_customer_id?: number; bundle_id?: string };

/** The active (target) customer of the paths. */
const customer = () => encodeURIComponent(getSession().customerId ?? '');

/** Bulk transfer (staff-side §7 "Blueprints and bulk transfer"); every call needs content.manage. */
export const bulkTransferApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEnvironments: build.query<TransferEnvironment[], void>({
      query: () => '/api/v1/customerEnvironment',
    }),
    getSourceCustomers: build.query<SourceEnvCustomers, string>({
      query: (environment) => ({ url: '/api/v2/bulktransfer/getCustomersForSourceEnv', method: 'POST', body: { environment } }),
    }),
    previewTransfer: build.mutation<TransferModel, TransferSelection>({
      query: (body) => ({ url: `/api/v2/customers/${customer()}/bulktransfer/getTransferModelForTransferView`, method: 'POST', body }),
    }),
    startTransfer: build.mutation<StartedTransfer, TransferSelection>({
      query: (body) => ({ url: `/api/v2/customers/${customer()}/bulktransfer/transferTemplatesAndPackages`, method: 'POST', body }),
    }),
    /** The signed bundle of the active customer's chosen content, for another deployment to import. */
    exportBundle: build.mutation<Record<string, unknown>, TransferContent>({
      query: (body) => ({ url: `/api/v2/customers/${customer()}/bulktransfer/export`, method: 'POST', body }),
    }),
    /** Multipart `bundle`: checked (signature, version) and kept by the server; answers its id and the preview. */
    importBundle: build.mutation<TransferModel & { bundle_id: string }, File>({
      query: (file) => {
        const form = new FormData();
        form.append('bundle', file, file.name);
        return { url: `/api/v2/customers/${customer()}/bulktransfer/import`, method: 'POST', body: form };
      },
    }),
  }),
});

export const {
  useGetEnvironmentsQuery,
  useGetSourceCustomersQuery,
  usePreviewTransferMutation,
  useStartTransferMutation,
  useExportBundleMutation,
  useImportBundleMutation,
} = bulkTransferApi;
