/**
 * Spanish for the I-9 authorized representative (second signer, issue 12): the server's answers and the
 * invitation (contracts' SECOND_SIGNER_MESSAGES_EN), the applicant's representative card in Section 1, the
 * guest Section 2 page and the staff review panel.
 */
const SERVER_ES: Record<string, string> = {
  i9_second_signer_link_unknown:
    'Este enlace no es válido. Compruebe que abrió el enlace completo del mensaje.',
  i9_second_signer_link_expired: 'Este enlace ha vencido. Pida al empleador que le envíe uno nuevo.',
  i9_second_signer_link_used: 'Este enlace ya se usó: la Sección 2 de este Formulario I-9 ya está firmada.',
  i9_second_signer_not_ready:
    'El empleado aún no ha firmado la Sección 1: el enlace funcionará cuando la firme.',
  i9_second_signer_already_signed: 'El representante autorizado ya firmó la Sección 2.',
  i9_second_signer_needs_contact: 'Elija correo electrónico o mensaje de texto para enviar el enlace.',
  i9_no_representative: 'No se ha elegido un representante autorizado para este Formulario I-9.',
  i9_no_review_pending: 'No hay ninguna Sección 2 pendiente de revisión.',
  i9_second_signer_email_subject: 'Formulario I-9: examine los documentos de {{employee}} para {{employer}}',
  i9_second_signer_email_body:
    'Hola, {{name}}:\n\n{{employee}} le designó para actuar en nombre de {{employer}}: reúnase en persona con esta persona, examine sus documentos originales de identidad y de autorización de empleo, y complete y firme la Sección 2 de su Formulario I-9. Abra el enlace de abajo dentro de {{days}} días.',
  i9_second_signer_sms:
    '{{employer}}: complete la Sección 2 del Formulario I-9 de {{employee}} dentro de {{days}} días: {{link}}',
};

/** The employee's card in Section 1 (AuthRepCard, RepresentativeForm) and the statuses it shows. */
const CARD_ES: Record<string, string> = {
  i9_auth_rep_title: 'Representante autorizado para la Sección 2',
  i9_auth_rep_intro:
    'Si no puede reunirse en persona con su empleador, indique a otra persona (no usted) que revisará con usted sus documentos originales y completará la Sección 2 para su empleador. Le enviaremos un enlace.',
  i9_auth_rep_save: 'Guardar representante',
  i9_auth_rep_saved: 'Representante guardado',
  i9_rep_method: '¿Cómo debemos contactar al representante?',
  i9_rep_by_email: 'Enviar el enlace por correo electrónico',
  i9_rep_by_sms: 'Enviar el enlace por mensaje de texto',
  i9_rep_assign_later: 'Mi empleador asignará al representante más tarde',
  i9_rep_first_name: 'Nombre del representante',
  i9_rep_last_name: 'Apellido del representante',
  i9_rep_email: 'Correo electrónico del representante',
  i9_rep_mobile: 'Número de celular del representante',
  i9_rep_status_assign_later: 'Su empleador asignará al representante.',
  i9_rep_status_pending: 'El enlace se envía al representante cuando se firma la Sección 1.',
  i9_rep_status_invited: 'Enlace enviado el {{date}}.',
  i9_rep_status_opened: 'El representante abrió el enlace ({{date}}).',
  i9_rep_status_signed: 'El representante firmó la Sección 2 el {{date}}; el empleador la revisa.',
  i9_rep_status_reviewed: 'El empleador aceptó la Sección 2 del representante.',
  i9_rep_status_revoked: 'El empleador completa la Sección 2.',
};

/** The representative's page (the guest link). */
const GUEST_ES: Record<string, string> = {
  second_signer_2023: 'Complete la Sección 2 del Formulario I-9 de un nuevo empleado',
  second_signer_for: 'Para {{employer}}: los documentos de {{employee}}',
  second_signer_expires: 'Este enlace funciona hasta el {{date}}.',
  second_signer_returned: 'El empleador devolvió la Sección 2 para que se corrija: {{reason}}',
  second_signer_link_problem: 'No se puede usar este enlace',
  second_signer_link_help:
    'Si necesita un enlace nuevo, comuníquese con el empleador que le pidió completar la Sección 2.',
  second_signer_done_title: 'Gracias: la Sección 2 está firmada',
  second_signer_done_signed: 'Firmada el {{date}} por {{name}}.',
  second_signer_done_review:
    '{{employer}} revisará lo que ingresó. No necesita hacer nada más, y este enlace ya no funciona.',
};

/** Staff: the representative panel of the record and the review. */
const STAFF_ES: Record<string, string> = {
  i9_rep_panel_title: 'Representante autorizado (Sección 2)',
  i9_rep_none: 'El empleado no indicó un representante.',
  i9_rep_unnamed: 'Aún sin nombre',
  i9_rep_review_note: 'Devuelta: {{reason}}',
  i9_rep_send: 'Enviar el enlace',
  i9_rep_resend: 'Enviar un enlace nuevo',
  i9_rep_link_sent: 'Enlace enviado al representante',
  i9_rep_change: 'Cambiar el representante',
  i9_rep_assign: 'Asignar un representante',
  i9_rep_assign_send: 'Guardar y enviar el enlace',
  i9_rep_review_title: 'Revise la Sección 2 del representante',
  i9_rep_review_intro:
    'Un representante autorizado completó la Sección 2. Revísela: el empleador es responsable de ella.',
  i9_rep_review_accept: 'Aceptar la Sección 2',
  i9_rep_review_accepted: 'Sección 2 aceptada: el Formulario I-9 está completo',
  i9_rep_review_reason: 'Motivo para devolverla',
  i9_rep_review_return_to: '¿Quién vuelve a completar la Sección 2?',
  i9_rep_review_to_rep: 'El representante (se envía un enlace nuevo)',
  i9_rep_review_to_employer: 'Nosotros (corregimos la Sección 2)',
  i9_rep_review_send_back: 'Devolver la Sección 2',
  i9_rep_review_returned: 'Sección 2 devuelta',
};

export const I9_SECOND_SIGNER_ES: Record<string, string> = {
  ...SERVER_ES,
  ...CARD_ES,
  ...GUEST_ES,
  ...STAFF_ES,
};
