import { In, type DataSource, type EntityManager } from 'typeorm';
import { notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { TemplateEntity } from '@attest/forms';
import { PackageEntity } from '../packages/entities';
import { SigRequestTemplateEntity } from './entities/sig-request-template.entity';
import { SigRequestEntity } from './entities/sig-request.entity';
import { SignedDocumentEntity } from './entities/signed-document.entity';
import { toSignatureRequest, type TemplateRow } from './sig-request-view';
import type { SignatureRequest } from '@attest/contracts';

/** A request of the active customer the caller may reach (an applicant only their own); else 404. */
export async function findSigRequest(db: DataSource | EntityManager, auth: AuthContext, id: number): Promise<SigRequestEntity> {
  const req = await new TenantRepository(db, SigRequestEntity).findOneOr404(auth.customerId, { sig_request_id: id });
  if (auth.party === 'applicant' && req.applicant_id !== auth.applicantId) {
    throw notFound();
  }
  return req;
}

export async function templateLinks(db: DataSource | EntityManager, customerId: number, ids: number[]): Promise<SigRequestTemplateEntity[]> {
  return ids.length ? new TenantRepository(db, SigRequestTemplateEntity).find(customerId, { sig_request_id: In(ids) }) : [];
}

export async function templateRows(db: DataSource | EntityManager, customerId: number, ids: number[]): Promise<Map<number, TemplateRow>> {
  const rows = ids.length ? await new TenantRepository(db, TemplateEntity).find(customerId, { template_id: In([...new Set(ids)]) }) : [];
  return new Map(rows.map((t) => [t.template_id, t]));
}

/** Requests with their templates, package names and signed-document flags, in as few queries as the list needs. */
export async function viewsOf(db: DataSource | EntityManager, customerId: number, reqs: SigRequestEntity[], forApplicant: boolean): Promise<SignatureRequest[]> {
  const ids = reqs.map((r) => r.sig_request_id);
  const links = await templateLinks(db, customerId, ids);
  const templates = await templateRows(db, customerId, links.map((l) => l.template_id));
  const packageIds = [...new Set(reqs.map((r) => r.package_id).filter((p): p is number => p !== null))];
  const packages = packageIds.length ? await new TenantRepository(db, PackageEntity).find(customerId, { package_id: In(packageIds) }) : [];
  const names = new Map(packages.map((p) => [p.package_id, p.name]));
  const signed = ids.length ? await new TenantRepository(db, SignedDocumentEntity).find(customerId, { sig_request_id: In(ids) }) : [];
  const signedIds = new Set(signed.map((s) => s.sig_request_id));
  return reqs.map((r) =>
    toSignatureRequest(
      r,
      links.filter((l) => l.sig_request_id === r.sig_request_id),
      templates,
      { packageName: r.package_id !== null ? (names.get(r.package_id) ?? null) : null, signed: signedIds.has(r.sig_request_id), forApplicant },
    ),
  );
}
