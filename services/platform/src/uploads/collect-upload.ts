import { UPLOAD_MAX_BYTES } from '@attest/contracts';

export interface CollectedUpload {
  /** The whole file, or empty when it went over the limit. */
  bytes: Buffer;
  /** Total bytes seen (counted past the limit, without keeping them). */
  size: number;
  truncated: boolean;
}

/**
 * Reads an upload stream into one buffer, keeping at most maxBytes: past the limit the rest is read
 * and dropped (the multipart parser needs the part consumed) so an oversized file is never held.
 */
export async function collectUpload(stream: AsyncIterable<Buffer | Uint8Array> & { truncated?: boolean }, maxBytes = UPLOAD_MAX_BYTES): Promise<CollectedUpload> {
  let chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of stream) {
    size += chunk.length;
    if (over) {
      continue;
    }
    if (size > maxBytes) {
      over = true;
      chunks = [];
      continue;
    }
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  }
  // The multipart parser cuts a file at its own limit and flags it truncated.
  const truncated = over || stream.truncated === true;
  return { bytes: truncated ? Buffer.alloc(0) : Buffer.concat(chunks, size), size, truncated };
}
