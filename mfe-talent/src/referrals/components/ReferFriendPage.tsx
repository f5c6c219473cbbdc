import { useState, type FormEvent } from 'react';
import { ValidationError } from 'yup';
import { createReferralSchema, REFERRAL_STATUS, type ReferralStatus } from '@attest/contracts';
import { Button, Card, ErrorPanel, fieldErrorText, formatDate, isApiError, LoadingBar, StatusBadge, TextField, useT, useToast } from '@attest/shared-ui';
import { useGetMyReferralsQuery, useReferFriendMutation } from '../api/referrals-api';

type Field = 'first_name' | 'last_name' | 'email' | 'phone' | 'comment';
const EMPTY: Record<Field, string> = { first_name: '', last_name: '', email: '', phone: '', comment: '' };

/** The display label of a referral status (applicant-side §4: Pending, Sent, Viewed, Signed Up). */
export function useReferralStatusLabel(): (s: ReferralStatus) => string {
  const { t } = useT();
  return (s) => {
    switch (s) {
      case REFERRAL_STATUS.Pending:
        return t('referral_status_pending', 'Pending');
      case REFERRAL_STATUS.Sent:
        return t('referral_status_sent', 'Sent');
      case REFERRAL_STATUS.Viewed:
        return t('referral_status_viewed', 'Viewed');
      case REFERRAL_STATUS.SignedUp:
        return t('referral_status_signed_up', 'Signed Up');
    }
  };
}

/** Client-side check with the shared rules; answers field → message key. */
function problemsOf(values: Record<Field, string>): Partial<Record<Field, string>> {
  try {
    createReferralSchema.validateSync({ ...values, phone: values.phone.trim() || undefined, comment: values.comment || undefined }, { abortEarly: false });
    return {};
  } catch (err) {
    const out: Partial<Record<Field, string>> = {};
    if (err instanceof ValidationError) {
      for (const e of err.inner) {
        out[e.path as Field] ??= String(e.message);
      }
    }
    return out;
  }
}

/**
 * `btp/referrals`: the applicant refers a friend (name, email, phone, comment) and follows her referrals'
 * status: Pending → Sent (the invitation went) → Viewed (the friend opened it) → Signed Up.
 */
export function ReferFriendPage() {
  const { t } = useT();
  const toast = useToast();
  const list = useGetMyReferralsQuery();
  const [refer, referring] = useReferFriendMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const label = useReferralStatusLabel();
  const tone = (s: ReferralStatus) => (s === REFERRAL_STATUS.SignedUp ? 'success' : s === REFERRAL_STATUS.Pending ? 'neutral' : 'info');

  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const errorOf = (field: Field) => (errors[field] ? fieldErrorText(t, { key: errors[field]! }) : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const problems = problemsOf(values);
    setErrors(problems);
    if (Object.keys(problems).length) {
      return;
    }
    try {
      await refer({ first_name: values.first_name.trim(), last_name: values.last_name.trim(), email: values.email.trim(), phone: values.phone.trim() || undefined, comment: values.comment.trim() || undefined }).unwrap();
      setValues(EMPTY);
      toast.success(t('referral_sent', 'Thank you! We emailed your friend an invitation.'));
      void list.refetch();
    } catch (cause) {
      // What was typed stays; the server's field errors show beside their fields.
      const fields = isApiError(cause) ? cause.details?.fields : undefined;
      if (fields && Object.keys(fields).length) {
        setErrors(fields as Partial<Record<Field, string>>);
      } else {
        setFormError(t('referral_failed', 'Your referral could not be sent. Try again.'));
      }
    }
  };

  return (
    <>
      <Card title={t('refer_friend_title', 'Refer a friend')}>
        <p>{t('refer_friend_intro', 'Know someone who would be great here? We will email them an invitation to apply.')}</p>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <TextField label={t('first_name', 'First name')} required value={values.first_name} onChange={set('first_name')} error={errorOf('first_name')} autoComplete="off" />
          <TextField label={t('last_name', 'Last name')} required value={values.last_name} onChange={set('last_name')} error={errorOf('last_name')} autoComplete="off" />
          <TextField label={t('email', 'Email')} type="email" required value={values.email} onChange={set('email')} error={errorOf('email')} autoComplete="off" />
          <TextField label={t('phone', 'Phone')} type="tel" value={values.phone} onChange={set('phone')} error={errorOf('phone')} autoComplete="off" />
          <div className="at-field">
            <label className="at-field__label" htmlFor="talent-referral-comment">{t('referral_comment', 'Comment')}</label>
            <textarea id="talent-referral-comment" className="at-field__input" style={{ width: '100%', boxSizing: 'border-box' }} rows={3} maxLength={1000} value={values.comment} onChange={set('comment')} />
            {errorOf('comment') ? <span className="at-field__error">{errorOf('comment')}</span> : null}
          </div>
          {formError ? <p role="alert" className="at-field__error">{formError}</p> : null}
          <div className="at-form-actions">
            <Button type="submit" loading={referring.isLoading}>{t('referral_send', 'Send invitation')}</Button>
          </div>
        </form>
      </Card>
      <Card title={t('my_referrals_title', 'My referrals')}>
        {list.isLoading ? <LoadingBar active /> : null}
        {list.isError ? <ErrorPanel message={t('referrals_load_error', 'Your referrals could not be loaded.')} onRetry={() => void list.refetch()} /> : null}
        {list.data && list.data.length === 0 ? <p>{t('referrals_empty', 'You have not referred anyone yet.')}</p> : null}
        {list.data && list.data.length > 0 ? (
          <div className="at-table-scroll">
            <table className="at-entity-table talent-referrals">
              <thead>
                <tr>
                  <th>{t('referral_name', 'Name')}</th>
                  <th>{t('email', 'Email')}</th>
                  <th>{t('referral_date', 'Referred on')}</th>
                  <th>{t('referral_status', 'Status')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((r) => (
                  <tr key={r.ref_id} data-referral-email={r.email}>
                    <td data-label={t('referral_name', 'Name')}>{[r.first_name, r.last_name].filter(Boolean).join(' ')}</td>
                    <td data-label={t('email', 'Email')} style={{ overflowWrap: 'anywhere' }}>{r.email}</td>
                    <td data-label={t('referral_date', 'Referred on')}>{formatDate(r.created.slice(0, 10))}</td>
                    <td data-label={t('referral_status', 'Status')}>
                      <StatusBadge tone={tone(r.status)}>{label(r.status)}</StatusBadge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </Card>
    </>
  );
}
