import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PERMISSIONS, REFERRAL_STATUS, type ReferralStatus } from '@attest/contracts';
import { Button, Card, ErrorPanel, getSession, LoadingBar, StatusBadge, TextField, useCan, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { EmailText } from '../../applicants/components/EmailText';
import { Pagination } from '../../applicants/components/Pagination';
import { useAcceptReferralInvitationMutation, useReferralsTableQuery, useSendReferralInvitationMutation } from '../api/referrals-api';

const PAGE_SIZE = 20;

function useStatusLabel() {
  const { t } = useT();
  return (s: ReferralStatus) => {
    switch (s) {
      case REFERRAL_STATUS.Pending:
        return t('referral_pending', 'Pending');
      case REFERRAL_STATUS.Sent:
        return t('referral_sent', 'Sent');
      case REFERRAL_STATUS.Viewed:
        return t('referral_viewed', 'Viewed');
      case REFERRAL_STATUS.SignedUp:
        return t('referral_signed_up', 'Signed Up');
    }
  };
}

/** `admin/referrals`: the applicants' referrals (datatable query), with send invitation and mark signed up. */
export function ReferralsPage() {
  const { t } = useT();
  const toast = useToast();
  const label = useStatusLabel();
  const customerId = Number(getSession().customerId ?? 0);
  const canWrite = useCan(PERMISSIONS.APPLICANTS_WRITE);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const { data, error, isFetching, refetch } = useReferralsTableQuery(
    { customerId, query: { start: page * PAGE_SIZE, length: PAGE_SIZE, search: { value: search } } },
    { skip: !customerId },
  );
  const [send] = useSendReferralInvitationMutation();
  const [accept] = useAcceptReferralInvitationMutation();
  const act = (run: () => Promise<unknown>, done: string) =>
    void run()
      .then(() => toast.success(done))
      .catch((err: unknown) => toast.danger(apiErrorText(t, err)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft.trim());
    setPage(0);
  };
  return (
    <Card title={t('referrals', 'Referrals')}>
      <AccountAdminStyles />
      <form className="aa-inline-form" role="search" onSubmit={submit}>
        <TextField label={t('search_referrals', 'Search referrals')} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit">{t('search', 'Search')}</Button>
      </form>
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('referrals_unavailable', 'The referrals could not be loaded')} onRetry={() => void refetch()} /> : null}
      {data && data.data.length === 0 ? <p>{t('no_referrals', 'No referrals match.')}</p> : null}
      {data && data.data.length ? (
        <>
          <div className="aa-table-wrap">
            <table className="aa-table aa-stack">
              <thead>
                <tr>
                  <th scope="col">{t('referred_person', 'Referred person')}</th>
                  <th scope="col">{t('email', 'Email')}</th>
                  <th scope="col">{t('referred_by', 'Referred by')}</th>
                  <th scope="col">{t('status', 'Status')}</th>
                  <th scope="col">{t('created', 'Created')}</th>
                  <th scope="col">
                    <span className="at-visually-hidden">{t('actions', 'Actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((r) => (
                  <tr key={r.ref_id}>
                    <td data-label={t('referred_person', 'Referred person')}>{[r.first_name, r.last_name].filter(Boolean).join(' ')}</td>
                    <td data-label={t('email', 'Email')} className="aa-break aa-email">
                      <EmailText email={r.email} />
                    </td>
                    <td data-label={t('referred_by', 'Referred by')}>
                      <Link to={`../applicants/${r.applicant_id}`} relative="path">
                        {r.applicant?.full_name || `#${r.applicant_id}`}
                      </Link>
                    </td>
                    <td data-label={t('status', 'Status')}>
                      <StatusBadge tone={r.status === REFERRAL_STATUS.SignedUp ? 'success' : r.status === REFERRAL_STATUS.Pending ? 'neutral' : 'info'} status={String(r.status)}>
                        {label(r.status)}
                      </StatusBadge>
                    </td>
                    <td data-label={t('created', 'Created')}>{r.created.slice(0, 10)}</td>
                    <td>
                      {canWrite ? (
                        <div className="aa-actions">
                          <Button variant="secondary" onClick={() => act(() => send({ customerId, refId: r.ref_id }).unwrap(), t('invitation_sent', 'Invitation sent'))}>
                            {r.status === REFERRAL_STATUS.Pending ? t('send_invitation', 'Send invitation') : t('resend_invitation', 'Send again')}
                          </Button>
                          {r.status !== REFERRAL_STATUS.SignedUp ? (
                            <Button variant="link" onClick={() => act(() => accept({ customerId, refId: r.ref_id }).unwrap(), t('referral_marked_signed_up', 'Marked as signed up'))}>
                              {t('mark_signed_up', 'Mark signed up')}
                            </Button>
                          ) : null}
                        </div>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.recordsFiltered} onPage={setPage} label={(p) => t('referrals_page_of', 'Page {{page}} of {{pages}} ({{total}} referrals)', p)} />
        </>
      ) : null}
    </Card>
  );
}
