import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type ChecklistTargetKind = 'job_category' | 'location';

/**
 * Who an auto-assigned checklist is for (decision 0031): a job category (the applicant chose it in job
 * preferences) or a location (the applicant's). None of a kind: that kind does not narrow it.
 */
@Entity('skill_checklist_assignments')
@Index('ux_skill_checklist_assignments', ['checklist_id', 'kind', 'target_id'], { unique: true })
@Index('ix_skill_checklist_assignments_customer', ['customer_id', 'checklist_id'])
export class SkillChecklistAssignmentEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) checklist_id: number;
  @Column({ type: 'varchar', length: 16 }) kind: ChecklistTargetKind;
  @Column({ type: 'int' }) target_id: number;
}
