import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { AtsSyncKind, SyncRunResult, SyncRunStatus } from '@attest/contracts';
import { jsonText } from '../wotc/wotc-order.entity';

/** One sync run (a queued job and what became of it): the integrations overview's health is read from here. */
@Entity('int_sync_runs')
@Index('ux_int_sync_runs_key', ['customer_id', 'job_key'], { unique: true })
@Index('ix_int_sync_runs_kind', ['customer_id', 'kind', 'id'])
export class SyncRunEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 32 }) kind: AtsSyncKind;
  @Column({ type: 'varchar', length: 32 }) adapter: string;
  /** The queue job id: a second request with the same key finds this run instead of queueing again. */
  @Column({ type: 'varchar', length: 120 }) job_key: string;
  @Column({ type: 'varchar', length: 16 }) status: SyncRunStatus;
  @Column({ type: 'int', default: 0 }) progress: number;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ type: 'varchar', length: 160, nullable: true }) event_name: string | null;
  @Column({ type: 'text', nullable: true, transformer: jsonText }) result: SyncRunResult | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) error: string | null;
  @Column({ type: 'int', nullable: true }) user_id: number | null;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime', nullable: true }) started_at: Date | null;
  @Column({ type: 'datetime', nullable: true }) finished_at: Date | null;
}

/** A run that failed on its last try: listed for an admin, who may queue it again. */
@Entity('int_sync_dead_letters')
@Index('ix_int_sync_dead_letters', ['customer_id', 'id'])
export class SyncDeadLetterEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) run_id: number;
  @Column({ type: 'varchar', length: 32 }) kind: AtsSyncKind;
  @Column({ type: 'varchar', length: 500 }) error: string;
  @Column({ type: 'datetime' }) failed_at: Date;
  @Column({ type: 'datetime', nullable: true }) retried_at: Date | null;
  @Column({ type: 'int', nullable: true }) retry_run_id: number | null;
}

/** Which of our records an ATS record became (categories; job clients and postings carry external_id themselves). */
@Entity('int_ats_refs')
@Index('ux_int_ats_refs', ['customer_id', 'entity', 'external_id'], { unique: true })
export class AtsRefEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 32 }) entity: string;
  @Column({ type: 'varchar', length: 64 }) external_id: string;
  @Column({ type: 'int' }) internal_id: number;
}

/** The ATS's industries (business sectors): the product has no table of its own for them. */
@Entity('int_ats_industries')
@Index('ux_int_ats_industries', ['customer_id', 'external_id'], { unique: true })
export class AtsIndustryEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 64 }) external_id: string;
  @Column({ type: 'varchar', length: 128 }) name: string;
}

/** Per customer and stream: where the incremental sync is in the ATS's change log. */
@Entity('int_ats_cursors')
export class AtsCursorEntity {
  @PrimaryColumn({ type: 'int' }) customer_id: number;
  @PrimaryColumn({ type: 'varchar', length: 32 }) stream: string;
  @Column({ type: 'int' }) cursor: number;
  @Column({ type: 'datetime' }) updated_at: Date;
}
