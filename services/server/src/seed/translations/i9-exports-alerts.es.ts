/**
 * Spanish for the I-9 export, the automatic EAD extension and the daily overdue digest (decision 0011):
 * the server's keys (services/contracts/src/i9/exports-alerts-messages.ts) and the staff screens'
 * labels (mfe-i9-everify: admin/components/I9ExportMenu, record/components/EadExtensionPanel).
 */
export const I9_EXPORTS_ALERTS_ES: Record<string, string> = {
  // Server answers.
  i9_ead_not_an_ead: 'El documento de la Lista A o de la Lista C de este Formulario I-9 no es un Documento de Autorización de Empleo (Formulario I-766).',
  i9_ead_card_mismatch: 'Esta no es la fecha de vencimiento registrada para la tarjeta en la Sección 2.',
  i9_ead_reverified: 'La autorización de empleo se volvió a verificar en el Suplemento B: registre allí el documento nuevo.',
  i9_invalid_receipt_number: 'Ingrese el número de recibo con 3 letras y 10 dígitos, por ejemplo IOE0123456789.',
  // Extension categories.
  i9_ead_category_a03: 'A03: Refugiado',
  i9_ead_category_a05: 'A05: Asilado',
  i9_ead_category_a07: 'A07: No inmigrante N-8 o N-9',
  i9_ead_category_a08: 'A08: Ciudadano de Micronesia, las Islas Marshall o Palaos',
  i9_ead_category_a10: 'A10: Suspensión de deportación o expulsión concedida',
  i9_ead_category_a12: 'A12: Estatus de Protección Temporal concedido',
  i9_ead_category_c08: 'C08: Solicitud de asilo pendiente',
  i9_ead_category_c09: 'C09: Solicitud de ajuste de estatus pendiente',
  i9_ead_category_c10: 'C10: Suspensión de deportación o cancelación de expulsión pendiente',
  i9_ead_category_c16: 'C16: Solicitud de registro pendiente',
  i9_ead_category_c19: 'C19: Solicitante de Estatus de Protección Temporal',
  i9_ead_category_c20: 'C20: Solicitud de legalización pendiente (Sección 210)',
  i9_ead_category_c24: 'C24: Solicitud de legalización de la Ley LIFE pendiente',
  i9_ead_category_c31: 'C31: Autopeticionario bajo VAWA',
  // The daily digest.
  i9_alert_subject: 'Registros del Formulario I-9 que requieren atención: {{count}}',
  i9_alert_greeting: 'Hola, {{name}}:',
  i9_alert_intro: 'Estos registros del Formulario I-9 de sus ubicaciones requieren atención el {{day}}:',
  i9_alert_count_section1_overdue: 'Sección 1 vencida: {{count}}',
  i9_alert_count_section2_overdue: 'Sección 2 vencida: {{count}}',
  i9_alert_count_reverify_overdue: 'Reverificación vencida: {{count}}',
  i9_alert_count_reverify_due_30: 'Reverificación en los próximos 30 días: {{count}}',
  i9_alert_line_section1_overdue: '{{name}}: la Sección 1 vencía el {{due}} (días hábiles de retraso: {{days}})',
  i9_alert_line_section2_overdue: '{{name}}: la Sección 2 vencía el {{due}} (días hábiles de retraso: {{days}})',
  i9_alert_line_reverify_overdue: '{{name}}: la reverificación vencía el {{due}}',
  i9_alert_line_reverify_due_30: '{{name}}: reverificación antes del {{due}} (días restantes: {{days}})',
  i9_alert_more: 'No incluidos aquí: {{count}}. Abra la lista de I-9 para verlos todos.',
  i9_alert_footer: 'Recibe este mensaje porque completa la Sección 2 en estas ubicaciones. Abra un enlace para atender el registro.',
  // The export menu on the I-9 list.
  i9_export: 'Exportar',
  i9_export_choices: 'Exportar la lista de I-9',
  i9_export_csv_now: 'CSV ahora',
  i9_export_background: 'CSV en segundo plano',
  i9_exporting: 'Exportando la lista de I-9…',
  i9_export_ready: 'El archivo está listo:',
  i9_export_download: 'Descargar {{filename}}',
  i9_export_failed: 'La exportación falló. Inténtelo de nuevo.',
  i9_export_no_progress: 'No se pudo seguir el progreso de la exportación. Inténtelo de nuevo.',
  // The EAD extension panel on the record page.
  i9_ead_title: 'Extensión automática del EAD',
  i9_ead_extended: 'Extendido hasta el {{date}} ({{category}})',
  i9_ead_intro: 'Cuando el empleado muestra el recibo del Formulario I-797C de una renovación presentada a tiempo, la tarjeta puede extenderse automáticamente.',
  i9_ead_category: 'Categoría en la tarjeta',
  i9_choose: 'Elija…',
  i9_ead_card_expiration: 'Fecha de vencimiento en la tarjeta',
  i9_ead_renewal_filed_on: 'Fecha de recepción en el Formulario I-797C',
  i9_ead_receipt_number: 'Número de recibo en el Formulario I-797C (opcional)',
  i9_ead_submit: 'Registrar la extensión',
  i9_ead_done: 'Registrado: la tarjeta está extendida hasta el {{date}}; la reverificación vence ahora el {{due}}.',
};
