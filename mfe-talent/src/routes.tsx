import { gatedByTerms, lazyPage, type RemoteRoutes } from '@attest/shared-ui';
import { AlertsNavBadge } from './alerts/components/AlertsNavBadge';

const surveyLanding = () => import('./surveys/components/SurveyLanding').then((m) => m.SurveyLanding);
const referFriend = () => import('./referrals/components/ReferFriendPage').then((m) => m.ReferFriendPage);
const providerSurvey = () => import('./surveys/components/ProviderSurveyPage').then((m) => m.ProviderSurveyPage);

/** The customer flag that switches the talent platform on in the portal (configuration catalogue, talent area). */
export const TALENT_FLAG = 'enable_talent_platform';

/**
 * Exposed as `talent/routes`; paths are relative to `/{customerCode}/{locationCode}/`; pages load on first
 * visit. The applicant entries (Jobs, My jobs, Alerts with its unread count) show only for a customer with
 * `enable_talent_platform` on (decision 0041).
 */
export const remoteRoutes: RemoteRoutes = {
  remote: 'talent',
  routes: [
    // Signed-in pages wait for the terms of service in force (decision 0025); the survey links are guest pages.
    ...gatedByTerms([
      { path: 'btp/home', element: lazyPage(() => import('./home/components/TalentHome').then((m) => m.TalentHome)) },
      { path: 'jobs', element: lazyPage(() => import('./jobs/components/JobSearchPage').then((m) => m.JobSearchPage)) },
      { path: 'jobs/:id', element: lazyPage(() => import('./jobs/components/JobDetailPage').then((m) => m.JobDetailPage)) },
      { path: 'my-jobs', element: lazyPage(() => import('./placements/components/MyJobsPage').then((m) => m.MyJobsPage)) },
      { path: 'alerts', element: lazyPage(() => import('./alerts/components/AlertsPage').then((m) => m.AlertsPage)) },
      { path: 'btp/referrals', element: lazyPage(referFriend) },
      { path: 'surveys/provider', element: lazyPage(providerSurvey) },
    ]),
    { path: 'interview-satisfaction-survey', element: lazyPage(surveyLanding, { kind: 'interview' }) },
    { path: 'satisfaction-survey', element: lazyPage(surveyLanding, { kind: 'satisfaction' }) },
  ],
  applicantNav: [
    { labelKey: 'nav_jobs', label: 'Jobs', path: 'jobs', icon: 'jobs', order: 42, configFlag: TALENT_FLAG },
    { labelKey: 'nav_my_jobs', label: 'My jobs', path: 'my-jobs', icon: 'due', order: 43, configFlag: TALENT_FLAG, alsoCurrentOn: ['btp/home'] },
    { labelKey: 'nav_alerts', label: 'Alerts', path: 'alerts', icon: 'alerts', order: 44, configFlag: TALENT_FLAG, Badge: AlertsNavBadge },
    { labelKey: 'nav_refer_friend', label: 'Refer a friend', path: 'btp/referrals', icon: 'people', order: 46, configFlag: TALENT_FLAG },
  ],
};
