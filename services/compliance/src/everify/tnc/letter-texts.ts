import type { EverifyAgency, TncFanLanguage } from '@attest/contracts';

/**
 * The wording of the two E-Verify letters the employee receives, in the two languages E-Verify publishes them
 * in (M-775: the Further Action Notice and the Referral Date Confirmation exist in English and Spanish). They
 * are fixed documents like the printed I-9 form, not screen labels: a customer's translations never change a
 * federal notice, so the text lives here, not in the translations table (decision 0015).
 * `{{name}}` placeholders are filled by fillLetter.
 */
export interface AgencyForms {
  name: string;
  of: string;
  to: string;
  with: string;
}

export interface LetterTexts {
  fanTitle: string;
  fanSubtitle: string;
  rdcTitle: string;
  rdcSubtitle: string;
  employee: string;
  employer: string;
  caseNumber: string;
  agency: string;
  issued: string;
  noticeBy: string;
  referred: string;
  contactBy: string;
  /** The agency as the letter's sentences need it: its name, and with the words that lead to it (Spanish contracts de el → del, a el → al). */
  agencyForms: Record<EverifyAgency, AgencyForms>;
  fanWhat: string;
  fanRights: string;
  fanDecide: string;
  fanStep1: string;
  fanStep2: string;
  fanNoAction: string;
  decisionHeading: string;
  decisionTake: string;
  decisionNotTake: string;
  signature: string;
  date: string;
  rdcWhat: string;
  rdcDeadline: string;
  rdcRights: string;
  rdcKeep: string;
  howToContact: string;
  contact: Record<EverifyAgency, string>;
  footer: string;
  page: string;
}

const EN: LetterTexts = {
  fanTitle: 'Further Action Notice',
  fanSubtitle: 'E-Verify Tentative Nonconfirmation (mismatch)',
  rdcTitle: 'Referral Date Confirmation',
  rdcSubtitle: 'E-Verify: your case has been referred',
  employee: 'Employee',
  employer: 'Employer',
  caseNumber: 'E-Verify case number',
  agency: 'Agency',
  issued: 'Mismatch issued on',
  noticeBy: 'Notice given no later than',
  referred: 'Case referred on',
  contactBy: 'Contact the agency no later than',
  agencyForms: {
    SSA: { name: 'Social Security Administration (SSA)', of: 'of the Social Security Administration (SSA)', to: 'to the Social Security Administration (SSA)', with: 'the Social Security Administration (SSA)' },
    DHS: { name: 'Department of Homeland Security (DHS)', of: 'of the Department of Homeland Security (DHS)', to: 'to the Department of Homeland Security (DHS)', with: 'the Department of Homeland Security (DHS)' },
  },
  fanWhat:
    'Your employer used E-Verify to confirm that you are authorized to work in the United States. The information your employer entered does not match the records {{ofAgency}}. This result is called a Tentative Nonconfirmation (mismatch).',
  fanRights:
    'A mismatch does not mean that you are not authorized to work. While your case is open your employer may not fire, suspend, delay your start date, withhold pay or take any other adverse action against you because of the mismatch.',
  fanDecide: 'You decide whether to take action to resolve the mismatch, and you tell your employer:',
  fanStep1: 'Step 1: Will you take action on the mismatch?',
  fanStep2:
    'Step 2: If you take action, you agree to contact {{withAgency}} within 8 federal government working days after your employer refers your case. Your employer then gives you a Referral Date Confirmation with the date by which you must contact {{withAgency}}.',
  fanNoAction:
    'If you choose not to take action, or do not contact {{withAgency}} in time, the case may become a Final Nonconfirmation and your employer may end your employment.',
  decisionHeading: 'Your decision',
  decisionTake: 'I will take action on the mismatch and contact the agency within 8 federal government working days of the referral.',
  decisionNotTake: 'I will not take action on the mismatch.',
  signature: 'Employee signature',
  date: 'Date',
  rdcWhat: 'You chose to take action on your E-Verify mismatch. Your employer referred your case {{toAgency}} on {{referred}}.',
  rdcDeadline: 'You must contact {{withAgency}} no later than {{due}} (8 federal government working days after the referral).',
  rdcRights:
    'While your case is open your employer may not fire, suspend, delay your start date, withhold pay or take any other adverse action against you because of the mismatch. Keep working as usual.',
  rdcKeep: 'Keep this letter and bring it with you when you contact the agency.',
  howToContact: 'How to contact the agency',
  contact: {
    SSA: 'Visit a Social Security Administration field office in person. Bring this notice and original documents that prove your identity and the information that did not match (for example your Social Security card, a passport or a birth certificate). Find the nearest office at www.ssa.gov/locator or call 1-800-772-1213 (TTY 1-800-325-0778).',
    DHS: 'Call the Department of Homeland Security at 888-897-7781 (TTY 877-875-6028), Monday to Friday. Have your E-Verify case number and the documents you showed your employer ready when you call.',
  },
  footer: 'Made by Attest from E-Verify case {{caseNumber}}',
  page: 'Page {{page}} of {{pages}}',
};

