import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findApplicantInScope } from '../shared/applicant-scope';
import { readChecklistSignature, skillChecklistTransition } from '@attest/contracts';
import { AuditService, conflict, notFound, STORAGE, StorageObjectNotFoundError, TenantRepository, type AuthContext, type StorageService } from '@attest/platform';
import { loadOwnChecklist } from './checklist-store';
import { renderChecklistPdf } from './checklist-pdf-renderer';
import { ApplicantSkillChecklistEntity } from './entities/applicant-skill-checklist.entity';
import { readScale } from '../skill-checklist-admin/checklist-definition';
import { storedAnswers, ymd } from './skill-checklist.mapper';

/** How long the download link of a generated PDF works. */
const LINK_TTL_SECONDS = 15 * 60;

const fileName = (name: string) => `${name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'skills-checklist'}.pdf`;

/** The PDF of a completed skills checklist, kept in the platform storage. */
@Injectable()
export class SkillChecklistPdfService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly audit: AuditService,
  ) {}

  /** Renders and stores the PDF (again, when asked again); answers a signed download link. */
  async generate(auth: AuthContext, id: number): Promise<{ url: string }> {
    const { row, def, items } = await loadOwnChecklist(this.ds, auth, id);
    const allowed = skillChecklistTransition(row.state, 'pdf');
    if (!allowed.ok) {
      throw conflict(allowed.key, { state: row.state });
    }
    const applicant = await findApplicantInScope(this.ds, auth, row.applicant_id);
    const answers = storedAnswers(row);
    const bytes = await renderChecklistPdf({
      name: def.name,
      description: def.description,
      applicantName: [applicant.first_name, applicant.last_name].filter(Boolean).join(' '),
      completedDate: ymd(row.completed_at),
      items: items.map((i) => ({ section: i.section, skill: i.skill, answer: answers[String(i.item_id)] })),
      signature: readChecklistSignature(row.signature).signature,
      language: applicant.language,
      scale: readScale(def),
    });
    const key = `skill-checklists/${auth.customerId}/${row.applicant_id}/${row.id}.pdf`;
    await this.storage.put(key, Buffer.from(bytes), 'application/pdf');
    await new TenantRepository(this.ds, ApplicantSkillChecklistEntity).update(auth.customerId, { id: row.id }, { pdf_storage_key: key, updated_at: new Date() });
    await this.audit.record(auth, { entity: 'skill_checklist', entityId: id, action: 'pdf', changes: {} });
    return { url: this.storage.signedUrl(key, { ttlSeconds: LINK_TTL_SECONDS, filename: fileName(def.name) }) };
  }

  /** The stored PDF; 404 before it was generated. */
  async read(auth: AuthContext, id: number): Promise<StreamableFile> {
    const { row, def } = await loadOwnChecklist(this.ds, auth, id);
    if (!row.pdf_storage_key) {
      throw notFound('pdf_not_generated');
    }
    try {
      const stream = await this.storage.read(row.pdf_storage_key);
      return new StreamableFile(stream, { type: 'application/pdf', disposition: `inline; filename="${fileName(def.name)}"` });
    } catch (err) {
      if (err instanceof StorageObjectNotFoundError) {
        throw notFound('pdf_not_generated');
      }
      throw err;
    }
  }
}
