/**
 * Spanish for credentials and certification requirements (issue 18): the answer keys of services/edocs
 * credentials and certification-requirements, and the two invalid-configuration labels (staff-side §8).
 */
export const CREDENTIALS_ES: Record<string, string> = {
  credential_in_use: 'Esta credencial la tiene un solicitante o la exige una configuración: desactívela en lugar de eliminarla.',
  credential_not_uploaded: 'La credencial aún no se ha subido.',
  cert_invalid_credential: 'Credencial no válida: {{id}}. Inactiva o sin id alternativo.',
  cert_invalid_entity: '{{entityType}} no válido. Inactivo o no visible para el solicitante.',
};
