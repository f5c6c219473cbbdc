/**
 * The fixed wording of the PDFs the product generates for an applicant — the signed documents'
 * certificate and audit trail, the completed skills checklist — in English and Spanish (issue 14), and French (issue 17). Each
 * PDF is written in the applicant's language; values (names, dates, hashes) are inserted with {{name}}.
 */
const EN = {
  pdf_cert_title: 'Certificate of electronic signature',
  pdf_cert_request: 'Signature request: {{id}}',
  pdf_cert_signer: 'Signer: {{signer}}',
  pdf_cert_signed_at: 'Signed at: {{at}} (UTC)',
  pdf_cert_signature_drawn: 'Signature: drawn on screen',
  pdf_cert_signature_typed: 'Signature: typed name',
  pdf_cert_quick_sign: ", the signer's saved signature (quick sign)",
  pdf_cert_signed_together: 'The same signature signed, at the same time, signature request(s): {{ids}}',
  pdf_cert_no_signature: 'Signature: none given in this request; every document re-uses a signature given in an earlier request (below).',
  pdf_cert_events: 'Events',
  pdf_cert_user_agent: 'User agent: {{agent}}',
  pdf_cert_consent: 'Consent to sign electronically',
  pdf_cert_documents: 'Documents (SHA-256 of each original template PDF)',
  pdf_cert_document: '{{name}} (template {{id}})',
  pdf_cert_reused: 'Re-used: signed in request {{id}} at {{at}} (UTC); pages copied unchanged, SHA-256 of that signed form:',
  pdf_cert_content_hash: 'SHA-256 of the signed content (the document pages before this certificate)',
  pdf_cert_closing: 'The SHA-256 of this whole file is recorded by Attest. Upload the file to the verify page to check that it is unchanged.',
  pdf_signed_title: 'Signed documents - request {{id}}',
  pdf_audit_title: 'Audit trail - request {{id}}',
  pdf_checklist_subject: 'Skills checklist of {{name}}',
  pdf_checklist_applicant: 'Applicant: {{name}}',
  pdf_checklist_completed: 'Completed: {{date}}',
  pdf_checklist_signature: 'Signature',
  skill_level_none: 'No experience',
  skill_level_limited: 'Limited experience',
  skill_level_proficient: 'Proficient',
  skill_level_expert: 'Expert',
} as const;

export type PdfWordingKey = keyof typeof EN;

const ES: Record<PdfWordingKey, string> = {
  pdf_cert_title: 'Certificado de firma electrónica',
  pdf_cert_request: 'Solicitud de firma: {{id}}',
  pdf_cert_signer: 'Firmante: {{signer}}',
  pdf_cert_signed_at: 'Firmado el: {{at}} (UTC)',
  pdf_cert_signature_drawn: 'Firma: dibujada en la pantalla',
  pdf_cert_signature_typed: 'Firma: nombre escrito',
  pdf_cert_quick_sign: ', la firma guardada del firmante (firma rápida)',
  pdf_cert_signed_together: 'La misma firma firmó, al mismo tiempo, la(s) solicitud(es) de firma: {{ids}}',
  pdf_cert_no_signature: 'Firma: ninguna en esta solicitud; cada documento reutiliza una firma dada en una solicitud anterior (abajo).',
  pdf_cert_events: 'Eventos',
  pdf_cert_user_agent: 'Navegador: {{agent}}',
  pdf_cert_consent: 'Consentimiento para firmar electrónicamente',
  pdf_cert_documents: 'Documentos (SHA-256 de cada PDF de plantilla original)',
  pdf_cert_document: '{{name}} (plantilla {{id}})',
  pdf_cert_reused: 'Reutilizado: firmado en la solicitud {{id}} el {{at}} (UTC); páginas copiadas sin cambios, SHA-256 de ese formulario firmado:',
  pdf_cert_content_hash: 'SHA-256 del contenido firmado (las páginas de los documentos antes de este certificado)',
  pdf_cert_closing: 'Attest registra el SHA-256 de este archivo completo. Suba el archivo a la página de verificación para comprobar que no ha cambiado.',
  pdf_signed_title: 'Documentos firmados - solicitud {{id}}',
  pdf_audit_title: 'Registro de auditoría - solicitud {{id}}',
  pdf_checklist_subject: 'Lista de habilidades de {{name}}',
  pdf_checklist_applicant: 'Candidato: {{name}}',
  pdf_checklist_completed: 'Completada: {{date}}',
  pdf_checklist_signature: 'Firma',
  skill_level_none: 'Sin experiencia',
  skill_level_limited: 'Experiencia limitada',
  skill_level_proficient: 'Competente',
  skill_level_expert: 'Experto',
};

