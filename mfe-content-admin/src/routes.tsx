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
  nav: [
    { labelKey: 'nav_content', label: 'Content', path: 'admin/content', permission: PERMISSIONS.CONTENT_READ, order: 30, icon: 'documents' },
    { labelKey: 'nav_content_templates', label: 'Templates', path: 'admin/content/templates', permission: PERMISSIONS.CONTENT_READ, order: 31, icon: 'documents' },
    { labelKey: 'nav_content_packages', label: 'Packages', path: 'admin/content/packages', permission: PERMISSIONS.CONTENT_READ, order: 32, icon: 'documents' },
    { labelKey: 'nav_content_code_values', label: 'Code values', path: 'admin/content/code-values', permission: PERMISSIONS.CONTENT_READ, order: 33, icon: 'documents' },
    { labelKey: 'nav_content_skill_checklists', label: 'Skills checklists', path: 'admin/content/skill-checklists', permission: PERMISSIONS.CONTENT_READ, order: 34, icon: 'documents' },
    { labelKey: 'nav_content_entity_manager', label: 'Entity manager', path: 'admin/content/entity-manager', permission: PERMISSIONS.CONTENT_READ, order: 35, icon: 'documents' },
    { labelKey: 'nav_content_blueprints', label: 'Blueprints', path: 'admin/content/blueprints', permission: PERMISSIONS.CONTENT_READ, order: 36, icon: 'documents' },
    { labelKey: 'nav_content_transfer', label: 'Bulk transfer', path: 'admin/content/transfer', permission: PERMISSIONS.CONTENT_READ, order: 37, icon: 'documents' },
  ],
};
