import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who changed what, when: required for I-9 data and kept for every applicant change. */
@Entity('audit_log')
@Index('ix_audit_entity', ['customer_id', 'entity', 'entity_id'])
export class AuditLogEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'varchar', length: 16 })
  actor_party: string;

  @Column({ type: 'int' })
  actor_id: number;

  @Column({ type: 'int', nullable: true })
  acting_user_id: number | null;

  @Column({ type: 'varchar', length: 64 })
  entity: string;

  @Column({ type: 'varchar', length: 64 })
  entity_id: string;

  @Column({ type: 'varchar', length: 32 })
  action: string;

  /** JSON: field → { from, to } with sensitive values masked. */
  @Column({ type: 'text' })
  changes: string;

  @Column({ type: 'datetime' })
  created_at: Date;

  /** Where the change came from (the caller's address), when known. */
  @Column({ type: 'varchar', length: 45, nullable: true })
  ip: string | null;
}
