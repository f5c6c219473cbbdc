import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@attest/contracts';
import { badRequest } from '../errors/app-exception';
import { collectUpload, type CollectedUpload } from './collect-upload';

export interface UploadedFile extends CollectedUpload {
  fieldName: string;
  fileName: string;
  /** What the browser claimed; never trusted (checkUpload looks at the bytes). */
  claimedMime: string;
}

export interface MultipartUpload {
  fields: Record<string, string>;
  file?: UploadedFile;
}

/**
 * Reads a multipart body: text fields plus the one file part named `fileField`. Other file parts are
 * drained and ignored. Files over maxBytes come back truncated with no bytes kept.
 */
export async function readMultipartUpload(req: FastifyRequest, fileField: string, maxBytes = UPLOAD_MAX_BYTES): Promise<MultipartUpload> {
  if (typeof req.isMultipart !== 'function' || !req.isMultipart()) {
    throw badRequest('multipart_expected');
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  // The parser's own cut-off sits one byte past ours so "exactly at the limit" still passes.
  // throwFileSizeLimit is read by the plugin though its typings only list busboy's options.
  const options = { throwFileSizeLimit: false, limits: { fileSize: maxBytes + 1, fields: 50, fieldSize: 64 * 1024, files: 5 } };
  const parts = req.parts(options);
  try {
    for await (const part of parts as AsyncIterable<MultipartFile | MultipartValue>) {
      if (part.type === 'file') {
        if (part.fieldname === fileField && !file) {
          const collected = await collectUpload(part.file, maxBytes);
          file = { ...collected, fieldName: part.fieldname, fileName: part.filename, claimedMime: part.mimetype };
        } else {
          await collectUpload(part.file, 0);
        }
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    // Malformed bodies and the parser's part/field limits are the caller's mistake, not ours.
    throw badRequest('multipart_invalid', { reason: err instanceof Error ? err.message : String(err) });
  }
  return { fields, file };
}
