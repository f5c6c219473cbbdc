/**
 * The parts of shared-ui the sign-in page uses, imported by module path instead of through the
 * `@attest/shared-ui` barrel. The barrel is one federation singleton: importing anything from it loads
 * all of shared-ui (form engine, Formik, yup, the real-time client, RTK Query, ...), far more than the
 * login page needs (docs/decisions/0014-first-load.md). These modules are the very ones the barrel
 * re-exports: in the shell's build each file is one webpack module, so the i18n instance, the session
 * helpers and the components are the same objects the barrel hands the remotes later (the shell
 * provides the shared-ui singleton): the ToastProvider here is the one whose context the remotes' useToast
 * reads. No store and no RTK Query hooks belong here.
 */
export { Button } from '@attest/shared-ui/components/Button';
export { Card } from '@attest/shared-ui/components/Card';
export { ErrorPanel } from '@attest/shared-ui/components/ErrorPanel';
export { LoadingBar } from '@attest/shared-ui/components/LoadingBar';
export { PageLayout } from '@attest/shared-ui/components/PageLayout';
export { Spinner } from '@attest/shared-ui/components/Spinner';
export { TextField } from '@attest/shared-ui/components/TextField';
export { ToastProvider } from '@attest/shared-ui/components/ToastProvider';
export { ThemeStyles } from '@attest/shared-ui/styles/ThemeStyles';
export { apiFetch } from '@attest/shared-ui/api/api-fetch';
export { isApiError } from '@attest/shared-ui/api/api-error';
export { getSession, setCustomerContext, setStaffSession } from '@attest/shared-ui/session/session';
export { startApplicantSession } from '@attest/shared-ui/session/start-applicant-session';
export { initI18n } from '@attest/shared-ui/i18n/initI18n';
export { useT } from '@attest/shared-ui/i18n/useT';
export { ROUTER_FUTURE } from '@attest/shared-ui/remote/router-future';
export type { ApplicantSessionAnswer, StaffSessionAnswer } from '@attest/shared-ui/session/session';
export type { CustomerContext, CustomerLocation } from '@attest/shared-ui/api/common-endpoints';
