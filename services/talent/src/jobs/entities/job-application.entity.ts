import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The job application log (applicant-side §3): one row per applicant and job. */
@Entity('job_applications')
export class JobApplicationEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) log_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) job_id: number;
  @Column({ type: 'varchar', length: 200, nullable: true }) job_title: string | null;
  @Column({ type: 'datetime' }) apply_date: Date;
  /** How they applied: 'portal' from the job detail (others, e.g. a job board, are not shown). */
  @Column({ type: 'varchar', length: 32, nullable: true }) method: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) status: string | null;
}
