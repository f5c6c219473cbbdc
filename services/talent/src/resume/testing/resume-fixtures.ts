import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** The sample resume both fixtures carry (a PDF and a Word document made here, not downloaded). */
export const SAMPLE_RESUME_LINES = [
  'Dana Sample',
  'dana.sample@example.test',
  'Summary',
  'Registered nurse with eight years of hospital and clinic experience.',
  'Work Experience',
  'Mercy General Hospital - Registered Nurse, Mar 2019 - Present',
  'Sunrise Clinic - Medical Assistant, 06/2015 - 02/2019',
  'Education',
  'State University - Bachelor of Science in Nursing, 2011 - 2015',
  'Lincoln High School, 2011',
  'Skills',
  'Patient care, IV therapy, Electronic health records, CPR',
];

/** A one-page PDF with the lines as text (pdf-lib, standard font). */
export async function makeResumePdf(lines: readonly string[] = SAMPLE_RESUME_LINES): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  lines.forEach((line, i) => page.drawText(line, { x: 54, y: 740 - i * 18, size: 11, font }));
  return doc.save();
}

const xmlEscape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** A minimal Word document (.docx: the three parts Word needs, zipped) with one paragraph per line. */
export function makeResumeDocx(lines: readonly string[] = SAMPLE_RESUME_LINES): Uint8Array {
  const body = lines.map((l) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(l)}</w:t></w:r></w:p>`).join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  });
}
