import { Global, Injectable, Module } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { SigRequestFormHook } from '@attest/forms';
import { badRequest, notFound, TenantRepository, type AuthContext, type RequestMeta } from '@attest/platform';
import { SigRequestEntity, SigRequestTemplateEntity } from './entities';
import { SignatureRequestsModule } from './signature-requests.module';
import { SignatureRequestsService } from './signature-requests.service';

/** A raw datetime: a Date (MariaDB) or SQLite's UTC text without a zone. */
function utcTime(v: Date | string): number {
  return typeof v === 'string' && !/[zZ]|[+-]\d\d:?\d\d$/.test(v.slice(10)) ? new Date(`${v.replace(' ', 'T')}Z`).getTime() : new Date(v).getTime();
}

/** The engine's view of signature requests: progress of a request's forms, and which open requests use a template. */
@Injectable()
export class EdocsSigRequestFormHook extends SigRequestFormHook {
  constructor(private readonly requests: SignatureRequestsService) {
    super();
  }

  markFormComplete(m: EntityManager, auth: AuthContext, sigRequestId: number, templateId: number, applicantId: number, meta?: RequestMeta): Promise<void> {
    return this.requests.markFormComplete(m, auth, sigRequestId, templateId, applicantId, meta);
  }

  /** Open: no complete_date (being filled, signed or rendered) and not past its expiration. */
  async openRequestsUsing(db: DataSource | EntityManager, customerId: number, templateId: number): Promise<number> {
    const rows = await new TenantRepository(db, SigRequestTemplateEntity)
      .query(customerId, 't')
      .innerJoin('edc_sig_requests', 'r', 'r.sig_request_id = t.sig_request_id AND r.customer_id = t.customer_id')
      .andWhere('t.template_id = :templateId', { templateId })
      .andWhere('r.complete_date IS NULL')
      .select('r.sig_request_id', 'id')
      .addSelect('r.expiration_date', 'expiration_date')
      .getRawMany<{ id: number; expiration_date: Date | string | null }>();
    // Expiry compared here: a Date bound in SQL is not portable to SQLite.
    const now = Date.now();
    return new Set(rows.filter((r) => r.expiration_date === null || utcTime(r.expiration_date) > now).map((r) => Number(r.id))).size;
  }

  async templateVersionOf(db: DataSource | EntityManager, customerId: number, applicantId: number, sigRequestId: number, templateId: number): Promise<number | null> {
    const request = await new TenantRepository(db, SigRequestEntity).findOne(customerId, { sig_request_id: sigRequestId, applicant_id: applicantId });
    if (!request) {
      throw notFound();
    }
    // Her request without this template: the same answer as the submit's form-complete step gives.
    const link = await new TenantRepository(db, SigRequestTemplateEntity).findOne(customerId, { sig_request_id: sigRequestId, template_id: templateId });
    if (!link) {
      throw badRequest('validation_failed', { fields: { sig_request_id: 'invalid_entry' } });
    }
    return link.template_version ?? null;
  }
}

/** Gives the form engine (forms) what it needs of signature requests (SigRequestFormHook). */
@Global()
@Module({
  imports: [SignatureRequestsModule],
  providers: [EdocsSigRequestFormHook, { provide: SigRequestFormHook, useExisting: EdocsSigRequestFormHook }],
  exports: [SigRequestFormHook],
})
export class SigRequestFormHookModule {}
