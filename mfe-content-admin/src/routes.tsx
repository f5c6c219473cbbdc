import { PERMISSIONS } from '@attest/contracts';
import { lazyPage, type RemoteRoutes } from '@attest/shared-ui';

/** Exposed as `content_admin/routes`; paths are relative to `/{customerCode}/{locationCode}/`; pages load on first visit. */
export const remoteRoutes: RemoteRoutes = {
  remote: 'content_admin',
  routes: [
    { path: 'admin/content', element: lazyPage(() => import('./landing/components/ContentAdminLanding').then((m) => m.ContentAdminLanding)), permission: PERMISSIONS.CONTENT_READ },
    { path: 'admin/content/packages', element: lazyPage(() => import('./packages/components/PackagesPage').then((m) => m.PackagesPage)), permission: PERMISSIONS.CONTENT_READ },
    { path: 'admin/content/code-values', element: lazyPage(() => import('./code-values/components/CodeValuesPage').then((m) => m.CodeValuesPage)), permission: PERMISSIONS.CONTENT_READ },
    { path: 'admin/content/templates', element: lazyPage(() => import('./templates/components/TemplatesPage').then((m) => m.TemplatesPage)), permission: PERMISSIONS.CONTENT_READ },
    { path: 'admin/content/templates/:templateId', element: lazyPage(() => import('./templates/components/TemplateEditPage').then((m) => m.TemplateEditPage)), permission: PERMISSIONS.CONTENT_READ },
    { path: 'admin/content/templates/:templateId/builder', element: lazyPage(() => import('./form-builder/components/FormBuilderPage').then((m) => m.FormBuilderPage)), permission: PERMISSIONS.CONTENT_READ },
    { path: 'admin/content/skill-checklists', element: lazyPage(() => import('./skill-checklists/components/SkillChecklistsPage').then((m) => m.SkillChecklistsPage)), permission: PERMISSIONS.CONTENT_READ },
    { path: 'admin/content/entity-manager', element: lazyPage(() => import('./entity-manager-config/components/EntityManagerConfigPage').then((m) => m.EntityManagerConfigPage)), permission: PERMISSIONS.CONTENT_READ },
    { path: 'admin/content/transfer', element: lazyPage(() => import('./bulk-transfer/components/BulkTransferPage').then((m) => m.BulkTransferPage)), permission: PERMISSIONS.CONTENT_READ },
    { path: 'admin/content/blueprints', element: lazyPage(() => import('./blueprints/components/BlueprintsPage').then((m) => m.BlueprintsPage)), permission: PERMISSIONS.CONTENT_READ },
  ],
  nav: [{ labelKey: 'nav_content', label: 'Content', path: 'admin/content', permission: PERMISSIONS.CONTENT_READ, order: 30, icon: 'documents' }],
};
