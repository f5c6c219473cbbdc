// Form I-9 PDF renders per second, in process: renderI9Pdf from the compliance service on a complete
// record (page 1 with Sections 1 and 2, Supplement A with two preparers, Supplement B with two entries,
// the audit trail), 50 renders after a warm-up. Reads the SWC build in services/*/dist; reports only, asserts nothing.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const services = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const round1 = (n) => Math.round(n * 10) / 10;

const preparer = (n) => ({ last_name: `Translator${n}`, first_name: 'Maria', middle_initial: 'L', address: `${100 + n} Harbor View Road`, city: 'San Diego', state: 'CA', zip: '92101', signed_date: '2026-02-27' });

function benchInput(recordId) {
  return {
    edition: '01/20/25',
    recordId,
    employerName: 'Acme Staffing, Inc.',
    section1: {
      i9_last_name: 'Okafor',
      i9_first_name: 'Adaeze',
      i9_middle_initial: 'N',
      i9_no_middle_name: false,
      i9_other_last_names: 'Nwosu',
      i9_address1: '1200 Pennsylvania Avenue NW',
      i9_address2: '4B',
      i9_city: 'Washington',
      i9_state: 'DC',
      i9_zip: '20004',
      i9_dob: '1992-07-19',
      i9_ssn: '123456789',
      i9_no_ssn: false,
      i9_email: 'adaeze.okafor@example.com',
      i9_phone: '(202) 555-0147',
      attest_type: 4,
      uscis_number: 'A123456789',
      work_auth_until_date: '2028-09-30',
      form_i94_num: null,
      foreign_passport_num: null,
      foreign_country: null,
      i9_additional_info: null,
      i9_use_preparer: true,
      preparers: [preparer(1), preparer(2)],
      signature: { name: 'Adaeze N. Okafor', signed_at: '2026-02-27T15:04:00Z' },
    },
    section2: {
      documents: [
        { list: 'B', document_type: 'DRIVERS_LICENSE', document_title: "Driver's License", issuing_authority: 'District of Columbia DMV', document_number: 'DC9876543', expiration_date: '2030-07-19' },
        { list: 'C', document_type: 'SSN_CARD', document_title: 'Social Security Card (unrestricted)', issuing_authority: 'Social Security Administration', document_number: '123456789', expiration_date: null },
      ],
      first_day_of_employment: '2026-03-02',
      additional_info: 'Documents examined in person at the DC office.',
      alt_procedure_used: false,
      employer_last_name: 'Reyes',
      employer_first_name: 'Jordan',
      employer_title: 'HR Manager',
      business_name: 'Acme Staffing, Inc.',
      business_address: '500 Market Street, Suite 300',
      business_city: 'San Francisco',
      business_state: 'CA',
      business_zip: '94105',
      signature: { name: 'Jordan Reyes', signed_at: '2026-03-02T17:30:00Z' },
    },
    supplementB: [
      { reason: 'name_change', new_last_name: 'Okafor-Reyes', new_first_name: 'Adaeze', new_middle_initial: null, date_of_rehire: null, document: null, additional_info: 'Legal name change (JR 01/04/27)', alt_procedure_used: false, employer_name: 'Jordan Reyes', signed_date: '2027-01-04' },
      {
        reason: 'reverification',
        new_last_name: null,
        new_first_name: null,
        new_middle_initial: null,
        date_of_rehire: null,
        document: { list: 'C', document_type: 'EAD_I766', document_title: 'Employment Authorization Document (Form I-766)', issuing_authority: 'DHS', document_number: 'SRC9910012345', expiration_date: '2029-05-31' },
        additional_info: null,
        alt_procedure_used: true,
        employer_name: 'Jordan Reyes',
        signed_date: '2028-09-15',
      },
    ],
    auditSummary: Array.from({ length: 12 }, (_, i) => `2026-03-02 17:${String(i).padStart(2, '0')} UTC  event ${i + 1} (IP 203.0.113.7)`),
  };
}

export async function benchI9PdfRender({ renders = 50, warmup = 5, log } = {}) {
  const { renderI9Pdf } = require(path.join(services, 'compliance/dist/i9-pdf/render-i9-pdf.js'));
  const { PDFDocument } = require('pdf-lib');
  for (let i = 0; i < warmup; i += 1) await renderI9Pdf(benchInput(`warmup-${i}`));
  const times = [];
  let last;
  const started = performance.now();
  for (let i = 0; i < renders; i += 1) {
    const t0 = performance.now();
    last = await renderI9Pdf(benchInput(`bench-${i}`));
    times.push(performance.now() - t0);
  }
  const totalMs = performance.now() - started;
  times.sort((a, b) => a - b);
  const result = {
    renders,
    pagesPerRender: (await PDFDocument.load(last)).getPageCount(),
    rendersPerSecond: round1((renders * 1000) / totalMs),
    msPerRender: { median: round1(times[Math.floor(times.length / 2)]), p95: round1(times[Math.floor(times.length * 0.95)]), max: round1(times[times.length - 1]) },
    pdfBytes: last.length,
  };
  log?.(`I-9 PDF: ${result.rendersPerSecond} renders/s (median ${result.msPerRender.median} ms)`);
  return result;
}

// Run alone: `node services/server/bench/i9-pdf-render.mjs` (after the services are built).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchI9PdfRender({ log: (m) => console.log(`[bench] ${m}`) }), null, 2));
}
