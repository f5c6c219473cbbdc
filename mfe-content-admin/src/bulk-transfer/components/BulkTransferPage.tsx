import { useEffect, useState } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, LoadingBar, ModalResponse, RequirePermission, SelectField, useCan, useConfirm, useT } from '@attest/shared-ui';
import { ContentAdminStyles } from '../../packages/components/ContentAdminStyles';
import { useGetEnvironmentsQuery, useGetSourceCustomersQuery, usePreviewTransferMutation, type TransferModel, type TransferSelection } from '../api/bulk-transfer-api';
import { useGetCustomerContentQuery } from '../api/source-content';
import { useTransferRun, type RealtimeSubscriber } from '../hooks/useTransferRun';
import { transferErrorText } from '../transfer-texts';
import { BundlePanel } from './BundlePanel';
import { ContentPicker, type ContentChoice } from './ContentPicker';
import { TransferPreview } from './TransferPreview';
import { TransferRunPanel } from './TransferRunPanel';
import { TransferStyles } from './TransferStyles';

export interface BulkTransferPageProps {
  /** The real-time connection (the page's shared one unless a test hands its own). */
  realtime?: RealtimeSubscriber;
}

/** `admin/content/transfer`: copy templates and packages from another customer or environment into this one. */
export function BulkTransferPage({ realtime }: BulkTransferPageProps) {
  const { t } = useT();
  const canManage = useCan(PERMISSIONS.CONTENT_MANAGE);
  return (
    <RequirePermission permission={PERMISSIONS.CONTENT_READ}>
      <Card title={t('transfer_title', 'Bulk transfer')}>
        <ContentAdminStyles />
        <TransferStyles />
        {canManage ? <TransferView realtime={realtime} /> : <p>{t('transfer_needs_manage', 'Transfers read another customer\'s content: they need the Manage content permission.')}</p>}
      </Card>
    </RequirePermission>
  );
}

const NOTHING: ContentChoice = { templateIds: [], packageIds: [] };

function TransferView({ realtime }: BulkTransferPageProps) {
  const { t } = useT();
  const confirm = useConfirm();
  const envs = useGetEnvironmentsQuery();
  const [environment, setEnvironment] = useState('');
  const chosenEnv = environment || envs.data?.find((e) => e.current)?.name || '';
  const source = useGetSourceCustomersQuery(chosenEnv, { skip: !chosenEnv });
  const [sourceId, setSourceId] = useState(0);
  const content = useGetCustomerContentQuery(sourceId, { skip: !sourceId || !source.data || source.data.bundle_only });
  const [choice, setChoice] = useState<ContentChoice>(NOTHING);
  const [model, setModel] = useState<TransferModel | null>(null);
  const [preview, previewState] = usePreviewTransferMutation();
  const run = useTransferRun(realtime);
  const busy = run.phase === 'starting' || run.phase === 'running';

  const selection: TransferSelection = { source_environment: chosenEnv, source_customer_id: sourceId, template_ids: choice.templateIds, package_ids: choice.packageIds };
  const doPreview = async (sel = selection) => {
    try {
      setModel(await preview(sel).unwrap());
    } catch {
      setModel(null);
    }
  };
  // After a run the preview is made again, so it shows what the target holds now.
  const { phase } = run;
  useEffect(() => {
    if (phase === 'done' && model && !model.bundle_id && sourceId) {
      void doPreview();
    }
  }, [phase]);

  const start = async (sel: TransferSelection, question: string) => {
    if ((await confirm({ title: t('transfer_confirm_title', 'Run the transfer?'), body: question, confirmLabel: t('transfer_run', 'Transfer') })) === ModalResponse.CONFIRM) {
      await run.run(sel);
    }
  };
  const choose = (next: ContentChoice) => {
    setChoice(next);
    setModel(null);
    previewState.reset();
  };

  return (
    <div className="bt-steps">
      <LoadingBar active={envs.isFetching || source.isFetching || content.isFetching || previewState.isLoading} />
      <section className="bt-step" aria-label={t('transfer_source', 'Source')}>
        <h3>{t('transfer_source', 'Source')}</h3>
        {envs.isError ? <div className="bt-error" role="alert">{transferErrorText(t, envs.error, 'transfer_envs_unavailable', 'The environments could not be loaded.')}</div> : null}
        <div className="bt-pick">
          <SelectField
            label={t('transfer_environment', 'Source environment')}
            value={chosenEnv}
            disabled={busy}
            options={(envs.data ?? []).map((e) => ({ value: e.name, label: e.current ? t('transfer_env_current', '{{name}} (this one)', { name: e.name }) : e.name }))}
            onChange={(e) => {
              setEnvironment(e.target.value);
              setSourceId(0);
              choose(NOTHING);
              run.reset();
            }}
          />
          {source.data && !source.data.bundle_only ? (
            <SelectField
              label={t('transfer_source_customer', 'Source customer')}
              placeholder={t('transfer_pick_customer', 'Choose a customer')}
              value={sourceId ? String(sourceId) : ''}
              disabled={busy}
              options={source.data.customers.map((c) => ({ value: String(c.customer_id), label: c.name }))}
              onChange={(e) => {
                setSourceId(Number(e.target.value));
                choose(NOTHING);
                run.reset();
              }}
            />
          ) : null}
        </div>
        {source.isError ? <div className="bt-error" role="alert">{transferErrorText(t, source.error, 'transfer_customers_unavailable', 'The customers could not be loaded.')}</div> : null}
        {source.data && !source.data.bundle_only && !source.data.customers.length ? (
          <p>{t('transfer_no_customers', 'You manage the content of no other customer in this environment.')}</p>
        ) : null}
      </section>

      {source.data?.bundle_only ? (
        <BundlePanel
          environment={source.data.environment}
          busy={busy}
          onRun={(bundleId) => void start({ bundle_id: bundleId }, t('transfer_confirm_bundle', 'Apply the imported bundle to this customer?'))}
        />
      ) : null}

      {sourceId && source.data && !source.data.bundle_only ? (
        <section className="bt-step" aria-label={t('transfer_content', 'Templates and packages')}>
          <h3>{t('transfer_content', 'Templates and packages')}</h3>
          {content.isError ? <div className="bt-error" role="alert">{transferErrorText(t, content.error, 'transfer_content_unavailable', 'The templates and packages could not be loaded.')}</div> : null}
          {content.data ? <ContentPicker content={content.data} choice={choice} onChange={choose} disabled={busy} /> : null}
          <div className="ca-row">
            <Button variant="secondary" disabled={busy || previewState.isLoading || (!choice.templateIds.length && !choice.packageIds.length)} onClick={() => void doPreview()}>
              {t('transfer_preview_button', 'Preview')}
            </Button>
            {model ? (
              <Button disabled={busy} onClick={() => void start(selection, t('transfer_confirm_body', 'Copy the chosen templates and packages into this customer? Conflicts are left out.'))}>
                {t('transfer_run', 'Transfer')}
              </Button>
            ) : null}
          </div>
          {previewState.isError ? <div className="bt-error" role="alert">{transferErrorText(t, previewState.error, 'transfer_preview_failed', 'The preview could not be made.')}</div> : null}
          {model ? <TransferPreview model={model} /> : null}
        </section>
      ) : null}

      <TransferRunPanel run={run} />
    </div>
  );
}
