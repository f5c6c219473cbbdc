import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A customer's job category (job preferences: category, skills, specialties). */
@Entity('job_categories')
@Index('ux_job_categories_name', ['customer_id', 'name'], { unique: true })
export class JobCategoryEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) category_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 128 }) name: string;
  @Column({ type: 'int', default: 0 }) sort_order: number;
  @Column({ type: 'tinyint', default: 1 }) active: number;
}
