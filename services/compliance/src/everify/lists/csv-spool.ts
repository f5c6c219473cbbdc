import { createCipheriv, createDecipheriv, randomBytes } from 'crypto';
import { once } from 'events';
import { createReadStream, createWriteStream, promises as fs } from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Readable, Writable } from 'stream';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '@attest/platform';
import { CsvContentCheck, CsvUploadError, isCsvFileName } from './csv-content-check';

/** A CSV upload kept on disk, encrypted with a key that lives only in this object, until it is parsed. */
export interface SpooledCsv {
  fileName: string;
  size: number;
  /** The plain bytes again (may be opened more than once). */
  open(): Readable;
  dispose(): Promise<void>;
}

export const CSV_UPLOAD_MAX_MB = 25;

/**
 * Reads the multipart file part `field` chunk by chunk: its name must end in .csv and its bytes pass the CSV
 * content check (CsvContentCheck) as they arrive; they are written encrypted (AES-256-CTR, a random key per
 * upload, never stored) to a temporary file, so neither a 50,000-row report in memory nor its A-Numbers in the
 * clear on disk. Parsing then reads the local file: no database transaction waits for a slow upload.
 * Refusals are 400 with a csv_upload_* key; nothing is kept.
 */
export async function spoolCsvUpload(req: FastifyRequest, field = 'file', maxMb = CSV_UPLOAD_MAX_MB): Promise<SpooledCsv> {
  if (typeof req.isMultipart !== 'function' || !req.isMultipart()) {
    throw badRequest('multipart_expected');
  }
  const maxBytes = maxMb * 1024 * 1024;
  const key = randomBytes(32);
  const iv = randomBytes(16);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'attest-csv-'));
  const file = path.join(dir, 'upload.bin');
  const dispose = () => fs.rm(dir, { recursive: true, force: true });
  let spooled: { fileName: string; size: number } | null = null;
  let problem: CsvUploadError | null = null;
  try {
    const parts = req.parts({ limits: { fileSize: maxBytes + 1, files: 2, fields: 10, fieldSize: 4096 } });
    for await (const part of parts as AsyncIterable<MultipartFile | MultipartValue>) {
      if (part.type !== 'file') {
        continue;
      }
      if (part.fieldname !== field || spooled || problem) {
        await drain(part.file);
        continue;
      }
      if (!isCsvFileName(part.filename)) {
        problem = new CsvUploadError('csv_upload_type');
        await drain(part.file);
        continue;
      }
      try {
        spooled = { fileName: path.basename(part.filename).slice(0, 200), size: await writeEncrypted(part.file, file, key, iv, new CsvContentCheck(maxBytes)) };
      } catch (err) {
        if (!(err instanceof CsvUploadError)) {
          throw err;
        }
        problem = err;
      }
    }
  } catch (err) {
    await dispose();
    if (err instanceof CsvUploadError) {
      throw badRequest(err.key, { fields: { file: err.key } });
    }
    throw badRequest('multipart_invalid', { reason: err instanceof Error ? err.message : String(err) });
  }
  const failure = problem ?? (spooled ? null : new CsvUploadError('csv_upload_file_required'));
  if (failure || !spooled) {
    await dispose();
    const keyOf = failure?.key ?? 'csv_upload_file_required';
    throw badRequest(keyOf, { fields: { file: keyOf }, ...(keyOf === 'csv_upload_too_large' ? { max: maxMb } : {}) });
  }
  return {
    ...spooled,
    open: () => createReadStream(file).pipe(createDecipheriv('aes-256-ctr', key, iv)),
    dispose,
  };
}

/**
 * Copies the part through the content check and the cipher to `file`; answers the plain size. After a
 * refusal the rest of the part is still read (and dropped): the multipart parser needs it consumed.
 */
async function writeEncrypted(source: AsyncIterable<Buffer> & { truncated?: boolean }, file: string, key: Buffer, iv: Buffer, check: CsvContentCheck): Promise<number> {
  const cipher = createCipheriv('aes-256-ctr', key, iv);
  const out = createWriteStream(file, { mode: 0o600 });
  cipher.pipe(out);
  const finished = once(out, 'finish');
  let problem: unknown = null;
  for await (const chunk of source) {
    if (problem) {
      continue;
    }
    try {
      check.push(chunk);
      await write(cipher, chunk);
    } catch (err) {
      problem = err;
    }
  }
  try {
    if (problem) {
      throw problem;
    }
    if (source.truncated) {
      throw new CsvUploadError('csv_upload_too_large');
    }
    const size = check.end();
    cipher.end();
    await finished;
    return size;
  } catch (err) {
    cipher.destroy();
    out.destroy();
    throw err;
  }
}

async function write(stream: Writable, chunk: Buffer): Promise<void> {
  if (!stream.write(chunk)) {
    await once(stream, 'drain');
  }
}

/** The multipart parser needs every part consumed. */
async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of stream) {
    // dropped
  }
}

/** A spooled CSV made from bytes (tests, the bench): the same reader as an upload. */
export function spooledFromText(fileName: string, open: () => Readable, size = 0): SpooledCsv {
  return { fileName, size, open, dispose: async () => undefined };
}
