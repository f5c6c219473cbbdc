import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { jsonText } from '../wotc/wotc-order.entity';

/** One record of the simulated ATS (a category, job order, candidate, ...), its fields as the ATS's JSON. */
@Entity('ats_sim_records')
@Index('ux_ats_sim_records', ['customer_id', 'entity', 'record_id'], { unique: true })
export class AtsSimRecordEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  /** The simulated ATS account: our customer. */
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 32 }) entity: string;
  @Column({ type: 'int' }) record_id: number;
  @Column({ type: 'text', transformer: jsonText }) data: Record<string, unknown>;
  @Column({ type: 'datetime' }) date_last_modified: Date;
  @Column({ type: 'tinyint', default: 0 }) is_deleted: number;
}

/** The simulated ATS's change log (`/changes?since=`): one row per insert, update or delete. */
@Entity('ats_sim_changes')
@Index('ix_ats_sim_changes', ['customer_id', 'seq'])
export class AtsSimChangeEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) seq: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 32 }) entity: string;
  @Column({ type: 'int' }) record_id: number;
  @Column({ type: 'varchar', length: 16 }) change: 'INSERTED' | 'UPDATED' | 'DELETED';
  @Column({ type: 'datetime' }) changed_at: Date;
}

/** Bearer tokens the simulated token endpoint issued (kept so every process agrees). */
@Entity('ats_sim_tokens')
export class AtsSimTokenEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 }) token: string;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'datetime' }) expires_at: Date;
}

/** Per account: the controllable faults (fail the next N calls with 429/503), token lifetime and call counters. */
@Entity('ats_sim_controls')
export class AtsSimControlEntity {
  @PrimaryColumn({ type: 'int' }) customer_id: number;
  @Column({ type: 'int', nullable: true }) fail_status: number | null;
  @Column({ type: 'int', default: 0 }) fail_count: number;
  @Column({ type: 'int', default: 1 }) retry_after_s: number;
  @Column({ type: 'int', default: 3600 }) token_ttl_s: number;
  /** Percent of data calls answered 503 at random (0 = never; tests keep it 0). */
  @Column({ type: 'int', default: 0 }) random_5xx_percent: number;
  @Column({ type: 'int', default: 0 }) calls: number;
  @Column({ type: 'int', default: 0 }) token_issues: number;
}
