import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, badRequest, maskTail, notFound, STORAGE, TenantRepository, type AuthContext, type StorageService } from '@attest/platform';
import { LicenseEntity } from '../licenses/entities/license.entity';
import { loadApplicantFor } from '../shared/applicant-scope';

const LINK_TTL_SECONDS = 15 * 60;

interface DocumentRow {
  document_id: number;
  doc_type: string;
  file_name: string;
  mime: string;
  size: number;
  storage_key: string;
  created: Date | string;
}

export interface LicensePicturesView {
  id: number;
  license_type: string;
  license_number: string | null;
  state: string | null;
  expiration_date: string | null;
  active: boolean;
  front: { document_id: number; mime: string; file_name: string } | null;
  back: { document_id: number; mime: string; file_name: string } | null;
}

/**
 * Professional licenses with their front and back pictures (decision 0043: served under `licenses`) and the
 * applicant's uploaded documents, for the staff in-page viewer. The pictures are uploads (apl_documents, edocs' setdocs);
 * a licence names them by id, read here tenant-scoped and never outside the applicant.
 */
@Injectable()
export class LicensePicturesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly audit: AuditService,
  ) {}

  async documents(auth: AuthContext, applicantId: number) {
    await loadApplicantFor(this.ds, auth, auth.customerId, applicantId);
    const rows = await this.documentRows(this.ds.manager, auth.customerId, applicantId);
    return rows.map(({ storage_key: _k, created, ...r }) => ({ ...r, created: new Date(created).toISOString() }));
  }

  async list(auth: AuthContext, applicantId: number): Promise<LicensePicturesView[]> {
    await loadApplicantFor(this.ds, auth, auth.customerId, applicantId);
    const licenses = await new TenantRepository(this.ds, LicenseEntity).find(auth.customerId, { applicant_id: applicantId, deleted: 0 });
    const docs = new Map((await this.documentRows(this.ds.manager, auth.customerId, applicantId)).map((d) => [d.document_id, d]));
    const picture = (id: number | null) => {
      const d = id === null ? undefined : docs.get(id);
      return d ? { document_id: d.document_id, mime: d.mime, file_name: d.file_name } : null;
    };
    return licenses.map((l) => ({
      id: l.license_id,
      license_type: l.license_type,
      license_number: maskTail(l.license_number),
      state: l.state,
      expiration_date: l.expiration_date,
      active: l.active === 1,
      front: picture(l.front_document_id),
      back: picture(l.back_document_id),
    }));
  }

  /** GET .../licenses/{id}/fileUrl[?isBack=true]: an expiring link to the front (or back) picture. */
  async fileUrl(auth: AuthContext, applicantId: number, id: number, back: boolean): Promise<{ url: string; mime: string; file_name: string }> {
    await loadApplicantFor(this.ds, auth, auth.customerId, applicantId);
    const license = await this.license(this.ds.manager, auth, applicantId, id);
    const docId = back ? license.back_document_id : license.front_document_id;
    const [doc] = docId === null ? [] : await this.documentRows(this.ds.manager, auth.customerId, applicantId, docId);
    if (!doc || !(await this.storage.exists(doc.storage_key))) {
      throw notFound('file_not_found');
    }
    return { url: this.storage.signedUrl(doc.storage_key, { ttlSeconds: LINK_TTL_SECONDS, filename: doc.file_name }), mime: doc.mime, file_name: doc.file_name };
  }

  /** PUT .../licenses/{id}/images: names the uploaded documents that are the front and back pictures. */
  async setImages(auth: AuthContext, applicantId: number, id: number, body: unknown): Promise<LicensePicturesView[]> {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const pick = (k: 'front_document_id' | 'back_document_id'): number | null | undefined => {
      const v = b[k];
      if (v === undefined || v === null) {
        return v;
      }
      if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) {
        throw badRequest('validation_failed', { fields: { [k]: 'number_validator' } });
      }
      return v;
    };
    const front = pick('front_document_id');
    const back = pick('back_document_id');
    await this.ds.transaction(async (m) => {
      await loadApplicantFor(m, auth, auth.customerId, applicantId);
      const license = await this.license(m, auth, applicantId, id);
      for (const docId of [front, back]) {
        if (typeof docId === 'number' && (await this.documentRows(m, auth.customerId, applicantId, docId)).length === 0) {
          throw notFound();
        }
      }
      const patch = { ...(front !== undefined ? { front_document_id: front } : {}), ...(back !== undefined ? { back_document_id: back } : {}) };
      await new TenantRepository(m, LicenseEntity).update(auth.customerId, { license_id: id }, patch);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [k, v] of Object.entries(patch)) {
        changes[k] = { from: license[k as keyof typeof patch], to: v };
      }
      await this.audit.record(auth, { entity: 'applicant_license', entityId: id, action: 'update', changes }, m);
    });
    return this.list(auth, applicantId);
  }

  /** DELETE .../licenses/{id}: soft (deleted=1), audited. */
  async remove(auth: AuthContext, applicantId: number, id: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      await loadApplicantFor(m, auth, auth.customerId, applicantId);
      await this.license(m, auth, applicantId, id);
      await new TenantRepository(m, LicenseEntity).update(auth.customerId, { license_id: id }, { deleted: 1 });
      await this.audit.record(auth, { entity: 'applicant_license', entityId: id, action: 'delete', changes: { deleted: { from: 0, to: 1 }, applicant_id: { from: applicantId, to: applicantId } } }, m);
    });
  }

  private license(m: EntityManager, auth: AuthContext, applicantId: number, id: number): Promise<LicenseEntity> {
    return new TenantRepository(m, LicenseEntity).findOneOr404(auth.customerId, { license_id: id, applicant_id: applicantId, deleted: 0 });
  }

  private async documentRows(m: EntityManager, customerId: number, applicantId: number, documentId?: number): Promise<DocumentRow[]> {
    const one = documentId === undefined ? '' : ' AND document_id = ?';
    return (await m.query(
      `SELECT document_id, doc_type, file_name, mime, size, storage_key, created FROM apl_documents WHERE customer_id = ? AND applicant_id = ?${one} ORDER BY created DESC, document_id DESC`,
      documentId === undefined ? [customerId, applicantId] : [customerId, applicantId, documentId],
    )) as DocumentRow[];
  }
}
