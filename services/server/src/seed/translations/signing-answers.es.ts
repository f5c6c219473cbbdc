/** Spanish for the server's answers about uploads and signing (shown to applicants as messages). */
export const SIGNING_ANSWERS_ES: Record<string, string> = {
  upload_empty: 'El archivo está vacío.',
  upload_file_required: 'Elija un archivo.',
  file_required: 'Elija un archivo.',
  not_downloadable: 'Este documento no se puede descargar.',
  template_not_in_request: 'Este documento no pertenece a la solicitud.',
  multipart_expected: 'Envíe el archivo como formulario.',
  multipart_invalid: 'El archivo no se pudo leer.',
  signature_invalid: 'La firma no es válida.',
  consent_required: 'Debe aceptar firmar electrónicamente.',
  sig_request_not_actionable: 'Esta solicitud ya no se puede firmar.',
  sig_request_not_ready: 'Complete todos los formularios antes de firmar.',
  signing_link_expired: 'El enlace de firma venció. Vuelva a abrir la solicitud.',
  edoc_download_restricted: 'Pida una copia de sus documentos firmados a su reclutador.',
  too_many_requests: 'Demasiados intentos. Inténtelo más tarde.',
  invalid_status_transition: 'La solicitud no está en el paso adecuado para esto.',
  sig_request_expired: 'Esta solicitud de firma venció.',
};
