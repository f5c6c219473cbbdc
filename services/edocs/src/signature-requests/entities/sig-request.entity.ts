import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { SigRequestStatus } from '@attest/contracts';

const dt = { type: 'datetime' as const, nullable: true };

/** A signature request (spec applicant-side §3, staff-side §3 "Signature request"). template_ids come from edc_sig_request_templates. */
@Entity('edc_sig_requests')
@Index('ix_edc_sig_requests_applicant', ['customer_id', 'applicant_id'])
@Index('ix_edc_sig_requests_status', ['customer_id', 'status'])
export class SigRequestEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) sig_request_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int', nullable: true }) user_id: number | null;
  @Column({ type: 'varchar', length: 128, nullable: true }) external_id: string | null;
  @Column({ type: 'varchar', length: 16 }) status: SigRequestStatus;
  @Column({ type: 'datetime' }) setup_date: Date;
  @Column(dt) last_activity_date: Date | null;
  @Column(dt) expiration_date: Date | null;
  /** Set when the signed PDF is stored. */
  @Column(dt) complete_date: Date | null;
  @Column({ type: 'int', nullable: true }) second_signer_id: number | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) second_signer_status: string | null;
  @Column(dt) second_signer_last_activity: Date | null;
  @Column({ type: 'varchar', length: 128, nullable: true }) second_signer_external_id: string | null;
  @Column({ type: 'tinyint', default: 0 }) self_assign_second_signer: number;
  @Column({ type: 'int', nullable: true }) package_id: number | null;
  @Column(dt) last_updated: Date | null;
  @Column(dt) last_reminder_date: Date | null;
  @Column({ type: 'tinyint', default: 0 }) alert_when_complete: number;
  @Column({ type: 'tinyint', default: 0 }) auto_generated: number;
  @Column({ type: 'varchar', length: 128, nullable: true }) external_system_id: string | null;
  @Column({ type: 'tinyint', default: 0 }) sign_individually: number;
  @Column(dt) applicant_complete_date: Date | null;
  @Column(dt) original_complete_date: Date | null;
  @Column(dt) candidate_signed_date: Date | null;
  @Column({ type: 'tinyint', default: 0 }) requires_pre_onboarding: number;
  @Column({ type: 'int', nullable: true }) apl_everify_id: number | null;
  @Column({ type: 'tinyint', default: 0 }) is_correction: number;
  @Column({ type: 'tinyint', default: 0 }) isolated_signing: number;
  /** Staff user who created the request. */
  @Column({ type: 'int', nullable: true }) created_by: number | null;
}
