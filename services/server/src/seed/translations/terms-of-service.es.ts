/**
 * Spanish for the terms of service (decision 0025): the text itself, the sign-up checkbox and dialog, the portal's
 * terms step, the staff detail's line and the answers of the TOS calls.
 */
export const TERMS_OF_SERVICE_ES: Record<string, string> = {
  terms_of_service_text: [
    'Este portal funciona para el empleador que le invitó o al que usted presenta su solicitud («el empleador»). Al crear una cuenta o seguir usando el portal, usted acepta estos términos.',
    '1. Su cuenta. No comparta su contraseña y proporcione información verdadera y actualizada. Usted es responsable de lo que se haga con su cuenta.',
    '2. Su información. El empleador usa lo que usted escribe y sube para considerarle para un trabajo, para su incorporación y para cumplir sus obligaciones legales, como verificar la elegibilidad de empleo (Formulario I-9 y E-Verify). Se conserva y se comparte solo según lo permitan la ley y el aviso de privacidad del empleador.',
    '3. Registros y firmas electrónicos. Usted acepta recibir documentos de forma electrónica, y su firma electrónica en este portal tiene el mismo efecto que una firma manuscrita. Puede pedir al empleador una copia en papel.',
    '4. Uso aceptable. No intente acceder a la información de otras personas, alterar el servicio ni subir nada ilegal o dañino.',
    '5. Cambios. Cuando estos términos cambien, se le pedirá que acepte la nueva versión antes de continuar.',
    'Si tiene preguntas sobre estos términos o sobre su información, comuníquese con el empleador.',
  ].join('\n\n'),

  // Sign-up
  accept_terms_label: 'Acepto los Términos del servicio',
  read_terms_of_service: 'Leer los Términos del servicio',
  terms_must_be_accepted: 'Acepte los Términos del servicio para crear una cuenta.',

  // The portal's terms step
  terms_step_title: 'Términos del servicio',
  terms_full_text: 'Texto completo de los términos',
  terms_step_intro: 'Lea y acepte los términos del servicio para continuar.',
  terms_step_changed: 'Nuestros términos del servicio han cambiado. Léalos y acepte la nueva versión para continuar.',
  terms_version: 'Versión {{version}}',
  terms_accept: 'Acepto los términos del servicio',
  terms_staff_view_note: 'Está viendo el portal como este solicitante. Solo el solicitante puede aceptar los términos del servicio, por lo que el portal se queda en este paso.',
  terms_unavailable: 'No se pudo cargar esta página',
  terms_version_outdated: 'Los términos acaban de cambiar. Lea la nueva versión y acéptela.',
  terms_accept_applicant_only: 'Solo el solicitante puede aceptar los términos del servicio.',

  // Staff applicant detail
  tos_accepted_version: 'Aceptados el {{date}} (versión {{version}})',
  tos_not_current: 'La versión vigente es {{version}}: el solicitante deberá aceptarla en su próxima visita.',
  timeline_action_accept_terms: 'aceptó los términos del servicio',
};
