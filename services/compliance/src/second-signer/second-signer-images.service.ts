import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MultipartUpload } from '@attest/platform';
import { DocumentImagesService, type DocumentImagesAnswer } from '../documents/document-images.service';
import { parseImageTarget, type ImageTarget } from '../documents/dto/image-target.dto';
import type { DocumentImageView } from '../documents/image-view';
import { openLink } from './guest-link';
import { patchSecondSigner } from './second-signer-store';

/**
 * The representative's copies of the documents they examine (the guest link opens the record, as for
 * Section 2): list, upload and remove through the documents feature, with the second signer as the actor.
 */
@Injectable()
export class SecondSignerImagesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly images: DocumentImagesService,
  ) {}

  list(token: string, ip: string | null): Promise<DocumentImagesAnswer> {
    return this.ds.transaction(async (m) => {
      const link = await openLink(m, token, ip);
      return this.images.listFor(m, link.record, link.actor);
    });
  }

  /** Before the body is read: the link works and copies may be taken; answers the maximum size in MB. */
  uploadLimitMb(token: string, ip: string | null): Promise<number> {
    return this.ds.transaction(async (m) => {
      const link = await openLink(m, token, ip);
      return this.images.uploadLimitMb(m, link.record);
    });
  }

  upload(token: string, upload: MultipartUpload, ip: string | null): Promise<DocumentImageView> {
    const target = parseImageTarget(upload.fields);
    return this.ds.transaction(async (m) => {
      const link = await openLink(m, token, ip);
      const view = await this.images.store(m, link.record, link.actor, target, upload.file, 'second_signer');
      await patchSecondSigner(m, link.row, { last_activity_at: new Date() });
      return view;
    });
  }

  remove(token: string, target: ImageTarget, ip: string | null): Promise<{ removed: number }> {
    return this.ds.transaction(async (m) => {
      const link = await openLink(m, token, ip);
      return this.images.removeFor(m, link.record, link.actor, target);
    });
  }
}
