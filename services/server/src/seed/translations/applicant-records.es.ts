/** Spanish for the applicant-records messages (self-service tasks, property and status errors). */
export const APPLICANT_RECORDS_ES: Record<string, string> = {
  self_service_complete_application: 'Completa tu solicitud',
  self_service_complete_profile_info: 'Completa la información de tu perfil',
  unknown_property: 'Propiedad desconocida',
  invalid_session_token: 'La sesión no es válida',
};
