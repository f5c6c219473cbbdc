/**
 * Spanish for the staff frame (issue 11): the side navigation and the entries the staff remotes
 * contribute (`nav_*`, see each remote's routes.tsx), the signed-in staff header and the no-access panel.
 */
export const STAFF_NAV_ES: Record<string, string> = {
  staff_navigation: 'Navegación del personal',
  menu: 'Menú',
  nav_applicants: 'Candidatos',
  nav_i9_everify: 'I-9 y E-Verify',
  nav_content: 'Contenido',
  nav_content_templates: 'Plantillas',
  nav_content_packages: 'Paquetes',
  nav_content_code_values: 'Valores de código',
  nav_content_skill_checklists: 'Listas de habilidades',
  nav_content_entity_manager: 'Administrador de registros',
  nav_content_blueprints: 'Modelos',
  nav_content_transfer: 'Transferencia masiva',
  nav_users: 'Usuarios',
  nav_roles: 'Roles',
  nav_audit_log: 'Registro de auditoría',
  no_access_title: 'No tiene acceso',
  no_access_body: 'Sus roles no le permiten abrir esta página. Si la necesita, pídalo a un administrador de su organización.',
  no_access_home: 'Volver al inicio del personal',
  access_unavailable: 'Sus permisos no se pudieron cargar',
  customer: 'Cliente',
};
