import { useState } from 'react';
import { Button, TextField, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../i9-common/ErrorAlert';
import { apiErrorText, apiFieldErrors, i9ErrorText } from '../../i9-common/i9-text';
import { useReviewI9Section2Mutation } from '../api/second-signer-api';
import type { ReviewBody } from '../api/second-signer-types';

/**
 * Staff (i9.section2.sign) accept the Section 2 an authorized representative signed — the employer stays
 * responsible — or send it back with a reason: to the representative (a new link) or to themselves (then they
 * correct Section 2). The reason typed stays when the server refuses.
 */
export function Section2ReviewControls({
  recordId,
  canReturnToRep,
  onDone,
}: {
  recordId: number;
  canReturnToRep: boolean;
  onDone: () => void;
}) {
  const { t } = useT();
  const toast = useToast();
  const [review, state] = useReviewI9Section2Mutation();
  const [reason, setReason] = useState('');
  const [returnTo, setReturnTo] = useState<'representative' | 'employer'>(
    canReturnToRep ? 'representative' : 'employer',
  );
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const send = async (body: ReviewBody) => {
    setError(null);
    try {
      await review({ id: recordId, ...body }).unwrap();
      toast.success(
        body.approve
          ? t('i9_rep_review_accepted', 'Section 2 accepted: the Form I-9 is complete')
          : t('i9_rep_review_returned', 'Section 2 sent back'),
      );
      onDone();
    } catch (e) {
      setFieldErrors(apiFieldErrors(e));
      setError(apiErrorText(t, e));
    }
  };
  return (
    <div role="group" aria-label={t('i9_rep_review_title', 'Review the representative’s Section 2')}>
      <p className="i9-note">
        {t(
          'i9_rep_review_intro',
          'An authorized representative completed Section 2. Check it: the employer is responsible for it.',
        )}
      </p>
      <div className="at-form-actions i9-actions">
        <Button loading={state.isLoading} onClick={() => void send({ approve: true })}>
          {t('i9_rep_review_accept', 'Accept Section 2')}
        </Button>
      </div>
      <TextField
        label={t('i9_rep_review_reason', 'Reason for sending it back')}
        value={reason}
        maxLength={500}
        error={i9ErrorText(t, fieldErrors.reason)}
        onChange={(e) => setReason(e.target.value)}
      />
      <fieldset className="i9-group">
        <legend>{t('i9_rep_review_return_to', 'Who completes Section 2 again?')}</legend>
        {canReturnToRep ? (
          <label className="i9-choice">
            <input
              type="radio"
              name="return_to"
              checked={returnTo === 'representative'}
              onChange={() => setReturnTo('representative')}
            />
            <span>{t('i9_rep_review_to_rep', 'The representative (a new link is sent)')}</span>
          </label>
        ) : null}
        <label className="i9-choice">
          <input
            type="radio"
            name="return_to"
            checked={returnTo === 'employer'}
            onChange={() => setReturnTo('employer')}
          />
          <span>{t('i9_rep_review_to_employer', 'We do (correct Section 2)')}</span>
        </label>
      </fieldset>
      <ErrorAlert message={error} />
      <div className="at-form-actions i9-actions">
        <Button
          variant="secondary"
          loading={state.isLoading}
          onClick={() => void send({ approve: false, reason, return_to: returnTo })}
        >
          {t('i9_rep_review_send_back', 'Send Section 2 back')}
        </Button>
      </div>
    </div>
  );
}