const ES: LetterTexts = {
  fanTitle: 'Aviso de Acción Adicional',
  fanSubtitle: 'E-Verify: No Confirmación Provisional (discrepancia)',
  rdcTitle: 'Confirmación de la Fecha de Remisión',
  rdcSubtitle: 'E-Verify: su caso ha sido remitido',
  employee: 'Empleado',
  employer: 'Empleador',
  caseNumber: 'Número de caso de E-Verify',
  agency: 'Agencia',
  issued: 'Discrepancia emitida el',
  noticeBy: 'Aviso entregado a más tardar el',
  referred: 'Caso remitido el',
  contactBy: 'Comuníquese con la agencia a más tardar el',
  agencyForms: {
    SSA: { name: 'Administración del Seguro Social (SSA)', of: 'de la Administración del Seguro Social (SSA)', to: 'a la Administración del Seguro Social (SSA)', with: 'con la Administración del Seguro Social (SSA)' },
    DHS: { name: 'Departamento de Seguridad Nacional (DHS)', of: 'del Departamento de Seguridad Nacional (DHS)', to: 'al Departamento de Seguridad Nacional (DHS)', with: 'con el Departamento de Seguridad Nacional (DHS)' },
  },
  fanWhat:
    'Su empleador usó E-Verify para confirmar que usted está autorizado a trabajar en los Estados Unidos. La información que su empleador ingresó no coincide con los registros {{ofAgency}}. Este resultado se llama No Confirmación Provisional (discrepancia).',
  fanRights:
    'Una discrepancia no significa que usted no esté autorizado a trabajar. Mientras su caso esté abierto, su empleador no puede despedirlo, suspenderlo, retrasar su fecha de inicio, retener su pago ni tomar ninguna otra medida adversa en su contra a causa de la discrepancia.',
  fanDecide: 'Usted decide si tomará medidas para resolver la discrepancia, y se lo comunica a su empleador:',
  fanStep1: 'Paso 1: ¿Tomará medidas sobre la discrepancia?',
  fanStep2:
    'Paso 2: Si toma medidas, se compromete a comunicarse {{withAgency}} dentro de los 8 días hábiles del gobierno federal después de que su empleador remita su caso. Su empleador le entregará entonces una Confirmación de la Fecha de Remisión con la fecha límite para comunicarse {{withAgency}}.',
  fanNoAction:
    'Si decide no tomar medidas, o no se comunica {{withAgency}} a tiempo, el caso puede convertirse en una No Confirmación Definitiva y su empleador puede terminar su empleo.',
  decisionHeading: 'Su decisión',
  decisionTake: 'Tomaré medidas sobre la discrepancia y me comunicaré con la agencia dentro de los 8 días hábiles del gobierno federal después de la remisión.',
  decisionNotTake: 'No tomaré medidas sobre la discrepancia.',
  signature: 'Firma del empleado',
  date: 'Fecha',
  rdcWhat: 'Usted decidió tomar medidas sobre su discrepancia de E-Verify. Su empleador remitió su caso {{toAgency}} el {{referred}}.',
  rdcDeadline: 'Debe comunicarse {{withAgency}} a más tardar el {{due}} (8 días hábiles del gobierno federal después de la remisión).',
  rdcRights:
    'Mientras su caso esté abierto, su empleador no puede despedirlo, suspenderlo, retrasar su fecha de inicio, retener su pago ni tomar ninguna otra medida adversa en su contra a causa de la discrepancia. Siga trabajando como de costumbre.',
  rdcKeep: 'Guarde esta carta y llévela consigo cuando se comunique con la agencia.',
  howToContact: 'Cómo comunicarse con la agencia',
  contact: {
    SSA: 'Acuda en persona a una oficina local de la Administración del Seguro Social. Lleve este aviso y documentos originales que prueben su identidad y la información que no coincidió (por ejemplo, su tarjeta de Seguro Social, un pasaporte o un acta de nacimiento). Encuentre la oficina más cercana en www.ssa.gov/locator o llame al 1-800-772-1213 (TTY 1-800-325-0778).',
    DHS: 'Llame al Departamento de Seguridad Nacional al 888-897-7781 (TTY 877-875-6028), de lunes a viernes. Tenga a mano su número de caso de E-Verify y los documentos que presentó a su empleador cuando llame.',
  },
  footer: 'Generado por Attest a partir del caso de E-Verify {{caseNumber}}',
  page: 'Página {{page}} de {{pages}}',
};

export const LETTER_TEXTS: Record<TncFanLanguage, LetterTexts> = { en: EN, es: ES };

/** Fills `{{name}}` placeholders (unknown ones are left as written). */
export function fillLetter(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (m, key: string) => (key in params ? String(params[key]) : m));
}
