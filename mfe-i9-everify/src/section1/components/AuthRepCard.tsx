import { Card, isApiError, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../i9-common/ErrorAlert';
import { apiErrorText } from '../../i9-common/i9-text';
import { useGetMyAuthRepQuery, useSaveMyAuthRepMutation } from '../../second-signer/api/second-signer-api';
import { RepresentativeForm } from '../../second-signer/components/RepresentativeForm';
import { secondSignerStatusText } from '../../second-signer/second-signer-status';

/**
 * The authorized representative (applicant-side §3, §5): someone other than the employee who will examine the
 * documents in person and complete Section 2 for the employer. Shown when the customer offers a contact method;
 * saved on its own (PUT /api/v1/i9/auth-rep). Once Section 2 is signed it is read only.
 */
export function AuthRepCard() {
  const { t } = useT();
  const toast = useToast();
  const answer = useGetMyAuthRepQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save] = useSaveMyAuthRepMutation();
  const title = t('i9_auth_rep_title', 'Authorized representative for Section 2');
  // A 404 is a server without the representative: nothing to offer.
  if (answer.isError && !(isApiError(answer.error) && answer.error.httpStatusCode === 404)) {
    return (
      <Card title={title}>
        <ErrorAlert message={apiErrorText(t, answer.error)} />
      </Card>
    );
  }
  const data = answer.data;
  if (!data || data.allowed_methods.length === 0) {
    return null;
  }
  const choice = data.choice;
  return (
    <Card title={title}>
      <p className="i9-muted">
        {t(
          'i9_auth_rep_intro',
          'If you cannot meet your employer in person, name someone else (not yourself) who will look at your original documents with you and complete Section 2 for your employer. We send them a link.',
        )}
      </p>
      {choice ? (
        <p className="i9-note" role="status">
          {secondSignerStatusText(t, choice)}
        </p>
      ) : null}
      {data.editable ? (
        <RepresentativeForm
          allowed={data.allowed_methods}
          current={choice}
          label={title}
          submitLabel={t('i9_auth_rep_save', 'Save representative')}
          onSave={async (body) => {
            await save(body).unwrap();
            toast.success(t('i9_auth_rep_saved', 'Representative saved'));
          }}
        />
      ) : (
        <p>{[choice?.first_name, choice?.last_name].filter(Boolean).join(' ')}</p>
      )}
    </Card>
  );
}
