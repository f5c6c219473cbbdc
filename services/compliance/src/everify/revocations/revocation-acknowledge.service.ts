import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { conflict, fieldErrors, isMysql, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { I9RecordsService } from '../../records/i9-records.service';
import { lockRecord } from '../../records/record-lock';
import { ActorService, type Actor } from '../../shared/actor';
import { todayYmd } from '../../shared/i9-rules';
import { TrailService } from '../../trail/trail.service';
import { EverifyAccess } from '../cases/everify-access';
import type { AcknowledgeRevocationBody } from './dto/acknowledge-revocation.dto';
import { EadRevocationEntity } from './entities';
import { openReverifyTask } from './reverify-tasks';
import { candidateIds, revocationView, type RevocationView } from './revocation-view';

const revocationTarget = (id: number): string => `revocation#${id}`;

/**
 * PUT /api/v1/everify/revocations/{id}/acknowledgement: a person has seen the row (once: 409
 * ead_revocation_acknowledged after). For a row the matcher could not settle, `i9_record_id` names the
 * employee (one of an ambiguous row's candidates; any I-9 in the caller's scope for an unmatched row): that
 * I-9 gets its Supplement B reverification task. A matched row's I-9 trail records the acknowledgement.
 */
@Injectable()
export class RevocationAcknowledgeService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly access: EverifyAccess,
    private readonly records: I9RecordsService,
    private readonly actors: ActorService,
    private readonly trail: TrailService,
  ) {}

  async acknowledge(auth: AuthContext, id: number, body: AcknowledgeRevocationBody): Promise<RevocationView> {
    const flags = await this.access.requireEnabled(auth);
    return this.ds.transaction(async (m) => {
      const found = await new TenantRepository(m, EadRevocationEntity).findOne(auth.customerId, { id });
      if (!found) {
        throw notFound();
      }
      this.access.requireInScope(auth, flags, found.location_id);
      const actor = await this.actors.of(m, auth);
      // The record (when there is one) is locked before the row: the lock order of every I-9 write.
      const row = body.i9_record_id ? await this.resolve(m, auth, found, body.i9_record_id, actor) : await this.lockedRow(m, auth.customerId, id, found.i9_record_id);
      if (row.acknowledged_at) {
        throw conflict('ead_revocation_acknowledged');
      }
      const patch = { acknowledged_by: actor.id, acknowledged_by_name: actor.name, acknowledged_at: new Date() };
      await new TenantRepository(m, EadRevocationEntity).update(auth.customerId, { id }, patch);
      Object.assign(row, patch);
      if (row.i9_record_id !== null) {
        const record = await lockRecord(m, auth.customerId, row.i9_record_id);
        await this.trail.append(m, record, actor, { action: 'update', target: revocationTarget(row.id), after: { acknowledged: true, reverify_task_id: row.reverify_task_id } });
      }
      return revocationView(row, new Map());
    });
  }

  /** An unsettled row gets the employee a person chose, and that I-9 its reverification task. */
  private async resolve(m: EntityManager, auth: AuthContext, found: EadRevocationEntity, recordId: number, actor: Actor): Promise<EadRevocationEntity> {
    if (found.match_kind !== 'none' && found.match_kind !== 'ambiguous') {
      throw fieldErrors({ i9_record_id: 'ead_revocation_already_matched' });
    }
    if (found.match_kind === 'ambiguous' && !candidateIds(found).includes(recordId)) {
      throw fieldErrors({ i9_record_id: 'ead_revocation_not_a_candidate' });
    }
    const { record, applicant } = await this.records.lockInScope(m, auth, recordId);
    const row = await this.lockedRow(m, auth.customerId, found.id, null);
    if (row.i9_record_id !== null || row.acknowledged_at) {
      throw conflict('ead_revocation_acknowledged');
    }
    const task = await openReverifyTask(m, this.trail, auth.customerId, actor, {
      recordId: record.id,
      locationId: applicant.location_id ?? record.location_id,
      dueDate: row.revocation_date && row.revocation_date < todayYmd() ? row.revocation_date : todayYmd(),
      revocation: { match_kind: row.match_kind, chosen_by_person: true, revocation_date: row.revocation_date, case_number: row.case_number, a_number_masked: row.a_number_masked, card_number_masked: row.card_number_masked },
    });
    const patch = { i9_record_id: record.id, applicant_id: applicant.applicant_id, location_id: applicant.location_id ?? record.location_id, reverify_task_id: task.taskId };
    await new TenantRepository(m, EadRevocationEntity).update(auth.customerId, { id: row.id }, patch);
    return Object.assign(row, patch);
  }

  /** The row locked for the rest of the transaction (its record, when it has one, locked first). */
  private async lockedRow(m: EntityManager, customerId: number, id: number, recordId: number | null): Promise<EadRevocationEntity> {
    if (recordId !== null) {
      await lockRecord(m, customerId, recordId);
    }
    const qb = new TenantRepository(m, EadRevocationEntity).query(customerId, 'r').andWhere('r.id = :id', { id });
    if (isMysql(m.connection)) {
      qb.setLock('pessimistic_write');
    }
    const row = await qb.getOne();
    if (!row) {
      throw notFound();
    }
    return row;
  }
}
