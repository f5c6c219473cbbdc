import { pathToFileURL } from 'url';
import { Worker } from 'worker_threads';
import mammoth from 'mammoth';

/** A resume's text is read within this time and memory, or not at all (an upload is untrusted input). */
const PDF_TIMEOUT_MS = 15_000;
const PDF_MAX_PAGES = 20;

// The PDF reader (unpdf: pdf.js for servers) is an ES module; a worker thread loads it natively and keeps a
// hostile file's parsing off the request thread, with a memory cap and a time limit.
const PDF_WORKER = `
const { parentPort, workerData } = require('worker_threads');
import(workerData.url).then(async ({ getDocumentProxy, extractText }) => {
  const pdf = await getDocumentProxy(new Uint8Array(workerData.bytes), { isEvalSupported: false });
  const pages = Math.min(pdf.numPages, workerData.maxPages);
  const out = [];
  for (let i = 1; i <= pages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) { out.push(line); line = ''; }
    }
    if (line) out.push(line);
  }
  parentPort.postMessage({ ok: true, text: out.join('\\n') });
}).catch((e) => parentPort.postMessage({ ok: false, error: String(e && e.message || e) }));
`;

function unpdfUrl(): string {
  // Resolved here (the CommonJS entry) and swapped for the ES module entry the worker imports.
  return pathToFileURL(require.resolve('unpdf').replace(/\.cjs$/, '.mjs')).href;
}

/** The text of a PDF, one line per text line of the page; rejects on a file pdf.js cannot read. */
export function pdfText(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(PDF_WORKER, {
      eval: true,
      workerData: { url: unpdfUrl(), bytes: Buffer.from(bytes), maxPages: PDF_MAX_PAGES },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('pdf text timed out'));
    }, PDF_TIMEOUT_MS);
    worker.once('message', (m: { ok: boolean; text?: string; error?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (m.ok) {
        resolve(m.text ?? '');
      } else {
        reject(new Error(m.error ?? 'pdf unreadable'));
      }
    });
    worker.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** The text of a Word document (paragraphs as lines). */
export async function docxText(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}
