import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { SkillChecklistState } from '@attest/contracts';

/** A checklist assigned to an applicant: its state, answers (JSON item_id → 1..4), signature and PDF. */
@Entity('applicant_skill_checklists')
@Index('ux_applicant_skill_checklists', ['customer_id', 'applicant_id', 'checklist_id'], { unique: true })
export class ApplicantSkillChecklistEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) checklist_id: number;
  @Column({ type: 'varchar', length: 32 }) state: SkillChecklistState;
  @Column({ type: 'text' }) answers: string;
  /** A PNG data URL from the signature pad, or the typed name (MEDIUMTEXT on MariaDB). */
  @Column({ type: 'text', nullable: true }) signature: string | null;
  @Column({ type: 'datetime' }) assigned_at: Date;
  @Column({ type: 'datetime', nullable: true }) started_at: Date | null;
  @Column({ type: 'datetime', nullable: true }) signed_at: Date | null;
  @Column({ type: 'datetime', nullable: true }) completed_at: Date | null;
  @Column({ type: 'datetime', nullable: true }) skipped_at: Date | null;
  @Column({ type: 'varchar', length: 512, nullable: true }) pdf_storage_key: string | null;
  /** Who assigned it: a staff user id, or null for an automatic assignment. */
  @Column({ type: 'int', nullable: true }) assigned_by: number | null;
  @Column({ type: 'datetime' }) updated_at: Date;
}
