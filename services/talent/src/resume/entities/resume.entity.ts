import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An applicant's uploaded resume (applicant-side §7 "Documents, credentials and resume"): the stored file, what
 * was read from it (suggestions the applicant confirms) and the skills she confirmed (decision 0044).
 */
@Entity('tal_resumes')
@Index('ix_tal_resumes_customer_applicant', ['customer_id', 'applicant_id'])
export class ResumeEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) resume_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'varchar', length: 255 }) file_name: string;
  @Column({ type: 'varchar', length: 100 }) mime: string;
  @Column({ type: 'int' }) size: number;
  @Column({ type: 'varchar', length: 64 }) sha256: string;
  @Column({ type: 'varchar', length: 300 }) storage_key: string;
  /** ResumeSuggestions as JSON. */
  @Column({ type: 'text', nullable: true }) suggestions: string | null;
  /** The skills the applicant confirmed, as a JSON list. */
  @Column({ type: 'text', nullable: true }) confirmed_skills: string | null;
  @Column({ type: 'datetime' }) created_at: Date;
}
