import { lazyPage, type RemoteRoutes } from '@attest/shared-ui';

const surveyLanding = () => import('./surveys/components/SurveyLanding').then((m) => m.SurveyLanding);

/**
 * Exposed as `talent/routes`; paths are relative to `/{customerCode}/{locationCode}/`; pages load on first
 * visit. Jobs and Pay will add `applicantNav` entries here (with the flag that switches them on, e.g.
 * `configFlag: 'enable_talent_platform'`) and 'talent' joins the shell's APPLICANT_REMOTES.
 */
export const remoteRoutes: RemoteRoutes = {
  remote: 'talent',
  routes: [
    { path: 'btp/home', element: lazyPage(() => import('./home/components/TalentHome').then((m) => m.TalentHome)) },
    { path: 'interview-satisfaction-survey', element: lazyPage(surveyLanding, { kind: 'interview' }) },
    { path: 'satisfaction-survey', element: lazyPage(surveyLanding, { kind: 'satisfaction' }) },
  ],
};
