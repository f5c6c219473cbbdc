import { useMemo, useState } from 'react';
import { isI9Attestation, PERMISSIONS, supplementBReasons, type ReverifyReason } from '@attest/contracts';
import {
  Button,
  Card,
  ErrorPanel,
  formatDate,
  LoadingBar,
  useCan,
  useCustomerConfig,
  useStaffAccess,
  useT,
} from '@attest/shared-ui';
import { utcToday, type I9RecordView } from '../../i9-common/i9-record';
import { useRefreshRecord } from '../../corrections/useRefreshRecord';
import { useGetI9DocumentReferencesQuery, useGetI9ExpirationQuery } from '../../record/api/record-api';
import { emptySupplementB } from '../supplement-b-values';
import { useSupplementBFlow } from '../useSupplementBFlow';
import { ReverifyStatus } from './ReverifyStatus';
import { SupplementBForm } from './SupplementBForm';
import { SupplementBSummary } from './SupplementBSummary';
import { useEadCategoryCodes } from '../../everify-ead-admin/useEadCategoryCodes';

/**
 * Supplement B of a record (Reverification and Rehires): the reverification countdown, the signed entries (read
 * only for everyone with i9.read), and for a user with i9.section2.sign once Section 2 is signed, a new entry.
 */
export function SupplementBPanel({
  record,
  today,
  onChanged,
}: {
  record: I9RecordView;
  today?: string;
  onChanged: () => void;
}) {
  const { t } = useT();
  const canSign = useCan(PERMISSIONS.I9_SECTION2_SIGN);
  const expiration = useGetI9ExpirationQuery(record.id);
  const refresh = useRefreshRecord(record.id, onChanged);
  const [open, setOpen] = useState(false);
  const signed = Boolean(record.section2.current);
  return (
    <>
      <Card title={t('i9_supb_title', 'Supplement B: Reverification and Rehires')}>
        <ReverifyStatus record={record} expiration={expiration.data} />
        {record.supplement_b.length === 0 ? (
          <p className="i9-muted">{t('i9_supb_none', 'No Supplement B entries yet.')}</p>
        ) : (
          record.supplement_b.map((entry) => (
            <div className="i9-row" key={entry.revision_id}>
              <div className="i9-row__head">
                <h3 className="i9-row__title">
                  {t('i9_supb_entry', 'Entry {{number}}', { number: entry.revision })}
                </h3>
                <span className="i9-muted">
                  {t('i9_signed_on', 'Signed on {{date}}', { date: formatDate(entry.signed_at) })}
                  {entry.signed_by_name ? ` — ${entry.signed_by_name}` : ''}
                </span>
              </div>
              <SupplementBSummary data={entry.value} />
            </div>
          ))
        )}
        {!signed ? (
          <p>{t('i9_supb_after_section2', 'Supplement B can be completed once Section 2 is signed.')}</p>
        ) : canSign && !open ? (
          <div className="i9-actions">
            <Button onClick={() => setOpen(true)}>
              {t('i9_supb_start', 'Start a reverification, rehire or name change')}
            </Button>
          </div>
        ) : null}
      </Card>
      {open && canSign && signed ? (
        <SupplementBEditor
          record={record}
          today={today ?? utcToday()}
          onCancel={() => setOpen(false)}
          onSigned={() => {
            setOpen(false);
            refresh();
          }}
        />
      ) : null}
    </>
  );
}

function SupplementBEditor({
  record,
  today,
  onCancel,
  onSigned,
}: {
  record: I9RecordView;
  today: string;
  onCancel: () => void;
  onSigned: () => void;
}) {
  const { t } = useT();
  const config = useCustomerConfig();
  const { access } = useStaffAccess();
  const attestation = record.section1.current?.value.attest_type;
  const references = useGetI9DocumentReferencesQuery(isI9Attestation(attestation) ? attestation : 0, {
    skip: !isI9Attestation(attestation),
  });
  const everify = config.isOn('enable_everify');
  const altEnabled = config.isOn('enable_alt_doc_examination');
  const eadCategories = useEadCategoryCodes();
  const rules = useMemo(
    () => ({
      // The day the I-9 was completed: the rehire window runs 3 years from it (the server holds the exact day).
      originalI9Date: (record.section2.current?.signed_at ?? today).slice(0, 10),
      authorizationEnds: record.work_auth_until,
      today,
      everify,
      altProcedureEnabled: altEnabled,
      eadCategories,
    }),
    [record.section2.current?.signed_at, record.work_auth_until, today, everify, altEnabled, eadCategories],
  );
  // Reverification only of an authorization that ends (never a permanent resident card nor a List B
  // document: nothing then expires that calls for it), and only while the person is employed.
  const employed = !record.termination_date || record.termination_date >= today;
  const reasons = supplementBReasons
    .map((r) => r.reason)
    .filter(
      (r): r is ReverifyReason => r !== 'reverification' || (Boolean(record.work_auth_until) && employed),
    );
  const [initial] = useState(() => emptySupplementB(access?.full_name ?? null, today));
  const flow = useSupplementBFlow(record.id, onSigned);
  if (references.isError) {
    return (
      <ErrorPanel
        title={t('i9_references_unavailable', 'The lists of acceptable documents could not be loaded')}
        onRetry={() => void references.refetch()}
      />
    );
  }
  if (!references.data || !config.ready) {
    return <LoadingBar active />;
  }
  return (
    <SupplementBForm
      initial={initial}
      rules={rules}
      reasons={reasons}
      choices={{ A: references.data.A, C: references.data.C }}
      server={flow.server}
      formError={flow.formError}
      onSign={flow.onSign}
      onCancel={onCancel}
    />
  );
}
