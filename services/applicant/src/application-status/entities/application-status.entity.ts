import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Where an applicant is in the online application (spec §3 "Application status record", §4). */
@Entity('apl_application_status')
export class ApplicationStatusEntity {
  @PrimaryColumn({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) customer_id: number;
  /** YYYY-MM-DD: the first status save. */
  @Column({ type: 'varchar', length: 10 }) start_date: string;
  @Column({ type: 'datetime' }) last_modified: Date;
  @Column({ type: 'varchar', length: 32 }) status: string;
  @Column({ type: 'int', nullable: true }) location_id: number | null;
}
