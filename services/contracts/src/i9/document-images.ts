import { documentReference } from './document-references';
import type { I9List } from './i9-types';

/**
 * Copies of the documents presented for Section 2 (issue 12, docs/decisions/0010): which image types are taken,
 * how large, and which sides a document needs. The same rules run in the browser (the capture component) and
 * on the server (uploads, and the Section 2 signature).
 */

export const I9_IMAGE_SIDES = ['front', 'back'] as const;
export type I9ImageSide = (typeof I9_IMAGE_SIDES)[number];
export const I9_IMAGE_LISTS: readonly I9List[] = ['A', 'B', 'C'];

/** The spec's image types less .svg: an SVG is a document that can carry script, so it is refused (decision 0010). */
export const I9_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.bmp'] as const;
/** The `accept` attribute of a file input for these images. */
export const I9_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.bmp,image/jpeg,image/png,image/gif,image/bmp';
/** When a customer sets no maximum (a phone photo is 2–6 MB). */
export const I9_IMAGE_DEFAULT_MAX_MB = 10;
/** A customer's maximum is capped at the product's upload limit. */
export const I9_IMAGE_MAX_MB_CAP = 30;
/** A document's index within its list: List A has up to 3 documents (a combination), B and C one each. */
export const I9_IMAGE_MAX_INDEX = 2;

/** The customer's maximum in MB from its configured value (whole MB, 1..30), else the default. */
export function i9ImageMaxMb(configured: string | null | undefined): number {
  const n = Number(configured);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, I9_IMAGE_MAX_MB_CAP) : I9_IMAGE_DEFAULT_MAX_MB;
}

/**
 * Documents whose back carries what the employer must see (cards: codes, categories, restrictions, the
 * signature strip). A booklet (passport), a paper record or a certificate is copied on its front (data) page.
 */
export const I9_TWO_SIDED_DOCUMENTS: readonly string[] = [
  'US_PASSPORT_CARD', 'PERMANENT_RESIDENT_CARD', 'EAD_I766', 'DRIVERS_LICENSE', 'STATE_ID_CARD', 'GOVERNMENT_ID_CARD',
  'SCHOOL_ID_CARD', 'MILITARY_CARD', 'MILITARY_DEPENDENT_ID', 'MERCHANT_MARINER_CARD', 'CANADIAN_DRIVERS_LICENSE',
  'TRIBAL_DOCUMENT_B', 'TRIBAL_DOCUMENT_C', 'SSN_CARD', 'US_CITIZEN_ID_CARD', 'RESIDENT_CITIZEN_ID_CARD',
];

/** The customer's document-copy settings. */
export interface I9ImagePolicy {
  /** The employer keeps copies of every employee's documents (all or none, by law). */
  retainCopies: boolean;
  /** The DHS alternative procedure is offered: its copies (front and back) are always kept. */
  altProcedureEnabled: boolean;
  /** E-Verify photo matching: a copy of an I-551, I-766 or U.S. passport (card) is kept. */
  photoMatchRequired: boolean;
  everify: boolean;
}

/** Whether this customer may store document images at all (copies are 'none' otherwise). */
export function i9ImagesAllowed(policy: I9ImagePolicy): boolean {
  return policy.retainCopies || policy.altProcedureEnabled || (policy.everify && policy.photoMatchRequired);
}

/** Which sides of one presented document must be copied before Section 2 is signed. */
export function i9RequiredSides(documentType: string, policy: I9ImagePolicy, altProcedureUsed: boolean): Record<I9ImageSide, boolean> {
  if (altProcedureUsed) {
    return { front: true, back: true };
  }
  const photoMatch = policy.everify && policy.photoMatchRequired && documentReference(documentType)?.photoMatch === true;
  const front = policy.retainCopies || photoMatch;
  return { front, back: front && I9_TWO_SIDED_DOCUMENTS.includes(documentType) };
}

/** One presented document of Section 2: its list and its place within that list (List A rows 0..2, B and C 0). */
export interface I9ImageSlot {
  list: I9List;
  index: number;
  /** Where its fields sit in the Section 2 data (`documents[i]`). */
  path: string;
  documentType: string;
}

export function i9ImageSlots(documents: readonly { list: I9List; document_type: string }[]): I9ImageSlot[] {
  const seen: Record<string, number> = {};
  return documents.map((d, i) => {
    const index = seen[d.list] ?? 0;
    seen[d.list] = index + 1;
    return { list: d.list, index, path: `documents[${i}]`, documentType: d.document_type };
  });
}

export const i9ImageKey = (list: string, index: number, side: string): string => `${list}${index}:${side}`;

/**
 * The missing copies of a Section 2 as field errors (`documents[i].front_image`: i9_front_image_required,
 * `documents[i].back_image`: i9_back_image_required); `present` holds i9ImageKey of each stored side.
 */
export function i9MissingImageErrors(
  documents: readonly { list: I9List; document_type: string }[],
  present: ReadonlySet<string>,
  policy: I9ImagePolicy,
  altProcedureUsed: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const slot of i9ImageSlots(documents)) {
    const needs = i9RequiredSides(slot.documentType, policy, altProcedureUsed);
    if (needs.front && !present.has(i9ImageKey(slot.list, slot.index, 'front'))) {
      errors[`${slot.path}.front_image`] = 'i9_front_image_required';
    }
    if (needs.back && !present.has(i9ImageKey(slot.list, slot.index, 'back'))) {
      errors[`${slot.path}.back_image`] = 'i9_back_image_required';
    }
  }
  return errors;
}