/** French (issue 17): the signed documents' certificate and audit trail; the checklist PDF shares the table. */
const FR: Record<PdfWordingKey, string> = {
  pdf_cert_title: 'Certificat de signature électronique',
  pdf_cert_request: 'Demande de signature : {{id}}',
  pdf_cert_signer: 'Signataire : {{signer}}',
  pdf_cert_signed_at: 'Signé le : {{at}} (UTC)',
  pdf_cert_signature_drawn: "Signature : dessinée à l'écran",
  pdf_cert_signature_typed: 'Signature : nom saisi',
  pdf_cert_quick_sign: ', la signature enregistrée du signataire (signature rapide)',
  pdf_cert_signed_together: 'La même signature a signé, au même moment, la ou les demandes de signature : {{ids}}',
  pdf_cert_no_signature: 'Signature : aucune dans cette demande ; chaque document réutilise une signature donnée dans une demande précédente (ci-dessous).',
  pdf_cert_events: 'Événements',
  pdf_cert_user_agent: 'Navigateur : {{agent}}',
  pdf_cert_consent: 'Consentement à la signature électronique',
  pdf_cert_documents: "Documents (SHA-256 de chaque PDF de modèle d'origine)",
  pdf_cert_document: '{{name}} (modèle {{id}})',
  pdf_cert_reused: 'Réutilisé : signé dans la demande {{id}} le {{at}} (UTC) ; pages copiées sans modification, SHA-256 de ce formulaire signé :',
  pdf_cert_content_hash: 'SHA-256 du contenu signé (les pages des documents avant ce certificat)',
  pdf_cert_closing: "Attest enregistre le SHA-256 de ce fichier complet. Déposez le fichier sur la page de vérification pour contrôler qu'il n'a pas changé.",
  pdf_signed_title: 'Documents signés - demande {{id}}',
  pdf_audit_title: "Piste d'audit - demande {{id}}",
  pdf_checklist_subject: 'Liste de compétences de {{name}}',
  pdf_checklist_applicant: 'Candidat : {{name}}',
  pdf_checklist_completed: 'Remplie le : {{date}}',
  pdf_checklist_signature: 'Signature',
  skill_level_none: 'Aucune expérience',
  skill_level_limited: 'Expérience limitée',
  skill_level_proficient: 'Compétent',
  skill_level_expert: 'Expert',
};

export const PDF_WORDING: { en: Record<PdfWordingKey, string>; es: Record<PdfWordingKey, string>; fr: Record<PdfWordingKey, string> } = { en: EN, es: ES, fr: FR };

/** A language code and its regional forms ('es', 'es-MX', 'es_US') → that language's wording. */
const BY_LANGUAGE: [RegExp, Record<PdfWordingKey, string>][] = [
  [/^es([-_]|$)/i, ES],
  [/^fr([-_]|$)/i, FR],
];

export type PdfWording = (key: PdfWordingKey, params?: Record<string, string | number>) => string;

/** The wording in the applicant's language ('es', 'es-MX' → Spanish; 'fr', 'fr-CA' → French; anything else English). */
export function pdfWording(language: string | null | undefined): PdfWording {
  const texts = BY_LANGUAGE.find(([pattern]) => language && pattern.test(language))?.[1] ?? EN;
  return (key, params = {}) => texts[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
