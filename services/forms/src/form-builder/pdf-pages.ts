import { execFile } from 'child_process';
import { existsSync } from 'fs';
import { mkdtemp, readFile, rm, writeFile } from 'fs/promises';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Readable } from 'stream';
import { PDFDocument } from 'pdf-lib';
import { notFound, StorageObjectNotFoundError, type StorageService } from '@attest/platform';
import type { BuilderPdfPage } from './form-builder.types';

/** poppler-utils' rasterizer (installed by .ci/run and the Docker image); without it the builder draws blank pages of the right size. */
const PDFTOPPM = ['/usr/bin/pdftoppm', '/usr/local/bin/pdftoppm'].find((p) => existsSync(p)) ?? null;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) {
    chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/** A stored PDF's bytes, or null when the key is empty or nothing is stored under it. */
export async function readPdf(storage: StorageService, key: string | null): Promise<Buffer | null> {
  if (!key) {
    return null;
  }
  try {
    return await readAll(await storage.read(key));
  } catch (err) {
    if (err instanceof StorageObjectNotFoundError) {
      return null;
    }
    throw err;
  }
}

/** Each page's size in PDF points (what params.pdf positions are measured in). */
export async function pdfPages(pdf: Buffer | null): Promise<BuilderPdfPage[]> {
  if (!pdf) {
    return [];
  }
  try {
    const doc = await PDFDocument.load(pdf, { ignoreEncryption: true });
    return doc.getPages().map((p, i) => ({ page: i + 1, width: p.getWidth(), height: p.getHeight() }));
  } catch {
    return [];
  }
}

/** One page as a PNG at 1 px per point × scale (pdftoppm; 404 page_image_unavailable without it). */
export async function pagePng(pdf: Buffer, page: number, scale = 1.5): Promise<Buffer> {
  if (!PDFTOPPM) {
    throw notFound('page_image_unavailable');
  }
  const dir = await mkdtemp(join(tmpdir(), 'builder-page-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    await new Promise<void>((resolve, reject) => {
      execFile(PDFTOPPM, ['-png', '-singlefile', '-r', String(Math.round(72 * scale)), '-f', String(page), '-l', String(page), join(dir, 'in.pdf'), join(dir, 'page')], { timeout: 20_000 }, (err) => (err ? reject(err) : resolve()));
    });
    return await readFile(join(dir, 'page.png'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
