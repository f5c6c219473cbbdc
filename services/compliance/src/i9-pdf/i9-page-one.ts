import type { I9Edition, I9Section1Data, I9Section2Data } from '@attest/contracts';
import { FORM_TEXT, titleBlock } from './i9-form-frame';
import { textWidth } from './pdf-text';
import { formDate, joinAddress, section1Values, section2Documents, type DocumentValues, type MaskOptions } from './i9-pdf-values';
import { BLACK, CONTENT_W, LEFT, LIGHT, RIGHT, SHADE, type I9Signature, type Sheet } from './i9-sheet';

export interface PageOneInput {
  edition: I9Edition;
  section1: I9Section1Data & { signature?: I9Signature | null };
  section2?: (I9Section2Data & { signature?: I9Signature | null }) | null;
  mask: MaskOptions;
  /** The page numbers of the supplements in this file, when present (the notes under each section name them). */
  supplementAPage: number | null;
  supplementBPage: number | null;
}

const ROW_H = 24;

/** A bordered box holding only a value (the document grid, the inline attestation boxes). */
function box(sheet: Sheet, x: number, top: number, w: number, h: number, value: string, maxSize = 8.5): void {
  sheet.rect(x, top, w, h);
  sheet.value(x + 3, top + 1, w - 6, h - 2, value, { maxSize, minSize: 5 });
}

function section1(sheet: Sheet, input: PageOneInput, start: number): number {
  const s1 = input.section1;
  const v = section1Values(s1, input.mask);
  let top = sheet.bar(start, 'Section 1. Employee Information and Attestation:', FORM_TEXT.section1);
  const row = (cells: [string, string, number][]) => {
    let x = LEFT;
    for (const [label, value, w] of cells) {
      sheet.cell(x, top, w, ROW_H, label, value);
      x += w;
    }
    top += ROW_H;
  };
  row([
    ['Last Name (Family Name)', v.name.last, 170],
    ['First Name (Given Name)', v.name.first, 165],
    ['Middle Initial (if any)', v.name.middle, 65],
    ['Other Last Names Used (if any)', v.otherLastNames, 140],
  ]);
  row([
    ['Address (Street Number and Name)', v.address, 200],
    ['Apt. Number (if any)', v.apt, 70],
    ['City or Town', v.city, 145],
    ['State', v.state, 45],
    ['ZIP Code', v.zip, 80],
  ]);
  row([
    ['Date of Birth (mm/dd/yyyy)', v.dob, 100],
    ['U.S. Social Security Number', v.ssn, 110],
    ["Employee's Email Address", v.email, 190],
    ["Employee's Telephone Number", v.phone, 140],
  ]);

  // The attestation: the perjury statement on the left, the four boxes and the Item 4 numbers on the right.
  const blockTop = top;
  const x0 = LEFT + 176;
  const w = RIGHT - x0;
  const leftBottom = sheet.paragraph(LEFT + 3, blockTop + 5, 166, FORM_TEXT.employeeAttestation, { size: 7.5, lead: 9.6 });
  let t = sheet.paragraph(x0 + 5, blockTop + 4, w - 10, FORM_TEXT.checkOne, { size: 7, boldBody: true }) + 3;
  const inline = { 3: v.lprNumber, 4: v.workUntil } as Record<number, string>;
  FORM_TEXT.attestations.forEach((label, i) => {
    const n = i + 1;
    const h = n === 4 ? 21 : 14;
    sheet.checkbox(x0 + 6, t + 2, s1.attest_type === n);
    sheet.text(`${n}.`, x0 + 19, t + 8.5, { size: 7.5, bold: true });
    if (n === 3) {
      const textW = textWidth(sheet.fonts.regular, label, 7.5);
      sheet.text(label, x0 + 28, t + 8.5, { size: 7.5 });
      box(sheet, x0 + 28 + textW + 6, t, RIGHT - 5 - (x0 + 34 + textW), 12, inline[3]);
    } else if (n === 4) {
      sheet.paragraph(x0 + 28, t + 2, w - 28 - 108, label, { size: 7.5, lead: 9 });
      box(sheet, RIGHT - 100, t + 3, 95, 13, inline[4]);
    } else {
      sheet.text(label, x0 + 28, t + 8.5, { size: 7.5 });
    }
    t += h;
  });
  sheet.text(FORM_TEXT.item4, x0 + 28, t + 8.5, { size: 7, bold: true });
  t += 12;
  const item4: [string, string, number][] = [
    ['USCIS A-Number', v.aNumber, 70],
    ['Form I-94 Admission Number', v.i94, 88],
    ['Foreign Passport Number and Country of Issuance', v.passport, w - 28 - 5 - 70 - 88 - 2 * 14],
  ];
  let x = x0 + 28;
  item4.forEach(([label, value, cw], i) => {
    sheet.cell(x, t, cw, 22, label, value, { maxSize: 8.5 });
    x += cw;
    if (i < item4.length - 1) {
      sheet.text('OR', x + 7, t + 13, { size: 6.5, bold: true, align: 'center' });
      x += 14;
    }
  });
  t += 22 + 5;
  const blockBottom = Math.max(t, leftBottom + 4);
  sheet.rect(x0, blockTop, w, blockBottom - blockTop);
  top = blockBottom;

  sheet.signatureCell(LEFT, top, 380, 26, 'Signature of Employee', s1.signature);
  sheet.cell(LEFT + 380, top, CONTENT_W - 380, 26, "Today's Date (mm/dd/yyyy)", formDate(s1.signature?.signed_at));
  top += 26;
  const where = input.supplementAPage ? `Supplement A on Page ${input.supplementAPage}` : 'Supplement A';
  return sheet.paragraph(LEFT, top + 3, CONTENT_W, `If a preparer and/or translator assisted you in completing Section 1, that person MUST complete the Preparer and/or Translator Certification, ${where}.`, { size: 7, boldBody: true });
}

