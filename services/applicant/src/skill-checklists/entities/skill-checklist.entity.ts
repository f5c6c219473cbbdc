import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A customer's skills checklist definition; auto_assign ones are given to every applicant on first read. */
@Entity('skill_checklists')
@Index('ux_skill_checklists_name', ['customer_id', 'name'], { unique: true })
export class SkillChecklistEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) checklist_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 255 }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'tinyint', default: 0 }) auto_assign: number;
  @Column({ type: 'tinyint', default: 1 }) active: number;
  @Column({ type: 'datetime' }) created_at: Date;
  /** JSON: the labels of levels 1..4 (skills checklists manager); null: the standard ones. */
  @Column({ type: 'text', nullable: true }) scale?: string | null;
}
