import { attestationCodesFor } from './attestation';
import {
  documentReference, I9_DOCUMENT_REFERENCES, receiptReference,
  type I9DocumentReference, type I9ReceiptReference,
} from './document-references';
import type { I9DocumentEntry } from './i9-types';

/**
 * Which documents an entry stands for. A replacement receipt carries the replaced document's code
 * (is_receipt = true); the I-94 receipts carry their own codes.
 */
export type ResolvedEntry =
  | { kind: 'document'; ref: I9DocumentReference; receipt: boolean }
  | { kind: 'receipt'; ref: I9ReceiptReference };

type ReceiptFields = Pick<I9DocumentEntry, 'document_type' | 'is_receipt'> & { ead_extension_category?: string | null };

/** An automatic EAD extension (a category on an I-766 row) is the document itself, not a receipt. */
export function isEadExtensionEntry(entry: ReceiptFields): boolean {
  return entry.ead_extension_category != null && entry.ead_extension_category.trim() !== '';
}

export function resolveEntry(entry: ReceiptFields): ResolvedEntry | null {
  const receipt = receiptReference(entry.document_type);
  if (receipt && receipt.kind !== 'replacement') {
    return { kind: 'receipt', ref: receipt };
  }
  const ref = documentReference(entry.document_type);
  return ref ? { kind: 'document', ref, receipt: !!entry.is_receipt && !isEadExtensionEntry(entry) } : null;
}

/** A receipt stands in for a document for a while: the I-94 receipts, or a replacement receipt. */
export function isReceiptEntry(entry: ReceiptFields): boolean {
  const r = resolveEntry(entry);
  return !!r && (r.kind === 'receipt' || r.receipt);
}

export type DocumentCombinationProblem =
  | 'i9_documents_required'
  | 'i9_unknown_document'
  | 'i9_document_list_mismatch'
  | 'i9_document_not_for_attestation'
  | 'i9_list_a_or_b_and_c'
  | 'i9_list_a_incomplete'
  | 'i9_list_b_photo_required';

export interface CombinationOptions {
  /** E-Verify: a List B document must carry a photograph. */
  everify?: boolean;
}

type Entry = Pick<I9DocumentEntry, 'list' | 'document_type' | 'is_receipt'>;

const COMBINATIONS = I9_DOCUMENT_REFERENCES.filter((d) => d.parts);

function isListASelection(entries: readonly Entry[]): boolean {
  if (entries.length === 1) {
    const r = resolveEntry(entries[0]);
    return !!r && (r.kind === 'receipt' || (!r.ref.partOnly && !r.ref.parts));
  }
  const codes = entries.map((e) => e.document_type);
  if (entries.length > 3 || new Set(codes).size !== codes.length) {
    return false;
  }
  return COMBINATIONS.some((combo) => {
    const required = combo.parts?.required ?? [];
    const optional = combo.parts?.optional ?? [];
    const optionalUsed = codes.filter((c) => optional.includes(c));
    return (
      required.every((c) => codes.includes(c)) &&
      codes.every((c) => required.includes(c) || optional.includes(c)) &&
      optionalUsed.length <= 1
    );
  });
}

/**
 * The first problem with the documents presented for Section 2, or null: one List A selection (a single
 * document, a receipt, or the parts of a List A combination), or exactly one List B and one List C document,
 * each one the attestation allows. With E-Verify, a List B document that never has a photograph is refused.
 */
export function documentCombinationProblem(
  entries: readonly Entry[],
  attestation: unknown,
  opts: CombinationOptions = {},
): DocumentCombinationProblem | null {
  if (entries.length === 0) {
    return 'i9_documents_required';
  }
  const codes = attestationCodesFor(attestation);
  for (const entry of entries) {
    const r = resolveEntry(entry);
    if (!r) {
      return 'i9_unknown_document';
    }
    if (r.ref.list !== entry.list) {
      return 'i9_document_list_mismatch';
    }
    if (!codes.some((c) => r.ref.attestations.includes(c))) {
      return 'i9_document_not_for_attestation';
    }
  }
  const a = entries.filter((e) => e.list === 'A');
  const b = entries.filter((e) => e.list === 'B');
  const c = entries.filter((e) => e.list === 'C');
  if (a.length > 0) {
    if (b.length > 0 || c.length > 0) {
      return 'i9_list_a_or_b_and_c';
    }
    return isListASelection(a) ? null : 'i9_list_a_incomplete';
  }
  if (b.length !== 1 || c.length !== 1) {
    return 'i9_list_a_or_b_and_c';
  }
  const bRef = documentReference(b[0].document_type);
  if (opts.everify && bRef && bRef.photo === 'never') {
    return 'i9_list_b_photo_required';
  }
  return null;
}

/** One List A selection, or one List B and one List C document, all allowed for the attestation. */
export function isValidDocumentCombination(entries: readonly Entry[], attestation: unknown, opts: CombinationOptions = {}): boolean {
  return documentCombinationProblem(entries, attestation, opts) === null;
}
