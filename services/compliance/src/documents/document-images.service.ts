import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { i9ImagesAllowed } from '@attest/contracts';
import { conflict, CustomerConfigService, notFound, TenantRepository, type AuthContext, type MultipartUpload } from '@attest/platform';
import type { I9RecordEntity } from '../records/entities';
import { I9RecordsService } from '../records/i9-records.service';
import { RevisionsService } from '../records/revisions.service';
import { ActorService, type Actor } from '../shared/actor';
import { TrailService } from '../trail/trail.service';
import { readChoice, type DocumentChoiceView } from './choice/document-choice-store';
import { parseImageTarget, type ImageTarget } from './dto/image-target.dto';
import { I9DocumentImageEntity } from './entities';
import { checkImage, type ImageFile } from './image-check';
import { ImageLinks } from './image-links';
import { currentImages, readImagePolicy, type ImagePolicyView } from './image-policy';
import { imageTarget, imageTrailValue, imageView, type DocumentImageView } from './image-view';
import { ImageVault } from './image-vault';

export interface DocumentImagesAnswer {
  record_id: number;
  /** Images may still change (Section 2 is not signed). */
  editable: boolean;
  policy: ImagePolicyView;
  images: DocumentImageView[];
  /** The documents the employee said they will present (decision 0019), or null. */
  choice: DocumentChoiceView | null;
}

/**
 * Copies of the documents presented for Section 2: upload (staff, the employee, the phone hand-off, the
 * second signer through store()), remove, and the list with viewing links. Every change and every list is
 * a trail row; changes stop once Section 2 is signed.
 */
