import type { RemoteRoutes } from '@attest/shell/src/remotes/remote-routes';
import { FormPage } from './forms/components/FormPage';
import { HomePage } from './home/components/HomePage';
import { MyProfilePage } from './profile/components/MyProfilePage';

/** Exposed as `applicant/routes`; paths are relative to `/{customerCode}/{locationCode}/`. */
export const remoteRoutes: RemoteRoutes = {
  remote: 'applicant',
  routes: [
    { path: 'home', element: <HomePage /> },
    { path: 'my-profile', element: <MyProfilePage /> },
    { path: 'forms/:formId', element: <FormPage /> },
  ],
};
