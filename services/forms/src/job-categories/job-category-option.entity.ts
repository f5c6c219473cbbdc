import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A skill or a specialty of one job category (kind 'skill' | 'specialty'), by code. */
@Entity('job_category_options')
@Index('ux_job_category_options', ['category_id', 'kind', 'code'], { unique: true })
export class JobCategoryOptionEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) category_id: number;
  @Column({ type: 'varchar', length: 16 }) kind: 'skill' | 'specialty';
  @Column({ type: 'varchar', length: 64 }) code: string;
  @Column({ type: 'varchar', length: 128 }) name: string;
  @Column({ type: 'int', default: 0 }) sort_order: number;
}