const LABEL_W = 84;
const COL_W = (CONTENT_W - LABEL_W) / 3;
const DOC_ROW = 15;
const DOC_LABELS = ['Document Title', 'Issuing Authority', 'Document Number (if any)', 'Expiration Date (if any)'];

function docColumn(sheet: Sheet, x: number, top: number, doc: DocumentValues | null): void {
  const values = doc ? [doc.title, doc.authority, doc.number, doc.expiration] : ['', '', '', ''];
  values.forEach((value, i) => box(sheet, x, top + i * DOC_ROW, COL_W, DOC_ROW, value));
}

function section2(sheet: Sheet, input: PageOneInput, start: number): number {
  const s2 = input.section2 ?? null;
  let top = sheet.bar(start, 'Section 2. Employer Review and Verification:', FORM_TEXT.section2);
  const docs = s2 ? section2Documents(s2, input.mask) : { listA: [], listB: null, listC: null, notes: [] };

  // Heading row: List A OR List B AND List C.
  const head = 13;
  sheet.rect(LEFT, top, LABEL_W, head, { fill: SHADE });
  ['List A', 'List B', 'List C'].forEach((name, i) => {
    const cx = LEFT + LABEL_W + i * COL_W;
    sheet.rect(cx, top, COL_W, head, { fill: SHADE });
    sheet.text(name, cx + COL_W / 2, top + 9.5, { size: 8, bold: true, align: 'center' });
  });
  ['OR', 'AND'].forEach((word, i) => {
    const bx = LEFT + LABEL_W + (i + 1) * COL_W;
    const ww = textWidth(sheet.fonts.bold, word, 6.5) + 6;
    sheet.rect(bx - ww / 2, top + 2.5, ww, 8, { fill: LIGHT, thickness: 0.5 });
    sheet.text(word, bx, top + 8.8, { size: 6.5, bold: true, align: 'center' });
  });
  top += head;

  // Twelve rows: List A documents 1-3 down the left; B and C beside the first, then Additional Information.
  for (let d = 0; d < 3; d += 1) {
    DOC_LABELS.forEach((label, i) => {
      const text = i === 0 ? `${label} ${d + 1}${d > 0 ? ' (if any)' : ''}` : label;
      const rt = top + (d * 4 + i) * DOC_ROW;
      sheet.rect(LEFT, rt, LABEL_W, DOC_ROW, { fill: LIGHT });
      sheet.value(LEFT + 3, rt + 1, LABEL_W - 6, DOC_ROW - 2, text, { maxSize: 6.5, minSize: 4.5, color: BLACK, font: i === 0 ? sheet.fonts.bold : sheet.fonts.regular });
    });
    docColumn(sheet, LEFT + LABEL_W, top + d * 4 * DOC_ROW, docs.listA[d] ?? null);
  }
  docColumn(sheet, LEFT + LABEL_W + COL_W, top, docs.listB);
  docColumn(sheet, LEFT + LABEL_W + 2 * COL_W, top, docs.listC);
  const infoTop = top + 4 * DOC_ROW;
  const infoX = LEFT + LABEL_W + COL_W;
  // The generated notes come first: a long free text is what gets cut with an ellipsis, not them.
  const employeeNote = input.section1.i9_additional_info?.trim();
  const info = [...docs.notes, employeeNote ? `Section 1 (employee): ${employeeNote}` : '', s2?.additional_info?.trim()]
    .filter(Boolean)
    .join('; ');
  sheet.cell(infoX, infoTop, 2 * COL_W, 7 * DOC_ROW, 'Additional Information', info, { labelSize: 7, maxSize: 8.5, boldLabel: true, valign: 'top' });
  const altTop = infoTop + 7 * DOC_ROW;
  sheet.rect(infoX, altTop, 2 * COL_W, DOC_ROW);
  sheet.checkbox(infoX + 5, altTop + 3.5, s2?.alt_procedure_used ?? false);
  sheet.value(infoX + 17, altTop + 1, 2 * COL_W - 20, DOC_ROW - 2, FORM_TEXT.altProcedure, { maxSize: 7, minSize: 5, color: BLACK });
  top += 12 * DOC_ROW + 4;

  // Certification and first day of employment.
  const certBottom = sheet.paragraph(LEFT, top + 1, 392, FORM_TEXT.employerCertification, { size: 7, boldPrefix: 'Certification:' });
  sheet.cell(LEFT + 400, top, CONTENT_W - 400, 24, 'First Day of Employment (mm/dd/yyyy):', formDate(s2?.first_day_of_employment), { boldLabel: true });
  top = Math.max(certBottom, top + 24) + 4;

  const sig = s2?.signature ?? null;
  const who = s2 ? [s2.employer_last_name, s2.employer_first_name, s2.employer_title].map((p) => p?.trim()).filter(Boolean).join(', ') : '';
  sheet.cell(LEFT, top, 215, 26, 'Last Name, First Name and Title of Employer or Authorized Representative', who);
  sheet.signatureCell(LEFT + 215, top, 215, 26, 'Signature of Employer or Authorized Representative', sig);
  sheet.cell(LEFT + 430, top, CONTENT_W - 430, 26, "Today's Date (mm/dd/yyyy)", formDate(sig?.signed_at));
  top += 26;
  sheet.cell(LEFT, top, 215, 26, "Employer's Business or Organization Name", s2?.business_name ?? '');
  const address = s2 ? joinAddress(s2.business_address, s2.business_city, s2.business_state, s2.business_zip) : '';
  sheet.cell(LEFT + 215, top, CONTENT_W - 215, 26, "Employer's Business or Organization Address, City or Town, State, ZIP Code", address);
  top += 26;
  const where = input.supplementBPage ? ` on Page ${input.supplementBPage}` : '';
  return sheet.paragraph(LEFT, top + 3, CONTENT_W, `For reverification or rehire, complete Supplement B, Reverification and Rehire${where}.`, { size: 7, boldBody: true });
}

/**
 * Page 1: title block, notices, Section 1 and Section 2 (blank boxes when Section 2 is not done yet).
 * Returns the `top` under the last line drawn (the layout is fixed: values never move it).
 */
export function drawPageOne(sheet: Sheet, input: PageOneInput): number {
  let top = titleBlock(sheet, input.edition, 'Employment Eligibility Verification');
  top = sheet.paragraph(LEFT, top + 1, CONTENT_W, FORM_TEXT.startHere, { size: 7.5, boldPrefix: 'START HERE:', boldBody: true });
  top = sheet.paragraph(LEFT, top + 3, CONTENT_W, FORM_TEXT.antiDiscrimination, { size: 7.5, boldPrefix: 'ANTI-DISCRIMINATION NOTICE:' });
  top = section1(sheet, input, top + 5);
  return section2(sheet, input, top + 5);
}
