import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

const text = (length: number) => ({ type: 'varchar' as const, length, nullable: true });

/**
 * A job posting: every JobPosting field of staff-side §3, plus the category and specialty it is searched by
 * (the job category hierarchy, applicant-side §3) and the coordinates geocoded from its address when saved.
 */
@Entity('job_postings')
export class JobPostingEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) job_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int', nullable: true }) client_id: number | null;
  @Column(text(200)) name: string | null;
  @Column({ name: 'description', type: 'text', nullable: true }) desc: string | null;
  @Column(text(500)) brief_desc: string | null;
  @Column({ type: 'text', nullable: true }) functions: string | null;
  @Column({ type: 'text', nullable: true }) requirements: string | null;
  /** YYYY-MM-DD. */
  @Column(text(10)) start_date: string | null;
  @Column(text(10)) posted_date: string | null;
  @Column({ type: 'double', nullable: true }) pay_low: number | null;
  @Column({ type: 'double', nullable: true }) pay_high: number | null;
  @Column(text(64)) job_type: string | null;
  @Column(text(255)) job_address1: string | null;
  @Column(text(255)) job_address2: string | null;
  @Column(text(100)) job_city: string | null;
  @Column(text(8)) job_state: string | null;
  @Column({ type: 'int', nullable: true }) job_zip: number | null;
  @Column(text(8)) job_country: string | null;
  @Column(text(64)) external_id: string | null;
  @Column({ type: 'double', nullable: true }) pay_rate: number | null;
  @Column({ type: 'double', nullable: true }) salary: number | null;
  @Column(text(100)) actual_job_city: string | null;
  @Column(text(8)) actual_job_state: string | null;
  @Column(text(10)) actual_job_zip: string | null;
  @Column({ type: 'int', nullable: true }) location_id: number | null;
  @Column({ type: 'tinyint', default: 1 }) active: number;
  @Column({ type: 'tinyint', default: 0 }) public: number;
  @Column({ type: 'tinyint', default: 0 }) featured: number;
  @Column(text(100)) category: string | null;
  @Column(text(100)) specialty: string | null;
  @Column({ type: 'double', nullable: true }) lat: number | null;
  @Column({ type: 'double', nullable: true }) lng: number | null;
}
