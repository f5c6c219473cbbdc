import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One work history record of an applicant (spec §3 "Histories"); removing sets active 0 and deleted 1. */
@Entity('apl_work_history')
@Index('ix_apl_work_history_applicant', ['customer_id', 'applicant_id', 'deleted'])
export class WorkHistoryEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) work_history_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'varchar', length: 255, nullable: true }) employer: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) city: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) state: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) title: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) starting_wage: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) hourly_wage: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) supervisor: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) supervisor_phone: string | null;
  @Column({ type: 'tinyint', nullable: true }) contact_supervisor: number | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) start_date: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) end_date: string | null;
  @Column({ type: 'tinyint', nullable: true }) current: number | null;
  @Column({ type: 'tinyint', nullable: true }) temp_job: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) temp_agency: string | null;
  @Column({ type: 'int', nullable: true }) num_temps: number | null;
  /** The spec's `desc` (a reserved word in SQL). */
  @Column({ name: 'description', type: 'text', nullable: true }) desc: string | null;
  @Column({ type: 'text', nullable: true }) reason_for_leaving: string | null;
  @Column({ type: 'tinyint', default: 1 }) active: number;
  @Column({ type: 'tinyint', default: 0 }) deleted: number;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
