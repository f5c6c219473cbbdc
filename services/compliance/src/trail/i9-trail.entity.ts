import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const TRAIL_ACTIONS = ['create', 'view', 'reveal', 'update', 'sign', 'correct', 'delete', 'employment', 'legal_hold'] as const;
export type TrailAction = (typeof TRAIL_ACTIONS)[number];

/**
 * The audit trail of one I-9: every view, change, signature and reveal, in order. Each row's hash is
 * sha256 over the row's canonical text and the previous row's hash (trail-hash.ts), so a row edited or
 * removed in the database no longer verifies. before/after hold masked values only, encrypted at rest.
 */
@Entity('i9_trail')
@Index('ux_i9_trail_seq', ['record_id', 'seq'], { unique: true })
@Index('ix_i9_trail_customer', ['customer_id', 'record_id'])
export class I9TrailEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) record_id: number;
  /** 1, 2, ... per record. */
  @Column({ type: 'int' }) seq: number;
  /** Whole seconds (what every database keeps exactly, so the hash recomputes). */
  @Column({ type: 'datetime' }) at: Date;
  @Column({ type: 'varchar', length: 16 }) actor_party: string;
  @Column({ type: 'int' }) actor_id: number;
  @Column({ type: 'varchar', length: 200, nullable: true }) actor_name: string | null;
  /** A staff user acting in an applicant session ("log in as applicant"). */
  @Column({ type: 'int', nullable: true }) acting_user_id: number | null;
  @Column({ type: 'varchar', length: 45, nullable: true }) ip: string | null;
  @Column({ type: 'varchar', length: 32 }) action: TrailAction;
  /** What the action was on, e.g. `section1#2` (section and revision number). */
  @Column({ type: 'varchar', length: 64, nullable: true }) target: string | null;
  /** JSON, masked, then encrypted with the field cipher (`before`/`after` are reserved words in SQL, hence the suffix). */
  @Column({ type: 'text', nullable: true }) before_json: string | null;
  @Column({ type: 'text', nullable: true }) after_json: string | null;
  @Column({ type: 'varchar', length: 64 }) prev_hash: string;
  @Column({ type: 'varchar', length: 64 }) hash: string;
}
