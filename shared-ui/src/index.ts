// Public surface of @attest/shared-ui (a module-federation singleton: one copy at run time).

// Design system
export { ThemeStyles, THEME_STYLE_ID } from './styles/ThemeStyles';
export { ATTEST_CSS } from './styles/attest-css';
export { Button, type ButtonProps, type ButtonVariant } from './components/Button';
export { TextField, type TextFieldProps } from './components/TextField';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField';
export { Modal, ModalResponse, type ModalProps } from './components/Modal';
export { ModalProvider, useConfirm, type ConfirmOptions } from './components/ModalProvider';
export {
  ToastProvider,
  useToast,
  MAX_TOASTS,
  DEFAULT_TOAST_DISPLAY_MS,
  type ToastApi,
  type ToastKind,
  type ToastOptions,
} from './components/ToastProvider';
export { LoadingBar, LOADING_BAR_CEILING, LOADING_BAR_STEP_MS, type LoadingBarProps } from './components/LoadingBar';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel';
export { PageLayout, type PageLayoutProps } from './components/PageLayout';
export { Card, type CardProps } from './components/Card';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { NotFoundPage } from './components/NotFoundPage';
export { StatusBadge, type StatusBadgeProps } from './components/StatusBadge';
export { ApplicationStatusBadge, applicationStatusLabel } from './status/ApplicationStatusBadge';
// Design tokens and the icon set (lucide, only the icons the portal uses)
export { TOKENS, tokensCss, type Tone } from './styles/tokens';
export { Icon, ICONS, type IconName, type IconProps } from './icons/icons';

// Session
export { SESSION_KEYS, LOGOUT_CLEARED_KEYS } from './session/session-keys';
export { startApplicantSession } from './session/start-applicant-session';
export { StaffViewingBanner } from './session/StaffViewingBanner';
export {
  getSession,
  setApplicantSession,
  setStaffSession,
  isApplicantSessionActive,
  isStaffSessionActive,
  isSessionActive,
  logout,
  setReturnTo,
  setLanguage,
  setApplicantLoginFlag,
  setPrelimInfoDone,
  setCustomerContext,
  clearAccessToken,
  type Session,
  type Party,
  type ApplicantSessionAnswer,
  type StaffSessionAnswer,
} from './session/session';

// API
export { api, API_TAG_TYPES } from './api/api';
export { baseQuery } from './api/base-query';
export { apiFetch, type ApiFetchOptions } from './api/api-fetch';
export { isApiError, NETWORK_ERROR_STATUS, type ApiError } from './api/api-error';
export { applySessionHeaders } from './api/request-headers';
export { createAppStore, type AppStore, type AppDispatch, type RootState } from './api/store';
export {
  commonApi,
  useGetCustomerContextQuery,
  useGetLanguagesQuery,
  type CustomerContext,
  type CustomerLocation,
  type Language,
} from './api/common-endpoints';

// Staff permissions (GET /api/v1/users/me); the catalogue is @attest/contracts' PERMISSIONS
export { staffAccessApi, useGetStaffAccessQuery, useGetAvailableCustomersQuery, type StaffAccessArgs, type AvailableCustomer } from './access/api/staff-access-api';
export { useStaffAccess, useCan, usePermissionCheck, type StaffAccessState } from './access/hooks/useStaffAccess';
export { hasPermission } from './access/permission-check';
export { RequirePermission, type RequirePermissionProps } from './access/components/RequirePermission';
export { NoAccessPanel, type NoAccessPanelProps } from './access/components/NoAccessPanel';
// The signed-in applicant's own record (header name, profile, home)
export {
  applicantSelfApi,
  useGetApplicantQuery,
  applicantDisplayName,
  type ApplicantProfile,
  type ApplicantKey,
} from './access/api/applicant-self-api';

// The remote contract: what the shell and every remote share (conventions, item 14)
export type { RemoteRoute, RemoteRoutes, RemoteRoutesModule, RemoteNavEntry, ApplicantNavEntry } from './remote/remote-routes';
export { ROUTER_FUTURE } from './remote/router-future';
export { navEntriesOf, allowedNavEntries, applicantNavEntriesOf, visibleApplicantNavEntries } from './remote/nav-entries';
export { remoteRouteElement } from './remote/remote-route-element';
export { lazyPage } from './remote/lazy-page';
export { renderStandaloneRemote } from './remote/StandaloneRemote';

