import type { I9DocumentImageEntity } from './entities';

/** An image as answered: metadata, never its storage key. */
export interface DocumentImageView {
  id: number;
  record_id: number;
  list: string;
  index: number;
  side: string;
  content_type: string;
  size: number;
  sha256: string;
  source: string;
  uploaded_by_party: string;
  created_at: string;
  /** A short-lived signed link to the image (lists only). */
  url?: string;
  url_expires_at?: string;
}

export function imageView(row: I9DocumentImageEntity, link?: { url: string; url_expires_at: string }): DocumentImageView {
  return {
    id: row.id,
    record_id: row.record_id,
    list: row.list,
    index: row.doc_index,
    side: row.side,
    content_type: row.content_type,
    size: row.size,
    sha256: row.sha256,
    source: row.source,
    uploaded_by_party: row.uploaded_by_party,
    created_at: new Date(row.created_at).toISOString(),
    ...(link ?? {}),
  };
}

/** What the trail keeps of an image (no bytes, no key). */
export const imageTrailValue = (row: I9DocumentImageEntity) => ({ image_id: row.id, content_type: row.content_type, size: row.size, sha256: row.sha256, source: row.source });

export const imageTarget = (t: { list: string; index: number; side: string }) => `image:${t.list}${t.index}:${t.side}`;
