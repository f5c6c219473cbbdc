import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import { AuditService, badRequest, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { loadApplicantFor } from '../shared/applicant-scope';
import { ApplicantNoteEntity } from './entities/applicant-note.entity';
import { NoteTypeEntity } from './entities/note-type.entity';
import { DEFAULT_NOTE_TYPES, NOTE_MAX_LENGTH } from './note-types';

export interface NoteView {
  id: number;
  applicant_id: number;
  note_type_id: number;
  note_type: string | null;
  body: string;
  created_by: number;
  created_at: string;
}

/** Applicant notes (GET/POST/DELETE /api/v1/applicants/{applicantId}/notes[/{id}]) and note types. */
@Injectable()
export class ApplicantNotesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The customer's note types; a customer without any gets the defaults first (idempotent under a race). */
  async noteTypes(auth: AuthContext): Promise<{ note_type_id: number; code: string; name: string }[]> {
    const repo = new TenantRepository(this.ds, NoteTypeEntity);
    let rows = await repo.find(auth.customerId, {});
    if (rows.length === 0) {
      try {
        await this.ds
          .createQueryBuilder()
          .insert()
          .into(NoteTypeEntity)
          .values(DEFAULT_NOTE_TYPES.map((t) => ({ ...t, customer_id: auth.customerId })))
          .orIgnore()
          .execute();
      } catch (err) {
        // Two first reads at once: InnoDB may pick one INSERT IGNORE as a deadlock victim; the other wrote the rows.
        if (!(await repo.find(auth.customerId, {})).length) {
          throw err;
        }
      }
      rows = await repo.find(auth.customerId, {});
    }
    return rows.sort((a, b) => a.sort_order - b.sort_order || a.note_type_id - b.note_type_id).map((r) => ({ note_type_id: r.note_type_id, code: r.code, name: r.name }));
  }

  async list(auth: AuthContext, applicantId: number): Promise<NoteView[]> {
    await loadApplicantFor(this.ds, auth, auth.customerId, applicantId);
    const notes = await new TenantRepository(this.ds, ApplicantNoteEntity).find(auth.customerId, { applicant_id: applicantId, deleted_at: IsNull() });
    return this.views(auth, notes.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.note_id - a.note_id));
  }

  async get(auth: AuthContext, applicantId: number, id: number): Promise<NoteView> {
    await loadApplicantFor(this.ds, auth, auth.customerId, applicantId);
    const note = await new TenantRepository(this.ds, ApplicantNoteEntity).findOneOr404(auth.customerId, { note_id: id, applicant_id: applicantId, deleted_at: IsNull() });
    const [view] = await this.views(auth, [note]);
    return view;
  }

  async add(auth: AuthContext, applicantId: number, body: unknown): Promise<NoteView> {
    const b = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
    const text = typeof b.body === 'string' ? b.body.trim() : '';
    const typeId = b.note_type_id;
    const fields: Record<string, string> = {};
    if (!text) {
      fields.body = 'required_field';
    } else if (text.length > NOTE_MAX_LENGTH) {
      fields.body = 'max_length';
    }
    if (typeof typeId !== 'number' || !Number.isInteger(typeId) || typeId <= 0) {
      fields.note_type_id = 'required_field';
    }
    const unknown = Object.keys(b).filter((k) => k !== 'body' && k !== 'note_type_id');
    for (const k of unknown) {
      fields[k] = 'unknown_field';
    }
    if (Object.keys(fields).length) {
      throw badRequest('validation_failed', { fields });
    }
    await this.noteTypes(auth);
    const note = await this.ds.transaction(async (m) => {
      await loadApplicantFor(m, auth, auth.customerId, applicantId);
      const type = await new TenantRepository(m, NoteTypeEntity).findOne(auth.customerId, { note_type_id: typeId as number });
      if (!type) {
        throw badRequest('validation_failed', { fields: { note_type_id: 'invalid_option' } });
      }
      const row = await new TenantRepository(m, ApplicantNoteEntity).insert(auth.customerId, {
        applicant_id: applicantId,
        note_type_id: type.note_type_id,
        body: text,
        created_by: auth.userId ?? 0,
        created_at: new Date(),
        deleted_at: null,
      });
      await this.audit.record(auth, { entity: 'applicant_note', entityId: row.note_id, action: 'create', changes: { applicant_id: { from: null, to: applicantId }, note_type: { from: null, to: type.code } } }, m);
      return row;
    });
    const [view] = await this.views(auth, [note]);
    return view;
  }

  /** Deletes one note, or (DELETE on the collection) the listed ids; soft and audited; all or nothing. */
  async remove(auth: AuthContext, applicantId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) {
      throw badRequest('validation_failed', { fields: { ids: 'required_field' } });
    }
    await this.ds.transaction(async (m) => {
      await loadApplicantFor(m, auth, auth.customerId, applicantId);
      const repo = new TenantRepository(m, ApplicantNoteEntity);
      const found = await repo.find(auth.customerId, { note_id: In(ids), applicant_id: applicantId, deleted_at: IsNull() });
      if (found.length !== new Set(ids).size) {
        throw notFound();
      }
      const now = new Date();
      await repo.update(auth.customerId, { note_id: In(ids) }, { deleted_at: now });
      for (const n of found) {
        await this.audit.record(auth, { entity: 'applicant_note', entityId: n.note_id, action: 'delete', changes: { applicant_id: { from: applicantId, to: applicantId }, deleted_at: { from: null, to: now.toISOString() } } }, m);
      }
    });
  }

  private async views(auth: AuthContext, notes: ApplicantNoteEntity[]): Promise<NoteView[]> {
    const types = new Map((await this.noteTypes(auth)).map((t) => [t.note_type_id, t.name]));
    return notes.map((n) => ({
      id: n.note_id,
      applicant_id: n.applicant_id,
      note_type_id: n.note_type_id,
      note_type: types.get(n.note_type_id) ?? null,
      body: n.body,
      created_by: n.created_by,
      created_at: n.created_at.toISOString(),
    }));
  }
}
