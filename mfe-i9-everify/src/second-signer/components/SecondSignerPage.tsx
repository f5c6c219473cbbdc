import { useMemo, useState } from 'react';
import type { Section2Context } from '@attest/contracts';
import { Card, LoadingBar, useT } from '@attest/shared-ui';
import { I9Styles } from '../../i9-common/I9Styles';
import { formatDateTime } from '../../i9-common/i9-record';
import {
  ImageEndpointsProvider,
  secondSignerImageEndpoints,
} from '../../i9-common/image-capture/image-endpoints';
import { EmployeeChoiceNote } from '../../record/components/EmployeeChoiceNote';
import { Section2Form } from '../../record/components/Section2Form';
import { holdsDocuments, withEmployeeChoice } from '../../record/employee-choice';
import { toSection2Values, type Section2Values } from '../../record/section2-values';
import { useEmployeeChoice } from '../../record/useEmployeeChoice';
import { useGetSecondSignerLinkQuery } from '../api/second-signer-api';
import type { SecondSignerGuestView } from '../api/second-signer-types';
import { useSecondSignerFlow } from '../hooks/useSecondSignerFlow';
import { SecondSignerDone } from './SecondSignerDone';
import { SecondSignerLinkProblem } from './SecondSignerLinkProblem';

/**
 * The authorized representative's page (no login: the link's token is the credential): who the new hire is and
 * for which employer, then Section 2 as staff fill it (the same form and rules), signed with the attestation box;
 * then a thank-you. An unknown, expired or used link says so.
 */
export function SecondSignerPage({ token }: { token: string }) {
  const { t } = useT();
  const link = useGetSecondSignerLinkQuery(token, { skip: !token, refetchOnMountOrArgChange: true });
  let body;
  if (!token || link.isError) {
    body = <SecondSignerLinkProblem error={link.error} />;
  } else if (!link.data) {
    body = <LoadingBar active />;
  } else {
    body = <SecondSignerWork token={token} view={link.data} />;
  }
  return (
    <div className="i9-page">
      <I9Styles />
      <h1 className="i9-title">{t('second_signer_2023', 'Complete Form I-9 Section 2 for a new hire')}</h1>
      {body}
    </div>
  );
}

function SecondSignerWork({ token, view }: { token: string; view: SecondSignerGuestView }) {
  const { t } = useT();
  const flow = useSecondSignerFlow(token, view.rules.everify);
  const rules = useMemo<Section2Context>(
    () => ({
      attestation: view.employee.attest_type,
      everify: view.rules.everify,
      today: view.today,
      altProcedureEnabled: view.rules.alt_procedure_enabled,
      eadCategories: view.rules.ead_categories,
      // Not disclosed to the representative: the server checks the List B rules that depend on the age.
      employeeDob: null,
    }),
    [view],
  );
  const repName = [view.representative.first_name, view.representative.last_name].filter(Boolean).join(' ');
  const employee = [view.employee.first_name, view.employee.middle_initial, view.employee.last_name]
    .filter(Boolean)
    .join(' ');
  const endpoints = useMemo(() => secondSignerImageEndpoints(token), [token]);
  const chosen = useEmployeeChoice(endpoints.listUrl);
  // The form starts once: from what was saved, or (nothing saved yet) from the documents the employee chose.
  const [start, setStart] = useState<{ values: Section2Values; fromEmployee: boolean } | null>(null);
  if (!start && (chosen.settled || holdsDocuments(view.section2))) {
    const { value, applied } = withEmployeeChoice(
      { business_name: view.employer.name, ...view.section2 },
      chosen.choice,
      {
        attestation: view.employee.attest_type,
        everify: view.rules.everify,
      },
    );
    setStart({
      values: toSection2Values(value, { firstDay: null, staffName: repName }),
      fromEmployee: applied,
    });
  }
  if (flow.signed) {
    return <SecondSignerDone signed={flow.signed} employer={view.employer.name} />;
  }
  return (
    <>
      <Card
        title={t('second_signer_for', 'For {{employer}}: the documents of {{employee}}', {
          employer: view.employer.name,
          employee,
        })}
      >
        <p>
          {t(
            'second_signer_intro',
            'You were asked to act as the authorized representative of an employer: you will look at the new hire’s original documents in person, enter their details and sign.',
          )}
        </p>
        <ol>
          <li>
            {t(
              'second_signer_step1',
              'Check that you are with the new hire and have their original documents.',
            )}
          </li>
          <li>
            {t(
              'second_signer_step2',
              'Enter the document details and, if asked, take pictures of the documents.',
            )}
          </li>
          <li>{t('second_signer_step3', 'Review and sign.')}</li>
        </ol>
        {view.link_expires_at ? (
          <p className="i9-muted">
            {t('second_signer_expires', 'This link works until {{date}}.', {
              date: formatDateTime(view.link_expires_at),
            })}
          </p>
        ) : null}
        {view.review_note ? (
          <p className="i9-warn" role="status">
            {t('second_signer_returned', 'The employer sent Section 2 back for changes: {{reason}}', {
              reason: view.review_note,
            })}
          </p>
        ) : null}
      </Card>
      {/* The document copies inside the form go through the link's own routes (decision 0010). */}
      {start?.fromEmployee ? <EmployeeChoiceNote /> : null}
      <ImageEndpointsProvider value={endpoints}>
        {start ? (
          <Section2Form
            initial={start.values}
            rules={rules}
            choices={view.documents}
            server={flow.server}
            formError={flow.formError}
            onSaveDraft={flow.onSaveDraft}
            onSign={flow.onSign}
          />
        ) : (
          <LoadingBar active />
        )}
      </ImageEndpointsProvider>
    </>
  );
}
