import { wrap } from './pdf-text';
import { CONTENT_W, GREY, LEFT, PAGE_H, type Sheet } from './i9-sheet';

const SIZE = 8.5;
const LEAD = 11.5;
const BOTTOM = PAGE_H - 48;

export interface AuditHeading {
  recordId: string;
  employerName: string;
  employee: string;
}

/**
 * The "Audit trail" pages after the form: one entry per summary line, wrapped, continued on as many
 * pages as needed. `newSheet` adds a page; returns every sheet drawn on.
 */
export function drawAuditPages(newSheet: () => Sheet, heading: AuditHeading, lines: string[]): Sheet[] {
  const sheets: Sheet[] = [];
  let sheet = newSheet();
  sheets.push(sheet);
  let top = 40;
  const head = (continued: boolean) => {
    sheet.text(continued ? 'Audit trail (continued)' : 'Audit trail', LEFT, top + 14, { size: 15, bold: true });
    top += 24;
    sheet.value(LEFT, top, CONTENT_W, 10, `Form I-9 record ${heading.recordId}  -  ${heading.employerName}`, { maxSize: 8.5, color: GREY });
    top += 11;
    sheet.value(LEFT, top, CONTENT_W, 10, `Employee: ${heading.employee}`, { maxSize: 8.5, color: GREY });
    top += 14;
    sheet.rule(top, 0.8);
    top += 8;
  };
  head(false);
  lines.forEach((entry, i) => {
    const number = `${i + 1}.`;
    const wrapped = wrap(sheet.fonts.regular, entry, SIZE, CONTENT_W - 22);
    wrapped.forEach((line, j) => {
      if (top + LEAD > BOTTOM) {
        sheet = newSheet();
        sheets.push(sheet);
        top = 40;
        head(true);
      }
      if (j === 0) {
        sheet.text(number, LEFT + 16, top + SIZE, { size: SIZE, color: GREY, align: 'right' });
      }
      sheet.text(line, LEFT + 22, top + SIZE, { size: SIZE });
      top += LEAD;
    });
    top += 2;
  });
  return sheets;
}
