import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** request: an employer action queued; change: the status (or a fact) changed; error: E-Verify refused or failed. */
export type CaseEventKind = 'request' | 'change' | 'error';

/** The history of a case: every request, status change and failure, with who, what and when. */
@Entity('everify_case_events')
@Index('ix_everify_case_events_case', ['customer_id', 'case_id'])
export class EverifyCaseEventEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) case_id: number;
  @Column({ type: 'datetime' }) at: Date;
  @Column({ type: 'varchar', length: 16 }) kind: CaseEventKind;
  /** The lifecycle event (SUBMIT, SERVICE_RESULT, REFER, CLOSE ...) or a fact (REASON_FOR_DELAY, PHOTO). */
  @Column({ type: 'varchar', length: 32 }) event: string;
  @Column({ type: 'varchar', length: 32, nullable: true }) from_status: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) to_status: string | null;
  /** Closure statement, photo answer, reason, message key: never personal data. */
  @Column({ type: 'varchar', length: 500, nullable: true }) detail: string | null;
  @Column({ type: 'varchar', length: 16 }) actor_party: string;
  @Column({ type: 'int' }) actor_id: number;
  @Column({ type: 'varchar', length: 200, nullable: true }) actor_name: string | null;
}
