/** Spanish for the content administration landing. */
export const CONTENT_ADMIN_ES: Record<string, string> = {
  content_admin: 'Administración de contenido',
  content_landing_intro: 'Los formularios, documentos y configuración que ven sus candidatos.',
  content_area_templates_title: 'Plantillas y formularios',
  content_area_templates: 'PDF, campos y el editor de formularios, categorías, etiquetas, vistas previas e historial.',
  content_area_packages_title: 'Paquetes',
  content_area_packages: 'Qué formularios se envían juntos, en qué orden y para qué ubicaciones.',
  content_area_codes_title: 'Valores de código',
  content_area_codes: 'Valores de código y su correspondencia con los códigos de su ATS.',
  content_area_blueprints_title: 'Modelos',
  content_area_blueprints: 'Promueva plantillas, correspondencias de códigos y valores de código desde un modelo.',
  content_area_transfer_title: 'Transferencia masiva',
  content_area_transfer: 'Copie plantillas y paquetes entre clientes y entornos.',
  content_area_checklists_title: 'Listas de habilidades',
  content_area_checklists: 'Listas, sus elementos y escala, y quién las recibe.',
  content_area_entity_manager_title: 'Administrador de registros',
  content_area_entity_manager: 'Cómo se piden el historial laboral, la educación y otros registros.',
};
