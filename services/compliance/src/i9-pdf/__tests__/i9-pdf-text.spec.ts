import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { formatNumber, formatSsn, formDate, utcStamp } from '../i9-pdf-values';
import { fitText, printable, wrap } from '../pdf-text';

let font: PDFFont;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

const within = (lines: string[], size: number, width: number) => lines.every((l) => font.widthOfTextAtSize(l, size) <= width + 1e-9);

describe('fitText (shrink, then wrap, then ellipsis)', () => {
  it('keeps a fitting value on one line at the largest size', () => {
    expect(fitText(font, 'Okafor', 100, 14, { maxSize: 9.5 })).toMatchObject({ lines: ['Okafor'], size: 9.5, truncated: false });
  });

  it('shrinks a slightly long value before wrapping it', () => {
    const text = 'Social Security Administration';
    const full = font.widthOfTextAtSize(text, 9.5);
    const fit = fitText(font, text, full * 0.9, 14, { maxSize: 9.5 });
    expect(fit.lines).toEqual([text]);
    expect(fit.size).toBeLessThan(9.5);
    expect(within(fit.lines, fit.size, full * 0.9)).toBe(true);
  });

  it('wraps a long value when the box has the height, and every line fits', () => {
    const text = 'Documents examined in person at the DC office by the HR manager on the first day';
    const fit = fitText(font, text, 150, 40, { maxSize: 8.5 });
    expect(fit.lines.length).toBeGreaterThan(1);
    expect(fit.truncated).toBe(false);
    expect(fit.lines.join(' ')).toBe(text);
    expect(within(fit.lines, fit.size, 150)).toBe(true);
    expect((fit.lines.length - 1) * fit.leading + fit.size).toBeLessThanOrEqual(40);
  });

  it('ends with an ellipsis what does not fit even at the smallest size', () => {
    const text = 'word '.repeat(400);
    const fit = fitText(font, text, 120, 20, { maxSize: 9.5, minSize: 5.5 });
    expect(fit.truncated).toBe(true);
    expect(fit.size).toBe(5.5);
    expect(fit.lines[fit.lines.length - 1].endsWith('\u2026')).toBe(true);
    expect(within(fit.lines, fit.size, 120)).toBe(true);
    expect((fit.lines.length - 1) * fit.leading + fit.size).toBeLessThanOrEqual(20);
  });

  it('breaks a single word wider than the box (an e-mail address)', () => {
    const email = 'bartholomew.alexander.maximilian@subdomain.example-company.co.uk';
    expect(within(wrap(font, email, 8, 60), 8, 60)).toBe(true);
    const fit = fitText(font, email, 60, 8, { maxSize: 9.5 });
    expect(fit.lines).toHaveLength(1);
    expect(within(fit.lines, fit.size, 60)).toBe(true);
    expect(fit.lines[0].endsWith('\u2026')).toBe(true);
  });

  it('replaces characters the standard font cannot draw and folds whitespace', () => {
    expect(printable(font, 'Zoë\n Nguyễn\t漢')).toBe('Zoë Nguy?n ?');
    expect(fitText(font, '', 100, 10, { maxSize: 9 }).lines).toEqual([]);
  });
});

describe('form values', () => {
  it('shows dates as MM/DD/YYYY', () => {
    expect(formDate('2026-03-02')).toBe('03/02/2026');
    expect(formDate('2026-03-02T17:30:00Z')).toBe('03/02/2026');
    expect(formDate(null)).toBe('');
    expect(utcStamp('2026-03-02T12:30:00-05:00')).toBe('2026-03-02 17:30 UTC');
    expect(utcStamp('2026-03-02')).toBe('2026-03-02');
  });

  it('masks the SSN and numbers unless shown in full', () => {
    expect(formatSsn('123456789', false)).toBe('***-**-6789');
    expect(formatSsn('123456789', true)).toBe('123-45-6789');
    expect(formatSsn(null, true)).toBe('');
    expect(formatNumber('A123456789', false)).toBe('******6789');
    expect(formatNumber('A123456789', true)).toBe('A123456789');
    expect(formatNumber('12345', false)).toBe('***45');
  });
});
