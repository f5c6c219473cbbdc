import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The applicant (candidate) account and profile; spec applicant-side section 3. */
@Entity('applicants')
@Index('ux_applicants_customer_email', ['customer_id', 'email'], { unique: true })
@Index('ix_applicants_customer_last_name', ['customer_id', 'last_name'])
export class ApplicantEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  applicant_id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'int', nullable: true })
  location_id: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true }) first_name: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) middle_name: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) last_name: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) previous_names: string | null;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) address1: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) address2: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) city: string | null;
  @Column({ type: 'varchar', length: 8, nullable: true }) state: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) zip: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) county: string | null;
  @Column({ type: 'varchar', length: 8, nullable: true }) country: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) mobile_phone: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) home_phone: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) work_phone: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) other_phone: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) contact_method: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true }) username: string | null;
  /** argon2id hash; never leaves the server. */
  @Column({ type: 'varchar', length: 255, nullable: true }) password_hash: string | null;
  @Column({ type: 'int', default: 0 }) failed_login_count: number;
  @Column({ type: 'datetime', nullable: true }) last_activity_date: Date | null;
  @Column({ type: 'datetime' }) date_registered: Date;
  @Column({ type: 'tinyint', default: 1 }) active: number;
  @Column({ type: 'tinyint', default: 0 }) locked: number;
  @Column({ type: 'varchar', length: 64, nullable: true }) source: string | null;
  @Column({ type: 'int', nullable: true }) child_customer_id: number | null;
  @Column({ type: 'datetime' }) last_updated: Date;
  @Column({ type: 'tinyint', default: 0 }) verified: number;
  @Column({ type: 'tinyint', default: 0 }) opt_in_email: number;
  @Column({ type: 'tinyint', default: 0 }) opt_in_text: number;
  @Column({ type: 'int', nullable: true }) home_location: number | null;
  @Column({ type: 'int', nullable: true }) requester_id: number | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) language: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) time_zone: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) application_status: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) current_application_status: string | null;
  /** Staff "queue" (POST /api/v1/applicants/{id}/queue): when and by whom; null when not queued. */
  @Column({ type: 'datetime', nullable: true }) queued_at: Date | null;
  @Column({ type: 'int', nullable: true }) queued_by: number | null;
  /** Soft deletion (DELETE /api/v1/applicants/{id}): a deleted applicant answers 404 everywhere. */
  @Column({ type: 'datetime', nullable: true }) deleted_at: Date | null;
}
