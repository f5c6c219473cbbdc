import type { RemoteRoutes } from '@attest/shared-ui';
import { TalentHome } from './home/components/TalentHome';
import { SurveyLanding } from './surveys/components/SurveyLanding';

/** Exposed as `talent/routes`; paths are relative to `/{customerCode}/{locationCode}/`. */
export const remoteRoutes: RemoteRoutes = {
  remote: 'talent',
  routes: [
    { path: 'btp/home', element: <TalentHome /> },
    { path: 'interview-satisfaction-survey', element: <SurveyLanding kind="interview" /> },
    { path: 'satisfaction-survey', element: <SurveyLanding kind="satisfaction" /> },
  ],
};
