import { Inject, Injectable } from '@nestjs/common';
import { Brackets, DataSource } from 'typeorm';
import { AuditLogEntity, TenantRepository, type AuthContext } from '@attest/platform';
import { ApplicantNoteEntity } from '../applicant-notes/entities/applicant-note.entity';
import { loadApplicantFor } from '../shared/applicant-scope';

/** Newest events answered. */
const TIMELINE_LIMIT = 200;

export type TimelineKind = 'registration' | 'sign_in' | 'status' | 'document' | 'note' | 'staff_action' | 'applicant_action';

export interface TimelineEvent {
  at: string;
  kind: TimelineKind;
  /** The audit action (update, activate, login_success, ...); 'registered' for the registration. */
  action: string;
  actor_party: string;
  actor_id: number;
  /** Set when a staff user acted through "log in as applicant". */
  acting_user_id: number | null;
  /** Field names that changed (values stay in the audit log, which has its own permission). */
  fields: string[];
}

/**
 * The applicant's activity: the registration, then what the audit log holds about the applicant, their
 * sign-ins, application status, documents and notes, newest first.
 */
@Injectable()
export class ApplicantTimelineService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async timeline(auth: AuthContext, applicantId: number): Promise<TimelineEvent[]> {
    const applicant = await loadApplicantFor(this.ds, auth, auth.customerId, applicantId);
    const noteIds = (await new TenantRepository(this.ds, ApplicantNoteEntity).find(auth.customerId, { applicant_id: applicantId })).map((n) => String(n.note_id));
    const docIds = ((await this.ds.query('SELECT document_id FROM apl_documents WHERE customer_id = ? AND applicant_id = ?', [auth.customerId, applicantId])) as { document_id: number }[]).map((d) =>
      String(d.document_id),
    );
    const id = String(applicantId);
    const qb = this.ds
      .getRepository(AuditLogEntity)
      .createQueryBuilder('l')
      .where('l.customer_id = :c', { c: auth.customerId })
      .andWhere(
        new Brackets((w) => {
          w.where('l.entity IN (:...own) AND l.entity_id = :id', { own: ['applicant', 'applicant_sign_in', 'application_status'], id });
          if (noteIds.length) {
            w.orWhere('l.entity = :note AND l.entity_id IN (:...noteIds)', { note: 'applicant_note', noteIds });
          }
          if (docIds.length) {
            w.orWhere('l.entity = :doc AND l.entity_id IN (:...docIds)', { doc: 'applicant_document', docIds });
          }
        }),
      )
      .orderBy('l.created_at', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .limit(TIMELINE_LIMIT);
    const rows = await qb.getMany();
    const events: TimelineEvent[] = rows.map((r) => ({
      at: r.created_at.toISOString(),
      kind: kindOf(r.entity, r.actor_party),
      action: r.action,
      actor_party: r.actor_party,
      actor_id: r.actor_id,
      acting_user_id: r.acting_user_id ?? null,
      fields: fieldsOf(r.changes),
    }));
    if (events.length < TIMELINE_LIMIT) {
      events.push({ at: applicant.date_registered.toISOString(), kind: 'registration', action: 'registered', actor_party: 'applicant', actor_id: applicantId, acting_user_id: null, fields: [] });
    }
    return events;
  }
}

function kindOf(entity: string, party: string): TimelineKind {
  switch (entity) {
    case 'applicant_sign_in':
      return 'sign_in';
    case 'application_status':
      return 'status';
    case 'applicant_document':
      return 'document';
    case 'applicant_note':
      return 'note';
    default:
      return party === 'user' ? 'staff_action' : 'applicant_action';
  }
}

function fieldsOf(changes: string): string[] {
  try {
    return Object.keys(JSON.parse(changes) as Record<string, unknown>).filter((k) => k !== 'applicant_id');
  } catch {
    return [];
  }
}
