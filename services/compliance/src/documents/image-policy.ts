import type { EntityManager } from 'typeorm';
import { i9ImageKey, i9ImageMaxMb, i9ImagesAllowed, i9MissingImageErrors, I9_IMAGE_EXTENSIONS, I9_TWO_SIDED_DOCUMENTS, type I9ImagePolicy, type I9Section2Data } from '@attest/contracts';
import { fieldErrors, TenantRepository, type CustomerConfigService } from '@attest/platform';
import type { I9RecordEntity } from '../records/entities';
import { I9DocumentImageEntity } from './entities';

/** The customer keys of the copies policy (decision 0010). Unset flags are off: no copies are kept. */
export const RETAIN_COPIES_KEY = 'i9_retain_document_copies';
export const IMAGE_MAX_MB_KEY = 'i9_image_max_mb';
export const IMAGE_POLICY_FLAGS = [RETAIN_COPIES_KEY, 'enable_alt_doc_examination', 'photo_match_documents_required', 'enable_everify'] as const;
export type ImagePolicyFlags = Record<(typeof IMAGE_POLICY_FLAGS)[number], boolean>;

/** What the capture screens are told (GET .../documents). */
export interface ImagePolicyView {
  /** 'all': copies of every employee's documents; 'none': only where the alternative procedure or photo matching needs them. */
  copies: 'all' | 'none';
  uploads_allowed: boolean;
  alt_procedure_enabled: boolean;
  photo_match_required: boolean;
  everify: boolean;
  max_mb: number;
  accepted: readonly string[];
  two_sided_documents: readonly string[];
}

export function imagePolicyOf(flags: ImagePolicyFlags): I9ImagePolicy {
  return {
    retainCopies: flags.i9_retain_document_copies,
    altProcedureEnabled: flags.enable_alt_doc_examination,
    photoMatchRequired: flags.photo_match_documents_required,
    everify: flags.enable_everify,
  };
}

export async function readImagePolicy(config: CustomerConfigService, customerId: number): Promise<{ policy: I9ImagePolicy; maxMb: number; view: ImagePolicyView }> {
  const [flags, maxRaw] = await Promise.all([config.flags(customerId, IMAGE_POLICY_FLAGS), config.get(customerId, IMAGE_MAX_MB_KEY)]);
  const policy = imagePolicyOf(flags);
  const maxMb = i9ImageMaxMb(maxRaw);
  return {
    policy,
    maxMb,
    view: {
      copies: policy.retainCopies ? 'all' : 'none',
      uploads_allowed: i9ImagesAllowed(policy),
      alt_procedure_enabled: policy.altProcedureEnabled,
      photo_match_required: policy.everify && policy.photoMatchRequired,
      everify: policy.everify,
      max_mb: maxMb,
      accepted: I9_IMAGE_EXTENSIONS,
      two_sided_documents: I9_TWO_SIDED_DOCUMENTS,
    },
  };
}

/** The record's current (not removed) images. */
export function currentImages(m: EntityManager, record: Pick<I9RecordEntity, 'id' | 'customer_id'>): Promise<I9DocumentImageEntity[]> {
  return new TenantRepository(m, I9DocumentImageEntity)
    .query(record.customer_id, 'i')
    .andWhere('i.record_id = :recordId AND i.removed_at IS NULL', { recordId: record.id })
    .orderBy('i.list', 'ASC')
    .addOrderBy('i.doc_index', 'ASC')
    .addOrderBy('i.side', 'DESC')
    .getMany();
}

/**
 * The copies a Section 2 still lacks, as field errors on the document's path (`documents[i].front_image`:
 * i9_front_image_required, `documents[i].back_image`: i9_back_image_required); empty when none is missing.
 */
export async function requiredImagesErrors(m: EntityManager, record: I9RecordEntity, value: I9Section2Data, flags: ImagePolicyFlags): Promise<Record<string, string>> {
  const policy = imagePolicyOf(flags);
  const present = new Set((await currentImages(m, record)).map((i) => i9ImageKey(i.list, i.doc_index, i.side)));
  return i9MissingImageErrors(value.documents ?? [], present, policy, value.alt_procedure_used === true);
}

/** The Section 2 signature's hook: 400 validation_failed with the missing sides, nothing signed. */
export async function assertRequiredImages(m: EntityManager, record: I9RecordEntity, value: I9Section2Data, flags: ImagePolicyFlags): Promise<void> {
  const errors = await requiredImagesErrors(m, record, value, flags);
  if (Object.keys(errors).length > 0) {
    throw fieldErrors(errors);
  }
}
