// Signed-PDF renders per second, in process: the render function of the `edocs/render-signed-pdf` job
// (three template PDFs with values + a drawn signature + the audit certificate, then the audit trail
// alone), 50 renders after a warm-up. Reads the SWC build in services/*/dist; reports only, asserts nothing.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const services = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const round1 = (n) => Math.round(n * 10) / 10;

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A 400x100 drawn-looking signature PNG, like the signature pad sends. */
function signatureDataUrl(width = 400, height = 100) {
  const rows = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0;
    for (let x = 0; x < width; x += 1) {
      const curve = height / 2 + Math.sin(x / 14) * (height / 3) * Math.cos(x / 60);
      if (Math.abs(y - curve) < 2.5) row.fill(20, 1 + x * 3, 4 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function benchSignedPdfRender({ renders = 50, warmup = 5, log } = {}) {
  const { renderSignedPdf } = require(path.join(services, 'edocs/dist/signing/signed-pdf-renderer.js'));
  const { buildTemplatePdf } = require(path.join(services, 'edocs/dist/template-pdfs/template-pdf-builder.js'));
  const { TEMPLATE_PDF_LAYOUTS } = require(path.join(services, 'edocs/dist/template-pdfs/template-pdf-layouts.js'));
  const { ESIGN_CONSENT_TEXT } = require(path.join(services, 'contracts/dist/signing/esign-consent.js'));

  const documents = [];
  for (const [i, key] of ['offer_letter', 'federal_w4', 'mt_state_tax_2025'].entries()) {
    const layout = TEMPLATE_PDF_LAYOUTS[key];
    documents.push({
      templateId: 100 + i,
      name: layout.title,
      pdf: await buildTemplatePdf(layout),
      values: layout.fields.map((f) => ({ page: f.page, x: f.x, y: f.y, width: f.width - 8, text: `${f.label} value` })),
      signatureSpot: layout.signature,
    });
  }
  const at = new Date('2026-03-02T10:00:00Z');
  const input = {
    sigRequestId: 1,
    signerName: 'Bench Applicant',
    signerEmail: 'bench@acme.test',
    signedAt: at,
    signature: { kind: 'drawn', dataUrl: signatureDataUrl() },
    consentText: ESIGN_CONSENT_TEXT,
    documents,
    events: ['status:OPENED', 'status:VIEWED', 'status:SIGNED', 'signed', 'status:PROCESSING'].map((event, i) => ({ event, at: new Date(at.getTime() + i * 60_000), ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131' })),
  };
  for (let i = 0; i < warmup; i += 1) await renderSignedPdf({ ...input, sigRequestId: i + 1 });
  const times = [];
  let bytes = 0;
  const started = performance.now();
  for (let i = 0; i < renders; i += 1) {
    const t0 = performance.now();
    const out = await renderSignedPdf({ ...input, sigRequestId: 1000 + i });
    times.push(performance.now() - t0);
    bytes = out.pdf.length;
  }
  const totalMs = performance.now() - started;
  times.sort((a, b) => a - b);
  const result = {
    renders,
    documentsPerRender: documents.length,
    pagesPerRender: documents.length + 1,
    rendersPerSecond: round1((renders * 1000) / totalMs),
    msPerRender: { median: round1(times[Math.floor(times.length / 2)]), p95: round1(times[Math.floor(times.length * 0.95)]), max: round1(times[times.length - 1]) },
    signedPdfBytes: bytes,
  };
  log?.(`signed PDF: ${result.rendersPerSecond} renders/s (median ${result.msPerRender.median} ms)`);
  return result;
}

// Run alone: `node services/server/bench/signed-pdf-render.mjs` (after the services are built).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchSignedPdfRender({ log: (m) => console.log(`[bench] ${m}`) }), null, 2));
}
