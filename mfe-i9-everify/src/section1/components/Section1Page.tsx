import { useMemo, useState } from 'react';
import type { Section1Context } from '@attest/contracts';
import { ErrorPanel, LoadingBar, useCustomerConfig, useT } from '@attest/shared-ui';
import { I9Styles } from '../../i9-common/I9Styles';
import { MyDocumentsCard } from '../../my-documents/components/MyDocumentsCard';
import { AuthRepCard } from './AuthRepCard';
import { utcToday, type I9RecordView } from '../../i9-common/i9-record';
import { useGetMyI9RecordQuery } from '../api/section1-api';
import { toSection1Values, type MaskedOriginals, type Section1Values } from '../section1-values';
import { useSection1Flow } from '../useSection1Flow';
import { Section1Form } from './Section1Form';
import { Section1Review } from './Section1Review';
import { Section1Signed } from './Section1Signed';

/** `i9/section1`: the applicant's own Form I-9 Section 1 (and Supplement A). */
export function Section1Page({ today }: { today?: string }) {
  const { t } = useT();
  const record = useGetMyI9RecordQuery(undefined, { refetchOnMountOrArgChange: true });
  const config = useCustomerConfig();
  // The form starts from the record once: a later answer (a saved draft) must not reset what is being typed.
  const [start, setStart] = useState<{ values: Section1Values; masked: MaskedOriginals } | null>(null);
  const data = record.data;
  if (!start && data && !record.isFetching) {
    const s1 = data.section1;
    setStart(toSection1Values((s1.draft ?? s1.current)?.value));
  }
  const requireSsn = config.isOn('require_section1_ssn');
  const everify = config.isOn('enable_everify');
  const noInternational = config.isOn('disable_international_phone_numbers');
  const rules = useMemo<Section1Context>(
    () => ({ requireSsn, everify, disableInternationalPhone: noInternational, today: today ?? utcToday() }),
    [requireSsn, everify, noInternational, today],
  );

  let body;
  if (record.isError) {
    body = (
      <ErrorPanel
        title={t('i9_section1_unavailable', 'Your Form I-9 could not be loaded')}
        onRetry={() => void record.refetch()}
      />
    );
  } else if (!data || !start || !config.ready) {
    body = <LoadingBar active />;
  } else if (data.section1.current && !data.section1.draft) {
    body = <Section1Signed revision={data.section1.current} />;
  } else {
    body = <Section1Steps record={data} start={start} rules={rules} />;
  }
  return (
    <>
      <I9Styles />
      <h1 className="i9-title">
        {t('i9_section1_title', 'Form I-9, Section 1: Employee Information and Attestation')}
      </h1>
      {body}
      {data && config.ready ? <MyDocumentsCard record={data} /> : null}
      {data && config.ready ? <AuthRepCard /> : null}
    </>
  );
}

function Section1Steps({
  record,
  start,
  rules,
}: {
  record: I9RecordView;
  start: { values: Section1Values; masked: MaskedOriginals };
  rules: Section1Context;
}) {
  const { t } = useT();
  const flow = useSection1Flow(start.values, start.masked, rules);
  const correcting = Boolean(record.section1.current && record.section1.draft);
  return (
    <>
      {correcting ? (
        <p className="i9-note">
          {t('i9_correction_pending', 'A corrected Section 1 is waiting for your signature.')}
        </p>
      ) : null}
      {flow.step === 'review' ? (
        <Section1Review
          data={flow.data as unknown as Record<string, unknown>}
          mismatch={flow.mismatch}
          error={flow.reviewError}
          signing={flow.signing}
          onChange={flow.onChange}
          onReenter={flow.onReenter}
          onSign={(confirmed) => void flow.onSign(confirmed)}
        />
      ) : (
        <Section1Form
          initial={flow.values}
          masked={start.masked}
          rules={rules}
          server={flow.server}
          formError={flow.formError}
          onSaveDraft={flow.onSaveDraft}
          onContinue={flow.onContinue}
        />
      )}
    </>
  );
}
