/**
 * The simulated WOTC provider's page texts in English and Spanish (a provider hosts its own survey in the
 * candidate's language; the portal passes it as `lang`). Question texts are keyed `q_<code>`.
 */
const EN = {
  page_title: 'Tax credit screening',
  heading: 'Work Opportunity Tax Credit screening',
  hello: 'Hello {{name}}.',
  lead: 'Your answers help your employer apply for a federal tax credit. They do not affect your hiring.',
  yes: 'Yes',
  no: 'No',
  answer_yes_no: 'Please answer Yes or No.',
  answer_every: 'Please answer every question, or opt out.',
  submit: 'Submit',
  opt_out: 'Opt out',
  note: 'Simulated WOTC provider · order {{order}}',
  done_complete: 'Thank you. Your answers were submitted.',
  done_opted_out: 'Thank you. You chose not to take part in the screening.',
  done_closed: 'This screening is closed.',
  done_return: 'You can return to your application.',
  link_expired: 'This survey link has expired. Go back to your application and open the survey again.',
  link_invalid: 'This survey link is not valid.',
  q_snap: 'Has anyone in your household received SNAP (food stamp) benefits in the last 6 months?',
  q_veteran: 'Are you a veteran of the U.S. Armed Forces?',
  q_tanf: 'Has your family received TANF (welfare) payments for any 9 months during the last 18 months?',
  q_unemployed_27_weeks: 'Have you been unemployed for a period of at least 27 consecutive weeks, and received unemployment compensation during part of that time?',
  q_felony: 'Have you been convicted of a felony and released from prison in the last year?',
  q_vocational_rehab: 'Were you referred to this employer by a vocational rehabilitation agency, an Employment Network under the Ticket to Work program, or the Department of Veterans Affairs?',
  q_ssi: 'Have you received Supplemental Security Income (SSI) benefits for any month in the last 60 days?',
} as const;

export type WotcSimTextKey = keyof typeof EN;

const ES: Record<WotcSimTextKey, string> = {
  page_title: 'Evaluación de crédito fiscal',
  heading: 'Evaluación del Crédito Fiscal por Oportunidad de Trabajo (WOTC)',
  hello: 'Hola, {{name}}.',
  lead: 'Sus respuestas ayudan a su empleador a solicitar un crédito fiscal federal. No afectan su contratación.',
  yes: 'Sí',
  no: 'No',
  answer_yes_no: 'Responda Sí o No.',
  answer_every: 'Responda todas las preguntas o elija no participar.',
  submit: 'Enviar',
  opt_out: 'No participar',
  note: 'Proveedor de WOTC simulado · pedido {{order}}',
  done_complete: 'Gracias. Sus respuestas se enviaron.',
  done_opted_out: 'Gracias. Eligió no participar en la evaluación.',
  done_closed: 'Esta evaluación está cerrada.',
  done_return: 'Puede volver a su solicitud.',
  link_expired: 'Este enlace de la encuesta venció. Vuelva a su solicitud y abra la encuesta de nuevo.',
  link_invalid: 'Este enlace de la encuesta no es válido.',
  q_snap: '¿Alguien en su hogar recibió beneficios de SNAP (cupones de alimentos) en los últimos 6 meses?',
  q_veteran: '¿Es usted veterano de las Fuerzas Armadas de los EE. UU.?',
  q_tanf: '¿Su familia recibió pagos de TANF (asistencia social) durante 9 meses cualesquiera de los últimos 18 meses?',
  q_unemployed_27_weeks: '¿Ha estado desempleado durante al menos 27 semanas consecutivas y recibió compensación por desempleo durante parte de ese tiempo?',
  q_felony: '¿Fue condenado por un delito grave y salió de prisión en el último año?',
  q_vocational_rehab: '¿Lo remitió a este empleador una agencia de rehabilitación vocacional, una Red de Empleo del programa Ticket to Work o el Departamento de Asuntos de Veteranos?',
  q_ssi: '¿Recibió beneficios de Seguridad de Ingreso Suplementario (SSI) en algún mes de los últimos 60 días?',
};

export const WOTC_SIM_TEXTS: { en: Record<WotcSimTextKey, string>; es: Record<WotcSimTextKey, string> } = { en: EN, es: ES };

export type WotcSimLanguage = 'en' | 'es';

/** `lang` from the survey link: Spanish for 'es' / 'es-MX', English otherwise. */
export function wotcSimLanguage(raw: unknown): WotcSimLanguage {
  return typeof raw === 'string' && /^es([-_]|$)/i.test(raw) ? 'es' : 'en';
}

/** The text of a key in a language, with {{name}} values inserted. */
export function wotcSimText(language: WotcSimLanguage, key: WotcSimTextKey, params: Record<string, string> = {}): string {
  return WOTC_SIM_TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}
