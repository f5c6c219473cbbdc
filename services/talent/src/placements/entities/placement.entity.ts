import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A placement: an applicant placed on a job (applicant-side §3 talent platform records, §4 placements). The
 * ATS owns most of it (external_id); the list and detail toggles (status, title, company, company address,
 * start and end date, pay rate) show these columns; only placements visible to the applicant reach the portal.
 */
@Entity('placements')
@Index('ix_placements_customer_start', ['customer_id', 'start_date'])
@Index('ix_placements_customer_applicant', ['customer_id', 'applicant_id'])
export class PlacementEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) placement_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int', nullable: true }) location_id: number | null;
  @Column({ type: 'int', nullable: true }) job_id: number | null;
  /** The placement's id in the ATS. */
  @Column({ type: 'varchar', length: 64, nullable: true }) external_id: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) title: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) company: string | null;
  @Column({ type: 'varchar', length: 400, nullable: true }) company_address: string | null;
  /** As the ATS names it (placements_display_list_statuses picks which the portal lists). */
  @Column({ type: 'varchar', length: 64, nullable: true }) status: string | null;
  /** YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10, nullable: true }) start_date: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) end_date: string | null;
  @Column({ type: 'double', nullable: true }) pay_rate: number | null;
  @Column({ type: 'tinyint', default: 0 }) visible_to_applicant: number;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