// i18n
export { i18n, FALLBACK_LANGUAGE } from './i18n/i18n';
export { initI18n, changeLanguage, type InitI18nOptions, type I18nState } from './i18n/initI18n';
export { reloadTranslations } from './i18n/initI18n';
export { checkTranslationsNow, watchTranslationsRevision } from './i18n/translations-refresh';
export { useT } from './i18n/useT';
export { useContentText, type ContentText } from './i18n/useContentText';

// Real time
export { RealtimeClient, getRealtimeClient, type RealtimeClientOptions } from './realtime/RealtimeClient';
export {
  REALTIME_PATH,
  REALTIME_MAX_ATTEMPTS,
  REALTIME_RETRY_DELAY_MS,
  RealtimeConnectionError,
  type RealtimeMessage,
  type AsyncJobStart,
  type FileReadyMessage,
  type Unsubscribe,
} from './realtime/realtime-types';
export { awaitAsyncFile, AsyncFileError, type AwaitAsyncFileOptions } from './realtime/awaitAsyncFile';
export { downloadFile } from './realtime/downloadFile';
export { useAsyncExport, type AsyncExportState } from './realtime/useAsyncExport';

// Utilities
export { formatDate, toServerDate } from './utils/formatDate';
export { formatInTimeZone } from './utils/formatInTimeZone';

// Form engine (rules come from @attest/contracts; these are the screens)
export { DynamicField, type DynamicFieldProps } from './forms/components/DynamicField';
export { DynamicForm, type DynamicFormProps } from './forms/components/DynamicForm';
export { DynamicFormBody, type DynamicFormBodyProps } from './forms/components/DynamicFormBody';
export { FocusFirstError } from './forms/components/FocusFirstError';
export { DynamicWorkflow, type DynamicWorkflowProps } from './forms/components/DynamicWorkflow';
export { FormPreviewActions, openDocument, type DocumentAction, type FormPreviewActionsProps } from './forms/components/FormPreviewActions';
export { previewOffer, directiveOf, type PreviewOffer } from './forms/preview-offer';
export { usePreventEnterSubmit } from './forms/hooks/usePreventEnterSubmit';
export { useServerFieldErrors, fieldErrorsOf } from './forms/hooks/useServerFieldErrors';
export { ConfigurableForm, type ConfigurableFormProps } from './forms/components/ConfigurableForm';
export { FieldList, type FieldListProps } from './forms/components/FieldList';
export { FormSections, type FormSectionsProps } from './forms/components/FormSections';
export { useFieldTriggers } from './forms/hooks/useFieldTriggers';
export { FieldFrame, columnStyle, type FieldFrameProps } from './forms/components/FieldFrame';
export { fieldErrorText, FIELD_MESSAGE_FALLBACKS } from './forms/field-messages';
export { FieldBanner } from './forms/components/FieldBanner';
export { DirectDepositForm, type DraftAccount } from './pay/DirectDepositForm';
export { TermsGate, gatedByTerms } from './terms/TermsGate';
export { interviewStatusText, interviewTypeText, whenText } from './status/interview-labels';
export { credentialDate, credentialStatusText, CREDENTIAL_TONES } from './status/credential-labels';
export { termsApi, useGetTermsStatusQuery, useAcceptTermsMutation } from './terms/terms-api';
export {
  formsApi,
  useGetFormTemplateQuery,
  useSubmitFormMutation,
  FORM_TEMPLATE_TAG,
  type FormTemplateArgs,
  type SubmitFormArgs,
  type SubmitFormAnswer,
} from './forms/api/forms-api';

// Signature (skills checklist, e-sign page)
export { SignaturePad, type SignaturePadProps, type SignatureKind } from './signature/SignaturePad';

// Entity manager
export { EntityManager, type EntityManagerHandle, type EntityManagerProps } from './entity-manager/EntityManager';
export {
  entityManagerApi,
  ENTITY_FUNCTION_PATHS,
  entityFunctionPath,
  type EntityScope,
} from './entity-manager/entity-manager-api';
export {
  WORK_HISTORY_ENTITY_TYPE,
  DEFAULT_WORK_HISTORY_REQUIRED,
  type EntityManagerFlags,
  type EntityManagerMessage,
  type EntityMessageKind,
} from './entity-manager/entity-manager-state';

// Per-customer configuration
export { useCustomerConfig, useGetConfigurationsQuery, customerConfigApi, type CustomerConfig } from './config/customer-config-api';
export { useMoneyFormat, formatMoneyIn, currencyUnitsApi, useGetCustomerCurrencyUnitsQuery, type MoneyFormat } from './config/money-format';
export { PORTAL_FLAGS } from './config/portal-flags';
