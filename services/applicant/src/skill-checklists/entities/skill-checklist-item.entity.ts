import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One skill of a checklist, grouped by section; answers are keyed by String(item_id). */
@Entity('skill_checklist_items')
@Index('ix_skill_checklist_items_checklist', ['checklist_id', 'sort_order'])
export class SkillChecklistItemEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) item_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) checklist_id: number;
  @Column({ type: 'varchar', length: 128 }) section: string;
  @Column({ type: 'varchar', length: 255 }) skill: string;
  @Column({ type: 'int', default: 0 }) sort_order: number;
}
