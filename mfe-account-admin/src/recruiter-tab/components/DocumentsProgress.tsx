import { useEffect, useState } from 'react';
import { isActionable, type SignatureRequest } from '@attest/contracts';
import { ProgressBar, useCan, useT } from '@attest/shared-ui';
import { signatureRequestsOf } from '../api/recruiter-tab-api';

/** The applicant's onboarding documents: how many signature requests are done (for staff who may read documents). */
export function DocumentsProgress({ applicantId }: { applicantId: number }) {
  const { t } = useT();
  const canRead = useCan('documents.read');
  const [requests, setRequests] = useState<SignatureRequest[] | null>(null);
  useEffect(() => {
    if (!canRead) {
      return;
    }
    let live = true;
    signatureRequestsOf(applicantId).then(
      (rows) => live && setRequests(rows),
      () => live && setRequests(null),
    );
    return () => {
      live = false;
    };
  }, [applicantId, canRead]);
  if (!canRead || !requests) {
    return null;
  }
  if (requests.length === 0) {
    return <p>{t('recruiter_tab_no_documents', 'No onboarding documents have been sent yet.')}</p>;
  }
  const done = requests.filter((r) => !isActionable(r)).length;
  return (
    <ProgressBar
      value={(done / requests.length) * 100}
      label={t('recruiter_tab_documents_progress', 'Documents: {{done}} of {{total}} completed', { done, total: requests.length })}
    />
  );
}
