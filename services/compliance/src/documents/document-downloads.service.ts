import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'stream';
import { DataSource } from 'typeorm';
import { PERMISSIONS } from '@attest/contracts';
import { requirePermission, StorageObjectNotFoundError, storeZip, type AuthContext, type ZipEntry } from '@attest/platform';
import { I9PdfService } from '../records/i9-pdf.service';
import { I9RecordsService } from '../records/i9-records.service';
import { ActorService } from '../shared/actor';
import { TrailService } from '../trail/trail.service';
import type { I9DocumentImageEntity } from './entities';
import { imageFileName } from './image-links';
import { currentImages } from './image-policy';
import { ImageVault } from './image-vault';

/**
 * GET /api/v1/submissions/{id}/downloads: one ZIP of the I-9 PDF and the document copies, streamed (one image
 * decrypted at a time). The download is a trail row naming the images; the PDF adds its own view row.
 */
@Injectable()
export class DocumentDownloadsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
    private readonly pdfs: I9PdfService,
    private readonly vault: ImageVault,
  ) {}

  async zip(auth: AuthContext, recordId: number, reveal: boolean): Promise<Readable> {
    if (reveal) {
      requirePermission(auth, PERMISSIONS.PII_SSN_REVEAL);
    }
    const images = await this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const rows = await currentImages(m, record);
      await this.trail.append(m, record, await this.actors.of(m, auth), { action: 'view', target: 'downloads', after: { images: rows.map((i) => i.id), reveal } });
      return rows;
    });
    const pdf = Buffer.from(await this.pdfs.render(auth, recordId, reveal));
    return Readable.from(storeZip(this.entries(recordId, pdf, images)));
  }

  /** The PDF, then each image whose file is still there (a file lost from storage is left out, not a broken ZIP). */
  private async *entries(recordId: number, pdf: Buffer, images: I9DocumentImageEntity[]): AsyncGenerator<ZipEntry> {
    yield { name: `i9-${recordId}.pdf`, data: pdf };
    for (const image of images) {
      let data: Buffer;
      try {
        data = await this.vault.read(image.storage_key);
      } catch (err) {
        if (err instanceof StorageObjectNotFoundError) {
          continue;
        }
        throw err;
      }
      yield { name: `documents/${imageFileName(image)}`, data, modified: new Date(image.created_at) };
    }
  }
}
