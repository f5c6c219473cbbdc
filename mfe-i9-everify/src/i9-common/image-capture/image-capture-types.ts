import type { I9ImagePolicy, I9ImageSide, I9List } from '@attest/contracts';

/** A stored image as the server answers it (compliance documents/image-view.ts). */
export interface DocumentImage {
  id: number;
  record_id: number;
  list: I9List;
  index: number;
  side: I9ImageSide;
  content_type: string;
  size: number;
  sha256: string;
  source: string;
  uploaded_by_party: string;
  created_at: string;
  url?: string;
  url_expires_at?: string;
}

/** The customer's copies policy (compliance documents/image-policy.ts ImagePolicyView). */
export interface ImagePolicyAnswer {
  copies: 'all' | 'none';
  uploads_allowed: boolean;
  alt_procedure_enabled: boolean;
  photo_match_required: boolean;
  everify: boolean;
  max_mb: number;
  accepted: string[];
  two_sided_documents: string[];
}

/** One document the employee said they will present (compliance documents/choice, decision 0019). */
export interface ChosenDocument {
  list: I9List;
  document_type: string;
}

/** The employee's own choice of documents: types only, List A rows first, then B, then C. */
export interface EmployeeDocumentChoice {
  documents: ChosenDocument[];
  chosen_by_party: string;
  updated_at: string;
}

/** GET /api/v1/submissions/{id}/documents and GET /api/v1/i9/documents. */
export interface DocumentImagesAnswer {
  record_id: number;
  /** Images may still change (Section 2 is not signed). */
  editable: boolean;
  policy: ImagePolicyAnswer;
  images: DocumentImage[];
  /** The documents the employee chose (absent from an older server). */
  choice?: EmployeeDocumentChoice | null;
}

/** contracts' I9ImagePolicy from the server's answer. */
export function policyOf(answer: ImagePolicyAnswer): I9ImagePolicy {
  return {
    retainCopies: answer.copies === 'all',
    altProcedureEnabled: answer.alt_procedure_enabled,
    photoMatchRequired: answer.photo_match_required,
    everify: answer.everify,
  };
}

/** What one side shows: the stored image's link, if any. */
export interface StoredSide {
  url: string | null;
  contentType?: string;
}

export type SideImages = Partial<Record<I9ImageSide, StoredSide | null>>;

/** The stored sides of one document. */
export function sidesOf(images: readonly DocumentImage[], list: I9List, index: number): SideImages {
  const out: SideImages = {};
  for (const image of images) {
    if (image.list === list && image.index === index) {
      out[image.side] = { url: image.url ?? null, contentType: image.content_type };
    }
  }
  return out;
}
