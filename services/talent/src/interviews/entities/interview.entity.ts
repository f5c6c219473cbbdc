import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Interview status (applicant-side §4). */
export const INTERVIEW_STATUS = { Scheduled: 0, Completed: 1, NoShow: 2, OverDue: 3 } as const;

/** An applicant's interview (applicant-side §3: status and type). start_at is an instant (UTC). */
@Entity('interviews')
export class InterviewEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) interview_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int', nullable: true }) job_id: number | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) external_id: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) title: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) company: string | null;
  @Column({ type: 'varchar', length: 400, nullable: true }) address: string | null;
  /** In person, phone, video (the spec names no list). */
  @Column({ type: 'varchar', length: 32, nullable: true }) type: string | null;
  @Column({ type: 'int', default: 0 }) status: number;
  @Column({ type: 'datetime' }) start_at: Date;
  @Column({ type: 'int', default: 60 }) duration_minutes: number;
  @Column({ type: 'datetime' }) created_at: Date;
}
