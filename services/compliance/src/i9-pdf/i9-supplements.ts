import type { I9Edition, I9Preparer, I9SupplementBEntry } from '@attest/contracts';
import { FORM_TEXT, supplementNameRow, titleBlock } from './i9-form-frame';
import { documentValues, formDate, NA, type EmployeeName, type MaskOptions } from './i9-pdf-values';
import { BLACK, CONTENT_W, LEFT, type Sheet } from './i9-sheet';

export const PREPARERS_PER_PAGE = 4;
export const REVERIFICATIONS_PER_PAGE = 3;

const ROW_H = 24;

/** Splits a list into pages of `size` (at least one page when the list is not empty). */
export function pagesOf<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}

function preparerBlock(sheet: Sheet, top: number, p: I9Preparer | null): number {
  sheet.rule(top, 1.6);
  let t = sheet.paragraph(LEFT, top + 3, CONTENT_W, FORM_TEXT.preparerAttestation, { size: 7.5, boldBody: true }) + 3;
  const name = p ? [p.first_name, p.middle_initial, p.last_name].filter((s) => s?.trim()).join(' ') : '';
  const signed = p?.signed_date ? { name, signed_at: p.signed_date } : null;
  sheet.signatureCell(LEFT, t, 400, ROW_H + 2, 'Signature of Preparer or Translator', signed);
  sheet.cell(LEFT + 400, t, CONTENT_W - 400, ROW_H + 2, 'Date (mm/dd/yyyy)', formDate(p?.signed_date));
  t += ROW_H + 2;
  sheet.cell(LEFT, t, 230, ROW_H, 'Last Name (Family Name)', p?.last_name ?? '');
  sheet.cell(LEFT + 230, t, 200, ROW_H, 'First Name (Given Name)', p?.first_name ?? '');
  sheet.cell(LEFT + 430, t, CONTENT_W - 430, ROW_H, 'Middle Initial (if any)', p ? p.middle_initial?.trim() || NA : '');
  t += ROW_H;
  sheet.cell(LEFT, t, 260, ROW_H, 'Address (Street Number and Name)', p?.address ?? '');
  sheet.cell(LEFT + 260, t, 150, ROW_H, 'City or Town', p?.city ?? '');
  sheet.cell(LEFT + 410, t, 50, ROW_H, 'State', p?.state ?? '');
  sheet.cell(LEFT + 460, t, CONTENT_W - 460, ROW_H, 'ZIP Code', p?.zip ?? '');
  return t + ROW_H + 10;
}

/** Supplement A: the employee's name, the instructions, and four certification areas (empty when unused). */
export function drawSupplementA(sheet: Sheet, edition: I9Edition, name: EmployeeName, preparers: I9Preparer[]): void {
  let top = titleBlock(sheet, edition, 'Supplement A, Preparer and/or Translator Certification for Section 1', 'Supplement A');
  top = supplementNameRow(sheet, top + 4, name);
  top = sheet.paragraph(LEFT, top + 6, CONTENT_W, FORM_TEXT.supplementAInstructions, { size: 7.5, boldPrefix: 'Instructions:' }) + 8;
  for (let i = 0; i < PREPARERS_PER_PAGE; i += 1) {
    top = preparerBlock(sheet, top, preparers[i] ?? null);
  }
}

function reverificationBlock(sheet: Sheet, top: number, e: I9SupplementBEntry | null, mask: MaskOptions): number {
  sheet.rule(top, 1.6);
  let t = top + 4;
  const renamed = e && (e.new_last_name || e.new_first_name);
  sheet.cell(LEFT, t, 120, ROW_H, 'Date of Rehire (if applicable)', formDate(e?.date_of_rehire));
  sheet.cell(LEFT + 120, t, 190, ROW_H, 'New Name (if applicable): Last Name (Family Name)', renamed ? (e.new_last_name ?? '') : '');
  sheet.cell(LEFT + 310, t, 160, ROW_H, 'First Name (Given Name)', renamed ? (e.new_first_name ?? '') : '');
  sheet.cell(LEFT + 470, t, CONTENT_W - 470, ROW_H, 'Middle Initial', renamed ? e.new_middle_initial?.trim() || NA : '');
  t += ROW_H;
  t = sheet.paragraph(LEFT, t + 3, CONTENT_W, FORM_TEXT.reverification, { size: 7, boldPrefix: 'Reverification:' }) + 2;
  const doc = documentValues(e?.document, mask);
  const docBlank = !e?.document;
  sheet.cell(LEFT, t, 260, ROW_H, 'Document Title', doc.title);
  sheet.cell(LEFT + 260, t, 150, ROW_H, 'Document Number (if any)', docBlank ? '' : doc.number);
  sheet.cell(LEFT + 410, t, CONTENT_W - 410, ROW_H, 'Expiration Date (if any)', docBlank ? '' : doc.expiration);
  t += ROW_H;
  t = sheet.paragraph(LEFT, t + 3, CONTENT_W, FORM_TEXT.reverifyAttestation, { size: 7, boldBody: true }) + 2;
  const signed = e?.employer_name.trim() ? { name: e.employer_name, signed_at: e.signed_date } : null;
  sheet.cell(LEFT, t, 200, ROW_H + 2, 'Name of Employer or Authorized Representative', e?.employer_name ?? '');
  sheet.signatureCell(LEFT + 200, t, 220, ROW_H + 2, 'Signature of Employer or Authorized Representative', signed);
  sheet.cell(LEFT + 420, t, CONTENT_W - 420, ROW_H + 2, "Today's Date (mm/dd/yyyy)", formDate(e?.signed_date));
  t += ROW_H + 2;
  const infoH = 30;
  sheet.cell(LEFT, t, 380, infoH, 'Additional Information (Initial and date each notation.)', e?.additional_info ?? '', { maxSize: 8, valign: 'top' });
  sheet.rect(LEFT + 380, t, CONTENT_W - 380, infoH);
  sheet.checkbox(LEFT + 385, t + 5, e?.alt_procedure_used ?? false);
  sheet.value(LEFT + 397, t + 2, CONTENT_W - 380 - 20, infoH - 4, FORM_TEXT.altProcedure, { maxSize: 7, color: BLACK });
  return t + infoH + 8;
}

/** Supplement B: the employee's name, the instructions, and three reverification/rehire areas. */
export function drawSupplementB(sheet: Sheet, edition: I9Edition, name: EmployeeName, entries: I9SupplementBEntry[], mask: MaskOptions): void {
  let top = titleBlock(sheet, edition, 'Supplement B, Reverification and Rehire (formerly Section 3)', 'Supplement B');
  top = supplementNameRow(sheet, top + 4, name);
  top = sheet.paragraph(LEFT, top + 6, CONTENT_W, FORM_TEXT.supplementBInstructions, { size: 7.5, boldPrefix: 'Instructions:' }) + 8;
  for (let i = 0; i < REVERIFICATIONS_PER_PAGE; i += 1) {
    top = reverificationBlock(sheet, top, entries[i] ?? null, mask);
  }
}
