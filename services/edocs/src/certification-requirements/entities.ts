import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** CertificationRequirementConfig (staff-side §3): a credential required for an entity at a location. */
@Entity('crt_requirement_configs')
@Index('ix_crt_requirement_configs_customer', ['customer_id', 'customer_location_id'])
export class CertRequirementConfigEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  /** Null: every location. */
  @Column({ type: 'int', nullable: true }) customer_location_id: number | null;
  /** job, category, specialty, … (the entity kinds of the ATS sync). */
  @Column({ type: 'varchar', length: 32 }) entity_type: string;
  @Column({ type: 'int' }) entity_id: number;
  @Column({ type: 'int' }) credential_id: number;
  /** JSON: [{ status_id, action_ids }] — CertificationRequirementEvent without the nested names. */
  @Column({ type: 'text' }) events: string;
  @Column({ type: 'datetime' }) updated: Date;
}

/** A customer's default automation (CredentialAutomationConfiguration/default): one row per event status. */
@Entity('crt_automation_events')
@Index('ux_crt_automation_events', ['customer_id', 'status_id'], { unique: true })
export class CertAutomationEventEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) status_id: number;
  /** JSON list of action ids. */
  @Column({ type: 'varchar', length: 64 }) action_ids: string;
}

/**
 * An event that happened to an applicant credential; the unique key makes the daily job idempotent (one
 * EXPIRING_SOON, one EXPIRED per expiration date, however often or on however many workers it runs).
 */
@Entity('crt_credential_events')
@Index('ux_crt_credential_events', ['apl_credential_id', 'status_id', 'occurrence'], { unique: true })
export class CredentialEventEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) apl_credential_id: number;
  @Column({ type: 'int' }) status_id: number;
  /** What makes the event distinct: the expiration date for EXPIRING_SOON/EXPIRED, the upload time otherwise. */
  @Column({ type: 'varchar', length: 32 }) occurrence: string;
  /** JSON list of the action ids run. */
  @Column({ type: 'varchar', length: 64 }) action_ids: string;
  @Column({ type: 'datetime' }) created: Date;
}

/** "Update status in ATS" / send to ATS, waiting for an ATS adapter to carry it out (decision 0039). */
@Entity('crt_pending_ats_actions')
@Index('ix_crt_pending_ats_actions', ['customer_id', 'status'])
export class PendingAtsActionEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) apl_credential_id: number;
  /** update_status or send_file. */
  @Column({ type: 'varchar', length: 32 }) kind: string;
  @Column({ type: 'varchar', length: 16 }) credential_status: string;
  /** pending until an adapter takes it. */
  @Column({ type: 'varchar', length: 16 }) status: string;
  @Column({ type: 'datetime' }) created: Date;
}
