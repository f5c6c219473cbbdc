import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDisplayYmd, parseServerYmd, PAY_STUB_LABELS, PAY_STUB_MONEY, type PayStubWithYtd } from '@attest/contracts';

/** Dates print as the pages show them (MM/DD/YYYY); a blank (zero) date stays blank. */
const day = (ymd: string | null) => {
  const parsed = parseServerYmd(ymd);
  return parsed ? formatDisplayYmd(parsed) : '';
};
const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
// The standard fonts draw WinAnsi only: anything else (a payroll name in another script) becomes '?'.
const safe = (s: string) => s.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** The printable pay stub (applicant-side §2 "Pay stub view for one check number"): header, this check and YTD, lines. */
export async function payStubPdf(stub: PayStubWithYtd, who: { name: string; customerName: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  let page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 750;
  const line = (cells: [string, number][], f: PDFFont = font, size = 10) => {
    if (y < 50) {
      // A long list of lines continues on a new page.
      page = doc.addPage([612, 792]);
      y = 750;
    }
    cells.forEach(([text, x]) => draw(page, safe(text), x, y, f, size));
    y -= size + 6;
  };
  line([[who.customerName, 50]], bold, 14);
  line([['Pay stub', 50], [`Check ${stub.check_number}`, 300]], bold, 12);
  line([[`Employee: ${who.name}`, 50], [`Check date: ${day(stub.check_date)}`, 300]]);
  line([[`Period: ${day(stub.start_date)} - ${day(stub.end_date)}`, 50], [`Pay type: ${stub.pay_type ?? ''}`, 300]]);
  y -= 8;
  line([['', 50], ['This check', 300], ['Year to date', 430]], bold);
  for (const k of PAY_STUB_MONEY) {
    const label = k === 'state_tax' && stub.state_tax_name ? `State tax (${stub.state_tax_name})` : k === 'local_tax' && stub.local_tax_name ? `Local tax (${stub.local_tax_name})` : PAY_STUB_LABELS[k];
    line([[label, 50], [money(stub[k]), 300], [money(stub.ytd[k]), 430]]);
  }
  y -= 8;
  line([['Earnings', 50], ['Hours', 250], ['Rate', 330], ['Amount', 430]], bold);
  stub.earnings.forEach((d) => line([[d.name, 50], [d.hours == null ? '' : String(d.hours), 250], [d.pay_rate == null ? '' : money(d.pay_rate), 330], [money(d.amount), 430]]));
  y -= 8;
  line([['Deductions', 50], ['Amount', 430]], bold);
  stub.deductions.forEach((d) => line([[d.name, 50], [money(d.amount), 430]]));
  return doc.save();
}

function draw(page: PDFPage, text: string, x: number, y: number, font: PDFFont, size: number): void {
  if (text) {
    page.drawText(text, { x, y, size, font, color: rgb(0, 0, 0) });
  }
}
