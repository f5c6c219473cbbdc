import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import { readChecklistSignature, type SkillChecklistState } from '@attest/contracts';
import { badRequest, locationScope, notFound, requireCustomer, STORAGE, StorageObjectNotFoundError, TenantRepository, type AuthContext, type StorageService } from '@attest/platform';
import { ApplicantEntity } from '../applicant-record/entities';
import { findApplicantInScope } from '../shared/applicant-scope';
import { checklistItems } from '../skill-checklists/checklist-store';
import { renderChecklistPdf } from '../skill-checklists/checklist-pdf-renderer';
import { ApplicantSkillChecklistEntity } from '../skill-checklists/entities/applicant-skill-checklist.entity';
import { SkillChecklistEntity } from '../skill-checklists/entities/skill-checklist.entity';
import { storedAnswers, ymd } from '../skill-checklists/skill-checklist.mapper';
import { readScale } from './checklist-definition';
import type { AssignedChecklistRow } from './skill-checklist-admin.types';

const STATES: readonly SkillChecklistState[] = ['ADDED', 'STARTED', 'SAVED', 'SAVED_WITH_SIGNATURE', 'COMPLETED', 'SKIPPED'];
const fileName = (name: string) => `${name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'skills-checklist'}.pdf`;
const fullName = (a: Pick<ApplicantEntity, 'first_name' | 'last_name'>) => [a.first_name, a.last_name].filter(Boolean).join(' ');

/** The manager's view of who a checklist is assigned to, and the PDF of a completed one (staff-side §2). */
@Injectable()
export class SkillChecklistAssignedService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
  ) {}

  /** The applicants (of the caller's locations) the checklist is assigned to; `state` narrows it (COMPLETED: the completed ones). */
  async list(auth: AuthContext, customerId: number, checklistId: number, state: string | undefined): Promise<AssignedChecklistRow[]> {
    requireCustomer(auth, customerId);
    if (state !== undefined && !STATES.includes(state as SkillChecklistState)) {
      throw badRequest('validation_failed', { fields: { state: 'invalid_entry' } });
    }
    await new TenantRepository(this.ds, SkillChecklistEntity).findOneOr404(auth.customerId, { checklist_id: checklistId });
    const rows = await new TenantRepository(this.ds, ApplicantSkillChecklistEntity).find(auth.customerId, {
      checklist_id: checklistId, ...(state ? { state: state as SkillChecklistState } : {}),
    });
    if (!rows.length) {
      return [];
    }
    const scope = locationScope(auth);
    const applicants = await new TenantRepository(this.ds, ApplicantEntity).find(auth.customerId, {
      applicant_id: In([...new Set(rows.map((r) => r.applicant_id))]), deleted_at: IsNull(), ...(scope === null ? {} : { location_id: In(scope.length ? scope : [-1]) }),
    });
    const byId = new Map(applicants.map((a) => [a.applicant_id, a]));
    return rows
      .filter((r) => byId.has(r.applicant_id))
      .sort((a, b) => (b.completed_at?.getTime() ?? 0) - (a.completed_at?.getTime() ?? 0) || a.id - b.id)
      .map((r) => ({
        id: r.id, applicant_id: r.applicant_id, applicant_name: fullName(byId.get(r.applicant_id)!), state: r.state,
        assigned_date: ymd(r.assigned_at)!, completed_date: ymd(r.completed_at), has_pdf: !!r.pdf_storage_key,
      }));
  }

  /** The completed checklist's PDF: the stored one, or rendered on the fly when the applicant never generated it (a read writes nothing). 404 unless completed. */
  async pdf(auth: AuthContext, customerId: number, id: number): Promise<StreamableFile> {
    requireCustomer(auth, customerId);
    const row = await new TenantRepository(this.ds, ApplicantSkillChecklistEntity).findOneOr404(auth.customerId, { id });
    const applicant = await findApplicantInScope(this.ds, auth, row.applicant_id);
    const def = await new TenantRepository(this.ds, SkillChecklistEntity).findOneOr404(auth.customerId, { checklist_id: row.checklist_id });
    if (row.state !== 'COMPLETED') {
      throw notFound('checklist_not_completed');
    }
    const disposition = `inline; filename="${fileName(def.name)}"`;
    if (row.pdf_storage_key) {
      try {
        return new StreamableFile(await this.storage.read(row.pdf_storage_key), { type: 'application/pdf', disposition });
      } catch (err) {
        if (!(err instanceof StorageObjectNotFoundError)) {
          throw err;
        }
      }
    }
    const answers = storedAnswers(row);
    const bytes = Buffer.from(
      await renderChecklistPdf({
        name: def.name, description: def.description, applicantName: fullName(applicant), completedDate: ymd(row.completed_at),
        items: (await checklistItems(this.ds, auth.customerId, def.checklist_id)).map((i) => ({ section: i.section, skill: i.skill, answer: answers[String(i.item_id)] })),
        signature: readChecklistSignature(row.signature).signature, language: applicant.language, scale: readScale(def),
      }),
    );
    return new StreamableFile(bytes, { type: 'application/pdf', disposition });
  }
}
