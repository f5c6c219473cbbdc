import { useMemo, useState } from 'react';
import { ErrorPanel, LoadingBar, useT } from '@attest/shared-ui';
import { useGetApplicantQuery } from '../../profile/api/applicant-api';
import type { WizardStepProps } from '../wizard/wizard-step-props';
import { useGetEmergencyContactsQuery, useGetLicensesQuery, useGetReferencesQuery } from './basic-info-api';
import { BasicInfoForm } from './BasicInfoForm';
import type { BasicInfoRecords } from './basic-info-values';

const todayYmd = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The basic info section: loads the applicant and their row lists, then shows the form. */
export function BasicInfoStep({ customerId, applicantId, inWizard, onSaved, today }: WizardStepProps & { today?: string }) {
  const { t } = useT();
  const owner = useMemo(() => ({ customerId, applicantId }), [customerId, applicantId]);
  const opts = { refetchOnMountOrArgChange: true } as const;
  const applicant = useGetApplicantQuery({ customerId: String(customerId), applicantId: String(applicantId) }, opts);
  const contacts = useGetEmergencyContactsQuery(owner, opts);
  const licenses = useGetLicensesQuery(owner, opts);
  const references = useGetReferencesQuery(owner, opts);
  const queries = [applicant, contacts, licenses, references];

  // The form takes fresh records once: a later refetch must not reset what is being typed.
  const [records, setRecords] = useState<BasicInfoRecords | null>(null);
  const fresh = queries.every((q) => q.data && !q.isFetching);
  if (!records && fresh && applicant.data && contacts.data && licenses.data && references.data) {
    // Removed references stay on the server with active 0; they are not the applicant's references any more.
    const activeReferences = references.data.filter((r) => r.active !== 0);
    setRecords({ applicant: applicant.data, contacts: contacts.data, licenses: licenses.data, references: activeReferences });
  }

  if (queries.some((q) => q.isError)) {
    return (
      <ErrorPanel
        title={t('basic_info_unavailable', 'Your details could not be loaded')}
        onRetry={() => queries.forEach((q) => q.isError && void q.refetch())}
      />
    );
  }
  if (!records) {
    return <LoadingBar active />;
  }
  return <BasicInfoForm records={records} owner={owner} inWizard={inWizard} onSaved={onSaved} today={today ?? todayYmd()} />;
}
