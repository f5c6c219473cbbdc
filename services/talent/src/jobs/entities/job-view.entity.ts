import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A job detail opened by an applicant (the applicant's job_views list, applicant-side §3). */
@Entity('job_views')
export class JobViewEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) view_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) job_id: number;
  @Column({ type: 'datetime' }) viewed_at: Date;
}
