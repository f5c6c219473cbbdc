import { useMemo } from 'react';
import { documentReference, isI9Attestation } from '@attest/contracts';
import { Card, useCustomerConfig, useT } from '@attest/shared-ui';
import type { I9RecordView } from '../../i9-common/i9-record';
import { useGetDocumentImagesAtQuery } from '../../i9-common/image-capture/image-capture-api';
import { ownImageEndpoints } from '../../i9-common/image-capture/image-endpoints';
import type { EmployeeDocumentChoice } from '../../i9-common/image-capture/image-capture-types';
import { documentTitle } from '../../record/components/DocumentFields';
import { choiceFits } from '../choice-values';
import { DocumentChoiceForm } from './DocumentChoiceForm';
import { MyDocumentImages } from './MyDocumentImages';

/**
 * `i9/section1`: the documents the employee will present (the choice is theirs; the employer may not ask for
 * particular ones), for the status of their latest Section 1, and their pictures when the employer keeps copies.
 * Read only once Section 2 is signed. Nothing is shown before the I-9 answers its documents (not started).
 */
export function MyDocumentsCard({ record }: { record: I9RecordView }) {
  const { t } = useT();
  const config = useCustomerConfig();
  const endpoints = useMemo(() => ownImageEndpoints(record.id), [record.id]);
  const answer = useGetDocumentImagesAtQuery(endpoints.listUrl, { refetchOnMountOrArgChange: true });
  const data = answer.data;
  if (!data) {
    return null;
  }
  const attestation = (record.section1.draft ?? record.section1.current)?.value.attest_type;
  const everify = config.isOn('enable_everify');
  const choice = data.choice ?? null;
  const fits = choiceFits(choice, attestation, everify);
  const refresh = () => void answer.refetch();
  let body;
  if (!isI9Attestation(attestation)) {
    body = (
      <p className="i9-muted">
        {t(
          'i9_my_documents_status_first',
          'Choose your citizenship or immigration status in Section 1 and save it; then choose your documents here.',
        )}
      </p>
    );
  } else if (!data.editable) {
    body = (
      <>
        {choice ? <ChosenDocuments choice={choice} /> : null}
        <p className="i9-muted">
          {t(
            'i9_my_documents_locked',
            'Your employer has completed Section 2: your documents can no longer be changed here.',
          )}
        </p>
      </>
    );
  } else {
    body = (
      <>
        {choice && !fits ? (
          <p className="i9-warn" role="status">
            {t(
              'i9_my_documents_stale',
              'The documents you chose do not fit the status in your Section 1. Choose again.',
            )}
          </p>
        ) : null}
        <DocumentChoiceForm
          key={`${attestation}:${choice?.updated_at ?? ''}`}
          attestation={attestation}
          everify={everify}
          saved={choice}
          onSaved={refresh}
        />
        {choice && fits && data.policy.uploads_allowed ? (
          <MyDocumentImages answer={data} endpoints={endpoints} choice={choice} refresh={refresh} />
        ) : null}
      </>
    );
  }
  return (
    <Card title={t('i9_my_documents_title', 'Documents you will present')}>
      <p className="i9-muted">
        {t(
          'i9_my_documents_intro',
          'Choose the documents you will show your employer: one document from List A, or one from List B and one from List C. The choice is yours: your employer may not ask for particular documents.',
        )}
      </p>
      {body}
    </Card>
  );
}

function ChosenDocuments({ choice }: { choice: EmployeeDocumentChoice }) {
  const { t } = useT();
  const titles = choice.documents.map((d) => {
    const ref = documentReference(d.document_type);
    return ref ? documentTitle(t, ref) : d.document_type;
  });
  return (
    <p>{t('i9_my_documents_current', 'You will present: {{documents}}', { documents: titles.join(', ') })}</p>
  );
}
