/**
 * Spanish for the staff I-9 screens of Supplement B, corrections and the dashboard (issue 12): the Supplement B
 * panel and form, corrections and the revision history, the dashboard's review card and reverification
 * countdowns (wording after USCIS's Spanish Form I-9 and Supplement B where they have one).
 */
const SUPPLEMENT_B_ES: Record<string, string> = {
  i9_supb_title: 'Suplemento B: Reverificación y recontrataciones',
  i9_supb_none: 'Aún no hay entradas en el Suplemento B.',
  i9_supb_entry: 'Entrada {{number}}',
  i9_supb_after_section2: 'El Suplemento B se puede completar una vez firmada la Sección 2.',
  i9_supb_start: 'Iniciar una reverificación, recontratación o cambio de nombre',
  i9_supb_form: 'Nueva entrada del Suplemento B',
  i9_supb_reason: 'Motivo',
  i9_supb_new_name: 'Nombre nuevo',
  i9_supb_new_last_name: 'Apellido nuevo',
  i9_supb_new_first_name: 'Nombre de pila nuevo',
  i9_supb_new_middle_initial: 'Inicial del segundo nombre (si tiene)',
  i9_supb_date_of_rehire: 'Fecha de recontratación',
  i9_supb_document_list: 'Documento que presentó el empleado',
  i9_supb_list_a: 'Un documento de la Lista A',
  i9_supb_list_c: 'Un documento de la Lista C',
  i9_supb_document_a: 'Documento de la Lista A',
  i9_supb_document_c: 'Documento de la Lista C',
  i9_supb_employer_name: 'Nombre del empleador o representante autorizado',
  i9_supb_signed_date: 'Fecha de hoy',
  i9_supb_date_signed: 'Fecha de la firma',
  i9_supb_statement:
    'Certifico, bajo pena de perjurio, que a mi leal saber y entender, este empleado está autorizado para trabajar en los Estados Unidos y, si el empleado presentó documentación, la documentación que examiné parece ser genuina y corresponder a la persona que la presentó.',
  i9_supb_sign: 'Firmar el Suplemento B',
  i9_supb_signed_toast: 'Suplemento B firmado',
  i9_supb_reverify_by: 'La autorización de empleo termina el {{date}}: reverifique a más tardar ese día.',
  i9_supb_terminated: 'El empleo terminó el {{date}}: no corresponde reverificar.',
  i9_cancel: 'Cancelar',
};

const CORRECTIONS_ES: Record<string, string> = {
  i9_corrections_title: 'Correcciones y revisiones',
  i9_corrections_unavailable: 'No se pudieron cargar las correcciones',
  i9_correct_section2: 'Corregir la Sección 2',
  i9_correct_section2_note:
    'La Sección 2 corregida es una revisión nueva firmada por usted; la firmada permanece en el registro tal como está.',
  i9_sign_correction: 'Firmar la Sección 2 corregida',
  i9_section2_corrected_toast: 'Sección 2 corregida',
  i9_request_section1_correction: 'Solicitar una corrección de la Sección 1',
  i9_change_section1_correction: 'Cambiar la corrección solicitada de la Sección 1',
  i9_section1_correction_intro:
    'Corrija lo que esté mal. Se pedirá al empleado que revise y firme la Sección 1 corregida; hasta entonces sigue vigente la firmada.',
  i9_send_section1_correction: 'Enviar la corrección al empleado',
  i9_section1_correction_sent: 'La corrección espera la firma del empleado',
  i9_section1_correction_emailed: 'Se envió un correo electrónico al empleado para que revise y firme la corrección',
  i9_close_correction: 'Cerrar sin guardar',
  i9_correction_request_subject: 'Formulario I-9: revise y firme la Sección 1 corregida para {{employer}}',
  i9_correction_request_body:
    'Hola, {{name}}:\n\n{{employer}} corrigió la Sección 1 de su Formulario I-9. Inicie sesión para revisar la corrección: si es correcta, fírmela; si no, cámbiela antes de firmar. Hasta que la firme, sigue vigente la Sección 1 que firmó antes.',
  i9_cancel_pending_title: '¿Cancelar la corrección que espera una firma?',
  i9_cancel_pending_body:
    'Se eliminan los valores propuestos. Las secciones firmadas quedan como están; el registro de auditoría conserva la corrección y su cancelación.',
  i9_cancel_pending: 'Cancelar la corrección pendiente',
  i9_keep_pending: 'Conservarla',
  i9_pending_cancelled: 'Se canceló la corrección pendiente',
  i9_pending_section1:
    'Una corrección de la Sección 1 (revisión {{number}}) espera la firma del empleado. Solicitada por {{name}} el {{date}}.',
  i9_pending_other: 'Una corrección de {{section}} (revisión {{number}}) espera su firma.',
  i9_unknown_person: 'desconocido',
  i9_revisions_title: 'Revisiones',
  i9_revisions_none: 'Todavía no se ha guardado nada en este I-9.',
  i9_revision_values_unavailable: 'Los valores de esta revisión no se muestran.',
  i9_revision_unavailable: 'No se pudo cargar la revisión',
  i9_col_section: 'Sección',
  i9_col_revision: 'Revisión',
  i9_col_signed: 'Firmada',
  i9_col_correction: 'Corrección',
  i9_col_values: 'Valores',
  i9_revision_n: 'revisión {{number}}',
  i9_waiting_signature: 'En espera de la firma',
  i9_corrects_revision: 'Corrige la revisión {{number}}',
  i9_corrected_by: 'Corregida por {{name}} el {{date}}',
  i9_original: 'Original',
  i9_view: 'Ver',
  i9_hide: 'Ocultar',
  i9_section_1: 'Sección 1',
  i9_section_2: 'Sección 2',
  i9_supplement_b: 'Suplemento B',
  i9_section_other: 'Otra',
};

const DASHBOARD_ES: Record<string, string> = {
  i9_count_section2_pending_review: 'Sección 2 en espera de revisión',
  i9_reverify_due_today: 'Reverificación vence hoy',
  i9_reverify_overdue_one: 'Reverificación vencida hace 1 día',
  i9_reverify_overdue_by: 'Reverificación vencida hace {{count}} días',
  i9_reverify_in_one: 'Reverificar en 1 día',
  i9_reverify_in: 'Reverificar en {{count}} días',
};

export const I9_STAFF_SCREENS_ES: Record<string, string> = {
  ...SUPPLEMENT_B_ES,
  ...CORRECTIONS_ES,
  ...DASHBOARD_ES,
};
