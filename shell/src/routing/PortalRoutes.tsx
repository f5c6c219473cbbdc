import { Route, Routes } from 'react-router-dom';
import { AccountSecurityPage } from '../account/AccountSecurityPage';
import { AcceptInvitationPage } from '../guest/accept-invitation/AcceptInvitationPage';
import { ActivatePage } from '../guest/activate/ActivatePage';
import { ConfirmationPage } from '../guest/confirmation/ConfirmationPage';
import { EsignPage } from '../guest/esign/EsignPage';
import { ForgotPasswordPage } from '../guest/forgot-password/ForgotPasswordPage';
import { LoginPage } from '../guest/login/LoginPage';
import { NoCustomerPage } from '../guest/no-customer/NoCustomerPage';
import { RegisterPage } from '../guest/register/RegisterPage';
import { ResetPasswordPage } from '../guest/reset-password/ResetPasswordPage';
import { SsoLandingPage } from '../guest/sso/SsoLandingPage';
import { UserApplicantLoginPage } from '../guest/user-applicant-login/UserApplicantLoginPage';
import { VerifyDocumentPage } from '../guest/verify-document/VerifyDocumentPage';
import { usePortal } from '../portal/PortalContext';
import type { RemoteLoader } from '../remotes/RemoteArea';
import { StaffLayout } from '../staff-nav/components/StaffLayout';
import { StaffNavProvider } from '../staff-nav/components/StaffNavProvider';
import { GuardedRemote } from './GuardedRemote';

/**
 * Routes under `/{customerCode}/{locationCode}/` (in the app, `login` is served on its own by
 * login-area/LoginArea.tsx, see routing/AppRoutes.tsx). The shell's own guest pages first; everything else,
 * including the guest pages that remotes render (surveys, second-signer views, `{hash}`), goes through
 * GuardedRemote, which applies the access rules of routing/route-rules.ts.
 */
export function PortalRoutes({ load }: { load?: RemoteLoader }) {
  const { customerCode } = usePortal();
  return (
    <StaffNavProvider load={load}>
      <Routes>
        {/* Reached only when this table is mounted on its own (tests): the app serves login apart. */}
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="confirmation" element={<ConfirmationPage />} />
        <Route path="activate" element={<ActivatePage />} />
        <Route path="accept-invitation" element={<AcceptInvitationPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="user-applicant-login" element={<UserApplicantLoginPage />} />
        <Route path="no-customer" element={<NoCustomerPage customerCode={customerCode} />} />
        <Route path="esign/:token" element={<EsignPage />} />
        <Route path="verify-document" element={<VerifyDocumentPage />} />
        <Route path="sso" element={<SsoLandingPage />} />
        {/* A staff page of the shell: beside the staff navigation like the remotes' staff pages. */}
        <Route
          path="account/security"
          element={
            <StaffLayout>
              <AccountSecurityPage />
            </StaffLayout>
          }
        />
        <Route path="*" element={<GuardedRemote load={load} />} />
      </Routes>
    </StaffNavProvider>
  );
}