@Injectable()
export class DocumentImagesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly revisions: RevisionsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
    private readonly config: CustomerConfigService,
    private readonly vault: ImageVault,
    private readonly links: ImageLinks,
  ) {}

  /** The applicant's current I-9 id (404 i9_not_started before they open it). */
  ownRecordId(auth: AuthContext): Promise<number> {
    return this.records.currentIdOf(auth, auth.applicantId ?? 0);
  }

  /**
   * Before a body is read: the record is the caller's (else 404), open (409 i9_section2_signed), the customer
   * keeps copies (409 i9_document_copies_disabled). Answers the customer's maximum image size.
   */
  async prepareUpload(auth: AuthContext, recordId: number): Promise<number> {
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      return this.uploadLimitMb(m, record);
    });
  }

  /** An upload from a session (staff or the employee): the fields name the document and side. */
  async upload(auth: AuthContext, recordId: number, upload: MultipartUpload): Promise<DocumentImageView> {
    const target = parseImageTarget(upload.fields);
    return this.ds.transaction(async (m) => {
      const { record, applicant } = await this.records.lockInScope(m, auth, recordId);
      const actor = await this.actors.of(m, auth, auth.party === 'applicant' ? applicant : undefined);
      return this.store(m, record, actor, target, upload.file);
    });
  }

  /**
   * Stores one side of one document for a record the caller has already authorised and locked (lockRecord /
   * lockInScope in `m`): checks the copies policy, that Section 2 is open, and the image (type by content,
   * size); replaces the side's current image (kept, marked removed); writes the trail row.
   */
  async store(m: EntityManager, record: I9RecordEntity, actor: Actor, target: ImageTarget, file: ImageFile | undefined, source = 'upload'): Promise<DocumentImageView> {
    const slot = parseImageTarget({ ...target });
    const maxMb = await this.uploadLimitMb(m, record);
    const checked = checkImage(file, maxMb);
    const key = `i9-document-images/${record.customer_id}/${record.id}/${randomUUID()}.bin`;
    await this.vault.put(key, checked.bytes);
    try {
      const repo = new TenantRepository(m, I9DocumentImageEntity);
      const previous = await this.current(m, record, slot);
      const now = new Date();
      if (previous) {
        await repo.update(record.customer_id, { id: previous.id }, { removed_at: now });
      }
      const row = await repo.insert(record.customer_id, {
        record_id: record.id,
        list: slot.list,
        doc_index: slot.index,
        side: slot.side,
        storage_key: key,
        content_type: checked.mime,
        size: checked.size,
        sha256: createHash('sha256').update(checked.bytes).digest('hex'),
        source,
        uploaded_by_party: actor.party,
        uploaded_by_id: actor.id,
        created_at: now,
        removed_at: null,
      });
      await this.trail.append(m, record, actor, {
        action: previous ? 'update' : 'create',
        target: imageTarget(slot),
        before: previous ? imageTrailValue(previous) : null,
        after: imageTrailValue(row),
      });
      return imageView(row);
    } catch (err) {
      await this.vault.delete(key);
      throw err;
    }
  }

  /** DELETE one side: the row stays (removed_at) and the trail says who removed it; 404 i9_image_not_found. */
  async remove(auth: AuthContext, recordId: number, target: ImageTarget): Promise<{ removed: number }> {
    return this.ds.transaction(async (m) => {
      const { record, applicant } = await this.records.lockInScope(m, auth, recordId);
      return this.removeFor(m, record, await this.actors.of(m, auth, auth.party === 'applicant' ? applicant : undefined), target);
    });
  }

  /** remove() for a record the caller has already authorised and locked in `m` (the second signer's link). */
  async removeFor(m: EntityManager, record: I9RecordEntity, actor: Actor, target: ImageTarget): Promise<{ removed: number }> {
    await this.requireOpen(m, record);
    const image = await this.current(m, record, target);
    if (!image) {
      throw notFound('i9_image_not_found');
    }
    await new TenantRepository(m, I9DocumentImageEntity).update(record.customer_id, { id: image.id }, { removed_at: new Date() });
    await this.trail.append(m, record, actor, { action: 'delete', target: imageTarget(target), before: imageTrailValue(image) });
    return { removed: image.id };
  }

  /** The record's current images with short-lived links, and the customer's policy; the list is a view in the trail. */
  async list(auth: AuthContext, recordId: number): Promise<DocumentImagesAnswer> {
    return this.ds.transaction(async (m) => {
      const { record, applicant } = await this.records.lockInScope(m, auth, recordId);
      return this.listFor(m, record, await this.actors.of(m, auth, auth.party === 'applicant' ? applicant : undefined));
    });
  }

  /** list() for a record the caller has already authorised and locked in `m` (the second signer's link). */
  async listFor(m: EntityManager, record: I9RecordEntity, actor: Actor): Promise<DocumentImagesAnswer> {
    const { view } = await readImagePolicy(this.config, record.customer_id);
    const images = await currentImages(m, record);
    await this.trail.append(m, record, actor, { action: 'view', target: 'images', after: { images: images.map((i) => i.id) } });
    const editable = !(await this.revisions.latestSigned(m, record, 'section2'));
    const choice = await readChoice(m, record);
    return { record_id: record.id, editable, policy: view, images: images.map((i) => imageView(i, this.links.link(i))), choice };
  }

  private current(m: EntityManager, record: I9RecordEntity, t: ImageTarget): Promise<I9DocumentImageEntity | null> {
    return new TenantRepository(m, I9DocumentImageEntity)
      .query(record.customer_id, 'i')
      .andWhere('i.record_id = :recordId AND i.list = :list AND i.doc_index = :index AND i.side = :side AND i.removed_at IS NULL', { recordId: record.id, list: t.list, index: t.index, side: t.side })
      .getOne();
  }

  private async requireOpen(m: EntityManager, record: I9RecordEntity): Promise<void> {
    if (await this.revisions.latestSigned(m, record, 'section2')) {
      throw conflict('i9_section2_signed');
    }
  }

  /** Section 2 open (409 i9_section2_signed) and copies kept by this customer (409 i9_document_copies_disabled); answers the maximum size in MB. */
  async uploadLimitMb(m: EntityManager, record: I9RecordEntity): Promise<number> {
    const { policy, maxMb } = await readImagePolicy(this.config, record.customer_id);
    if (!i9ImagesAllowed(policy)) {
      throw conflict('i9_document_copies_disabled');
    }
    await this.requireOpen(m, record);
    return maxMb;
  }
}
