import type { I9Edition } from '@attest/contracts';
import { fitText } from './pdf-text';
import { BLACK, CONTENT_W, GREY, LEFT, PAGE_H, PAGE_W, RIGHT, type Sheet } from './i9-sheet';

/** What changes between editions of the form: the OMB expiration printed in the title block. */
export const I9_EDITION_INFO: Record<I9Edition, { omb: string; expires: string }> = {
  '01/20/25': { omb: '1615-0047', expires: '05/31/2027' },
};

/** The form's printed wording (edition 01/20/25, the 08/01/23 layout). */
export const FORM_TEXT = {
  startHere:
    'Employers must ensure the form instructions are available to employees when completing this form. Employers are liable for failing to comply with the requirements for completing this form. See below and the Instructions.',
  antiDiscrimination:
    'All employees can choose which acceptable documentation to present for Form I-9. Employers cannot ask employees for documentation to verify information in Section 1, or specify which acceptable documentation employees must present for Section 2 or Supplement B, Reverification and Rehire. Treating employees differently based on their citizenship, immigration status, or national origin may be illegal.',
  section1:
    'Employees must complete and sign Section 1 of Form I-9 no later than the first day of employment, but not before accepting a job offer.',
  employeeAttestation:
    'I am aware that federal law provides for imprisonment and/or fines for false statements, or the use of false documents, in connection with the completion of this form. I attest, under penalty of perjury, that this information, including my selection of the box attesting to my citizenship or immigration status, is true and correct.',
  checkOne: 'Check one of the following boxes to attest to your citizenship or immigration status (See page 2 and 3 of the instructions.):',
  attestations: [
    'A citizen of the United States',
    'A noncitizen national of the United States (See Instructions.)',
    'A lawful permanent resident (Enter USCIS or A-Number.)',
    'A noncitizen (other than Item Numbers 2. and 3. above) authorized to work until (exp. date, if any)',
  ],
  item4: 'If you check Item Number 4., enter one of these:',
  section2:
    'The employer or their authorized representative must physically examine, or examine consistent with an alternative procedure authorized by the Secretary of DHS, documentation from List A OR a combination of documentation from List B and List C. Enter any additional documentation in the Additional Information box; see Instructions.',
  altProcedure: 'Check here if you used an alternative procedure authorized by DHS to examine documents.',
  employerCertification:
    'I attest, under penalty of perjury, that (1) I have examined the documentation presented by the above-named employee, (2) the above-listed documentation appears to be genuine and to relate to the employee named, and (3) to the best of my knowledge, the employee is authorized to work in the United States.',
  supplementAInstructions:
    'This supplement must be completed by any preparer and/or translator who assists an employee in completing Section 1 of Form I-9. The preparer and/or translator must enter the employee\'s name in the spaces provided above. Each preparer or translator must complete, sign, and date a separate certification area. Employers must retain completed supplement sheets with the employee\'s completed Form I-9.',
  preparerAttestation:
    'I attest, under penalty of perjury, that I have assisted in the completion of Section 1 of this form and that to the best of my knowledge the information is true and correct.',
  supplementBInstructions:
    'This supplement replaces Section 3 on the previous version of Form I-9. Only use this page if your employee requires reverification, is rehired within three years of the date the original Form I-9 was completed, or provides proof of a legal name change. Enter the employee\'s name in the fields above. Use a new section for each reverification or rehire. Review the Form I-9 instructions before completing this page. Keep this page with the employee\'s previously completed Form I-9 and any other supplement pages.',
  reverification:
    'If the employee requires reverification, your employee can choose to present any acceptable List A or List C documentation to show continued employment authorization. Enter the document information in the spaces below.',
  reverifyAttestation:
    'I attest, under penalty of perjury, that to the best of my knowledge, this employee is authorized to work in the United States, and if the employee presented documentation, the documentation I examined appears to be genuine and to relate to the individual who presented it.',
} as const;

/** A plain ring with "DHS" where the printed form has the department seal (no artwork is copied). */
function seal(sheet: Sheet, cx: number, cy: number): void {
  const y = PAGE_H - cy;
  sheet.page.drawCircle({ x: cx, y, size: 21, borderColor: BLACK, borderWidth: 1.2 });
  sheet.page.drawCircle({ x: cx, y, size: 17, borderColor: BLACK, borderWidth: 0.5 });
  sheet.text('DHS', cx, cy + 3, { size: 9, bold: true, align: 'center' });
}

/**
 * The title block every page carries: seal, centred title and agency names, and on the right the form
 * number (with the supplement's name), OMB number and expiration. Returns the `top` under its rule.
 */
export function titleBlock(sheet: Sheet, edition: I9Edition, title: string, supplement?: string): number {
  const info = I9_EDITION_INFO[edition];
  seal(sheet, LEFT + 22, 52);
  const center = PAGE_W / 2;
  const fit = fitText(sheet.fonts.bold, title, 330, 30, { maxSize: 15, minSize: 10, lineHeight: 1.1 });
  let base = 30 + fit.size * 0.8;
  for (const line of fit.lines) {
    sheet.text(line, center, base, { size: fit.size, bold: true, align: 'center' });
    base += fit.leading;
  }
  base += 1.5;
  sheet.text('Department of Homeland Security', center, base, { size: 9, align: 'center' });
  sheet.text('U.S. Citizenship and Immigration Services', center, base + 11, { size: 9, align: 'center' });
  const right = [
    { t: 'USCIS', size: 11, bold: true },
    { t: 'Form I-9', size: 11, bold: true },
    ...(supplement ? [{ t: supplement, size: 8.5, bold: true }] : []),
    { t: `OMB No. ${info.omb}`, size: 7, bold: false },
    { t: `Expires ${info.expires}`, size: 7, bold: false },
  ];
  let rb = 36;
  for (const r of right) {
    sheet.text(r.t, RIGHT, rb, { size: r.size, bold: r.bold, align: 'right' });
    rb += r.size + 2.5;
  }
  const bottom = Math.max(base + 17, rb + 2, 80);
  sheet.rule(bottom, 1.6);
  return bottom + 4;
}

/** The employee's name as entered in Section 1, at the top of each supplement. Returns the `top` under it. */
export function supplementNameRow(sheet: Sheet, top: number, name: { last: string; first: string; middle: string }): number {
  const h = 24;
  sheet.cell(LEFT, top, 230, h, 'Last Name (Family Name) from Section 1.', name.last);
  sheet.cell(LEFT + 230, top, 200, h, 'First Name (Given Name) from Section 1.', name.first);
  sheet.cell(LEFT + 430, top, CONTENT_W - 430, h, 'Middle initial (if any) from Section 1.', name.middle);
  return top + h;
}

/** "Form I-9 Edition 01/20/25 ... Page n of N" (`left` is the edition line), and the record reference in small print. */
export function footer(sheet: Sheet, left: string, page: number, pages: number, record: string): void {
  const base = PAGE_H - 22;
  sheet.rule(base - 10, 0.8);
  sheet.text(left, LEFT, base, { size: 7.5, bold: true });
  sheet.text(`Page ${page} of ${pages}`, RIGHT, base, { size: 7.5, bold: true, align: 'right' });
  const ref = fitText(sheet.fonts.regular, record, 300, 7, { maxSize: 6, minSize: 4.5 });
  if (ref.lines[0]) {
    sheet.text(ref.lines[0], PAGE_W / 2, base, { size: ref.size, color: GREY, align: 'center' });
  }
}
