import { Injectable } from '@nestjs/common';
import { IsNull, Not, type EntityManager } from 'typeorm';
import { TenantRepository } from '@attest/platform';
import type { Actor } from '../shared/actor';
import { parsePayload, type Payload } from '../shared/payload-mask';
import { I9RevisionEntity, type I9RecordEntity, type I9Section } from './entities';

export interface SavedDraft {
  revision: I9RevisionEntity;
  /** The payload it had before (null for a new revision: then `corrects` is what it corrects). */
  before: Payload | null;
  corrects: I9RevisionEntity | null;
}

/**
 * The revisions of a record's sections. Called with the record locked (lockRecord), so revision
 * numbers cannot collide. A signed revision is never updated: saving after a signature starts a new
 * revision that corrects it.
 */
@Injectable()
export class RevisionsService {
  private repo(m: EntityManager) {
    return new TenantRepository(m, I9RevisionEntity);
  }

  /** Every revision of the record (optionally of one section), oldest first. */
  list(m: EntityManager, record: I9RecordEntity, section?: I9Section): Promise<I9RevisionEntity[]> {
    const qb = this.repo(m).query(record.customer_id, 'v').andWhere('v.record_id = :recordId', { recordId: record.id });
    if (section) {
      qb.andWhere('v.section = :section', { section });
    }
    return qb.orderBy('v.section', 'ASC').addOrderBy('v.revision', 'ASC').getMany();
  }

  latest(m: EntityManager, record: I9RecordEntity, section: I9Section): Promise<I9RevisionEntity | null> {
    return this.repo(m).query(record.customer_id, 'v').andWhere('v.record_id = :recordId AND v.section = :section', { recordId: record.id, section }).orderBy('v.revision', 'DESC').getOne();
  }

  latestSigned(m: EntityManager, record: I9RecordEntity, section: I9Section): Promise<I9RevisionEntity | null> {
    return this.repo(m)
      .query(record.customer_id, 'v')
      .andWhere('v.record_id = :recordId AND v.section = :section AND v.signed_at IS NOT NULL', { recordId: record.id, section })
      .orderBy('v.revision', 'DESC')
      .getOne();
  }

  /** The unsigned revision being edited (a first draft or a pending correction), if any. */
  async draft(m: EntityManager, record: I9RecordEntity, section: I9Section): Promise<I9RevisionEntity | null> {
    const latest = await this.latest(m, record, section);
    return latest && !latest.signed_at ? latest : null;
  }

  /** Saves a draft: updates the unsigned revision in place, or starts one (correcting the signed one). */
  async saveDraft(m: EntityManager, record: I9RecordEntity, section: I9Section, payload: Payload, actor: Actor): Promise<SavedDraft> {
    const latest = await this.latest(m, record, section);
    const now = new Date();
    if (latest && !latest.signed_at) {
      const before = parsePayload(latest.payload);
      latest.payload = JSON.stringify(payload);
      latest.ip = actor.ip;
      latest.updated_at = now;
      await this.repo(m).update(record.customer_id, { id: latest.id }, { payload: latest.payload, ip: actor.ip, updated_at: now });
      return { revision: latest, before, corrects: null };
    }
    const revision = await this.insert(m, record, section, payload, actor, latest, null);
    return { revision, before: null, corrects: latest };
  }

  /** A new revision signed at once (staff sign Section 2, its corrections and Supplement B in one step). */
  async insertSigned(m: EntityManager, record: I9RecordEntity, section: I9Section, payload: Payload, actor: Actor, signerName: string | null): Promise<SavedDraft> {
    const latest = await this.latest(m, record, section);
    if (latest && !latest.signed_at) {
      // An unsigned draft of the same section is what is being signed.
      latest.payload = JSON.stringify(payload);
      await this.repo(m).update(record.customer_id, { id: latest.id }, { payload: latest.payload, updated_at: new Date() });
      const corrects = latest.corrects_revision_id ? await this.repo(m).findOne(record.customer_id, { id: latest.corrects_revision_id }) : null;
      return { revision: await this.sign(m, latest, actor, signerName), before: null, corrects };
    }
    // Supplement B entries stand side by side; they do not correct each other.
    const corrects = section === 'supplementB' ? null : latest;
    return { revision: await this.insert(m, record, section, payload, actor, corrects, { actor, signerName }), before: null, corrects };
  }

  async sign(m: EntityManager, revision: I9RevisionEntity, actor: Actor, signerName: string | null): Promise<I9RevisionEntity> {
    const signed = { signed_by_party: actor.party, signed_by_id: actor.id, signed_by_name: signerName, signed_at: new Date(), ip: actor.ip, updated_at: new Date() };
    await this.repo(m).update(revision.customer_id, { id: revision.id }, signed);
    return Object.assign(revision, signed);
  }

  /** Unsigned corrections (revisions that correct a signed one and wait for their signature). */
  pendingCorrections(m: EntityManager, record: I9RecordEntity): Promise<I9RevisionEntity[]> {
    return this.repo(m).find(record.customer_id, { record_id: record.id, signed_at: IsNull(), corrects_revision_id: Not(IsNull()) });
  }

  async remove(m: EntityManager, revision: I9RevisionEntity): Promise<void> {
    await this.repo(m).delete(revision.customer_id, { id: revision.id });
  }

  private async insert(
    m: EntityManager,
    record: I9RecordEntity,
    section: I9Section,
    payload: Payload,
    actor: Actor,
    corrects: I9RevisionEntity | null,
    signature: { actor: Actor; signerName: string | null } | null,
  ): Promise<I9RevisionEntity> {
    const last = await this.latest(m, record, section);
    const now = new Date();
    return this.repo(m).insert(record.customer_id, {
      record_id: record.id,
      section,
      revision: (last?.revision ?? 0) + 1,
      payload: JSON.stringify(payload),
      corrects_revision_id: corrects?.signed_at ? corrects.id : null,
      signed_by_party: signature ? signature.actor.party : null,
      signed_by_id: signature ? signature.actor.id : null,
      signed_by_name: signature ? signature.signerName : null,
      signed_at: signature ? now : null,
      ip: actor.ip,
      created_by_party: actor.party,
      created_by_id: actor.id,
      created_at: now,
      updated_at: now,
    });
  }
}
