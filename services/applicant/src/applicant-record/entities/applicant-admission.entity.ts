import { Column, Entity, PrimaryGeneratedColumn, Index } from 'typeorm';

/** Criminal-history self-disclosure. */
@Entity('applicant_admissions')
@Index('ux_applicant_admissions_applicant', ['applicant_id'], { unique: true })
export class ApplicantAdmissionEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) admission_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 8, nullable: true }) convicted: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) conviction_date: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) crime: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) court_name: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) sentence: string | null;
  @Column({ type: 'text', nullable: true }) other_info: string | null;
}
