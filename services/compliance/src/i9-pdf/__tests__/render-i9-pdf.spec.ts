import { execFileSync } from 'child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { drawPageOne } from '../i9-page-one';
import { PAGE_H, PAGE_W, Sheet } from '../i9-sheet';
import { renderI9Pdf, type I9PdfInput } from '../render-i9-pdf';
import { fullInput, passport, preparer, reverification } from './i9-fixture';
import { pdfText } from './pdf-drawn-text';

/** The drawn text of each page on its own (each page copied into a one-page PDF). */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const src = await PDFDocument.load(pdf);
  const out: string[] = [];
  for (const i of src.getPageIndices()) {
    const one = await PDFDocument.create();
    const [page] = await one.copyPages(src, [i]);
    one.addPage(page);
    out.push(pdfText(await one.save({ useObjectStreams: false })));
  }
  return out;
}

/** Each part is found after the one before it (the order the form draws them). */
const inOrder = (text: string, parts: string[]) => {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect({ part, found: at >= 0 }).toEqual({ part, found: true });
    from = at + part.length;
  }
};

describe('renderI9Pdf', () => {
  it('draws a full record: page 1, Supplement A, Supplement B and the audit trail, with every typed value', async () => {
    const pdf = await renderI9Pdf(fullInput());
    expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(4);
    expect(doc.getSubject()).toBe('attest-i9:I9-4711');
    expect(doc.getPages().every((p) => p.getWidth() === 612 && p.getHeight() === 792)).toBe(true);
    const [p1, p2, p3, p4] = await pageTexts(pdf);

    for (const printed of ['Employment Eligibility Verification', 'Department of Homeland Security', 'U.S. Citizenship and Immigration Services', 'USCIS', 'Form I-9', 'OMB No. 1615-0047', 'Expires 05/31/2027', 'Form I-9 Edition 01/20/25', 'Page 1 of 4']) {
      expect(p1).toContain(printed);
    }
    inOrder(p1, [
      'START HERE:',
      'ANTI-DISCRIMINATION NOTICE:',
      'Section 1. Employee Information and Attestation:',
      'Last Name (Family Name)',
      'First Name (Given Name)',
      'Middle Initial (if any)',
      'Other Last Names Used (if any)',
      'Address (Street Number and Name)',
      'Apt. Number (if any)',
      'City or Town',
      'State',
      'ZIP Code',
      'Date of Birth (mm/dd/yyyy)',
      'U.S. Social Security Number',
      "Employee's Email Address",
      "Employee's Telephone Number",
      'A citizen of the United States',
      'A noncitizen national of the United States (See Instructions.)',
      'A lawful permanent resident (Enter USCIS or A-Number.)',
      'USCIS A-Number',
      'Form I-94 Admission Number',
      'Foreign Passport Number and Country of Issuance',
      'Signature of Employee',
      "Today's Date (mm/dd/yyyy)",
      'Section 2. Employer Review and Verification:',
      'List A',
      'List B',
      'List C',
      'Document Title 1',
      'Additional Information',
      'Check here if you used an alternative procedure authorized by DHS to examine documents.',
      'Certification:',
      'First Day of Employment (mm/dd/yyyy):',
      'Last Name, First Name and Title of Employer or Authorized Representative',
      'Signature of Employer or Authorized Representative',
      "Employer's Business or Organization Name",
      "Employer's Business or Organization Address, City or Town, State, ZIP Code",
    ]);
    // Section 1 values, dates as MM/DD/YYYY, identifiers masked.
    for (const value of ['Okafor', 'Adaeze', 'Nwosu', '1200 Pennsylvania Avenue NW', '4B', 'Washington', 'DC', '20004', '07/19/1992', '***-**-6789', 'adaeze.okafor@example.com', '(202) 555-0147', '09/30/2028', '******6789', 'Adaeze N. Okafor', '02/27/2026']) {
      expect(p1).toContain(value);
    }
    // Section 2.
    for (const value of ["Driver's License", 'District of Columbia DMV', '*****6543', '07/19/2030', 'Social Security Card (unrestricted)', '*****6789', 'Documents examined in person at the DC office.', '03/02/2026', 'Reyes, Jordan, HR Manager', 'Jordan Reyes', 'Acme Staffing, Inc.', '500 Market Street, Suite 300, San Francisco, CA 94105']) {
      expect(p1).toContain(value);
    }
    expect(p1.replace(/\n/g, ' ')).toContain('Supplement A on Page 2');
    expect(p1.replace(/\n/g, ' ')).toContain('Reverification and Rehire on Page 3');
    for (const secret of ['123-45-6789', '123456789', 'DC9876543', 'A123456789']) {
      expect(pdfText(pdf)).not.toContain(secret);
    }

    expect(p2).toContain('Supplement A, Preparer and/or Translator');
    expect(p2).toContain('Supplement A');
    for (const value of ['Last Name (Family Name) from Section 1.', 'Okafor', 'Adaeze', 'Translator1', 'Translator2', 'Maria L Translator1', '101 Harbor View Road', 'San Diego', '92101', '02/27/2026', 'Page 2 of 4']) {
      expect(p2).toContain(value);
    }
    expect(p2.match(/I attest, under penalty of perjury, that I have assisted/g)).toHaveLength(4);

    expect(p3).toContain('Supplement B, Reverification and Rehire');
    for (const value of ['Date of Rehire (if applicable)', '01/04/2027', 'Okafor-Reyes', 'Employment Authorization Document (Form I-766)', '*********2345', '05/31/2029', 'Legal name change, court order 2026-12-01 (JR 01/04/27)', '02/04/2027', 'Page 3 of 4']) {
      expect(p3).toContain(value);
    }
    expect(p3.match(/Name of Employer or Authorized Representative/g)).toHaveLength(3);

    expect(p4).toContain('Audit trail');
    expect(p4).toContain('Form I-9 record I9-4711');
    inOrder(p4, fullInput().auditSummary!.map((l) => l.replace(/\s+/g, ' ')));
    expect(p4).toContain('Page 4 of 4');
    // Nothing in the sample had to be cut.
    expect(pdfText(pdf)).not.toContain('\u2026');
  });

  it('shows the SSN and the numbers in full only when asked', async () => {
    const text = pdfText(await renderI9Pdf(fullInput({ showSsn: true, showNumbers: true })));
    for (const value of ['123-45-6789', 'DC9876543', 'A123456789', 'SRC9910012345']) {
      expect(text).toContain(value);
    }
    const ssnOnly = pdfText(await renderI9Pdf(fullInput({ showSsn: true })));
    expect(ssnOnly).toContain('123-45-6789');
    expect(ssnOnly).not.toContain('DC9876543');
  });

  it('adds Supplement A, Supplement B and the audit trail only when they have content', async () => {
    const base = fullInput();
    const count = async (over: Partial<I9PdfInput>) => (await PDFDocument.load(await renderI9Pdf(fullInput(over)))).getPageCount();
    expect(await count({ section1: { ...base.section1, i9_use_preparer: false }, supplementB: [], auditSummary: [] })).toBe(1);
    expect(await count({ section1: { ...base.section1, i9_use_preparer: true, preparers: [] }, supplementB: undefined, auditSummary: undefined })).toBe(1);
    expect(await count({ supplementB: [], auditSummary: [] })).toBe(2);
    expect(await count({ section1: { ...base.section1, i9_use_preparer: false }, auditSummary: [] })).toBe(2);
    // More than fit on one supplement page continue on another.
    expect(await count({ section1: { ...base.section1, preparers: [1, 2, 3, 4, 5].map(preparer) }, supplementB: [0, 1, 2, 1].map(reverification), auditSummary: [] })).toBe(5);

    const pages = await pageTexts(await renderI9Pdf(fullInput({ section1: { ...base.section1, i9_use_preparer: false } })));
    expect(pages).toHaveLength(3);
    expect(pages[1]).toContain('Supplement B, Reverification and Rehire');
    expect(pages[0].replace(/\n/g, ' ')).toContain('Reverification and Rehire on Page 2');
    expect(pages.join('\n')).not.toContain('Translator1');
  });

  it('draws Section 2 empty until the employer completes it', async () => {
    const text = pdfText(await renderI9Pdf(fullInput({ section2: null, supplementB: [], auditSummary: [] })));
    expect(text).toContain('Section 2. Employer Review and Verification:');
    expect(text).toContain('First Day of Employment (mm/dd/yyyy):');
    for (const absent of ['HR Manager', "Driver's License", '03/02/2026']) {
      expect(text).not.toContain(absent);
    }
  });

  it('puts up to three List A documents in the grid and notes the rest in Additional Information', async () => {
    const base = fullInput();
    const docs = [passport, { ...passport, document_title: 'Second A', ead_extension_category: 'C08' }, { ...passport, document_title: 'Third A' }, { ...passport, document_title: 'Fourth A' }];
    const text = pdfText(await renderI9Pdf(fullInput({ section2: { ...base.section2!, documents: docs, additional_info: null } })));
    for (const value of ['U.S. Passport', 'Second A', 'Third A', '*****2349', '08/14/2031']) {
      expect(text).toContain(value);
    }
    expect(text.replace(/\n/g, ' ')).toContain('EAD EXT (category C08)');
    expect(text.replace(/\n/g, ' ')).toContain('Also presented (List A): Fourth A');
  });

  it('is deterministic: the same input gives the same bytes, dated by the input', async () => {
    const a = await renderI9Pdf(fullInput());
    const b = await renderI9Pdf(fullInput());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const doc = await PDFDocument.load(a, { updateMetadata: false });
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-03-02T17:30:00.000Z');
    const fixed = await PDFDocument.load(await renderI9Pdf(fullInput({ createdAt: '2026-04-01T00:00:00Z' })), { updateMetadata: false });
    expect(fixed.getModificationDate()?.toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('keeps page 1 above its footer however long the values are', async () => {
    const base = fullInput();
    const long = 'W'.repeat(300);
    const doc = await PDFDocument.create();
    const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold), script: await doc.embedFont(StandardFonts.TimesRomanItalic) };
    const bottom = drawPageOne(new Sheet(doc.addPage([PAGE_W, PAGE_H]), fonts), {
      edition: '01/20/25',
      section1: { ...base.section1, i9_last_name: long, i9_address1: long, i9_email: long, foreign_passport_num: long, foreign_country: long },
      section2: { ...base.section2!, additional_info: `${long} `.repeat(20), employer_title: long, business_address: long },
      mask: { showSsn: false, showNumbers: false },
      supplementAPage: 2,
      supplementBPage: 3,
    });
    expect(bottom).toBeLessThan(PAGE_H - 34);
    const text = pdfText(await doc.save({ useObjectStreams: false }));
    expect(text).toContain('\u2026');
  });

  const pdftoppm = ['/usr/bin/pdftoppm', '/usr/local/bin/pdftoppm'].find((p) => existsSync(p));
  // poppler-utils (pdftoppm) is installed by .ci/run next to Chromium.
  it('rasterizes with pdftoppm, one PNG per page (poppler-utils: .ci/run installs it)', async () => {
    expect(pdftoppm).toBeDefined();
    const dir = mkdtempSync(join(tmpdir(), 'i9-pdf-'));
    try {
      writeFileSync(join(dir, 'i9.pdf'), await renderI9Pdf(fullInput()));
      execFileSync(pdftoppm!, ['-png', '-r', '40', join(dir, 'i9.pdf'), join(dir, 'page')], { stdio: 'pipe' });
      const pngs = readdirSync(dir).filter((f) => f.endsWith('.png'));
      expect(pngs).toHaveLength(4);
      for (const png of pngs) {
        expect(statSync(join(dir, png)).size).toBeGreaterThan(5000);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
