import { Link } from 'react-router-dom';
import { applicantDisplayName, getSession, useGetApplicantQuery, useStaffAccess, useT } from '@attest/shared-ui';
import { usePortal } from '../portal/PortalContext';
import { portalPath } from '../routing/route-rules';

/**
 * Who is signed in, by name, leading to their own page: staff to their account security (two-step
 * sign-in), an applicant to My profile. The name comes from GET /api/v1/users/me (staff) or the
 * applicant's own record (shared with the applicant remote's cache); nothing shows while it loads, and a
 * plain "Your account" / "My profile" if it cannot be read — never a party word such as "Applicant".
 */
export function PersonLink({ party }: { party: 'staff' | 'applicant' }) {
  const { t } = useT();
  const { customerCode, locationCode } = usePortal();
  const { access, isError: staffFailed } = useStaffAccess();
  const { customerId, applicantId } = getSession();
  const applicantIds = party === 'applicant' && customerId && applicantId ? { customerId, applicantId } : null;
  const applicant = useGetApplicantQuery(applicantIds ?? { customerId: '', applicantId: '' }, { skip: !applicantIds });

  if (party === 'staff') {
    const name = access?.full_name ?? (staffFailed ? t('your_account', 'Your account') : null);
    return name ? (
      <Link
        className="shell-person"
        data-testid="shell-person"
        to={portalPath(customerCode, locationCode, 'account/security')}
        title={t('your_account_security', 'Your account security')}
        aria-label={t('person_account_security', '{{name}}: your account security', { name })}
      >
        {name}
      </Link>
    ) : null;
  }
  const name = applicantDisplayName(applicant.data) ?? (applicant.isError ? t('my_profile', 'My profile') : null);
  return name ? (
    <Link
      className="shell-person"
      data-testid="shell-person"
      to={portalPath(customerCode, locationCode, 'my-profile')}
      title={t('your_profile', 'Your profile')}
      aria-label={t('person_profile', '{{name}}: your profile', { name })}
    >
      {name}
    </Link>
  ) : null;
}
