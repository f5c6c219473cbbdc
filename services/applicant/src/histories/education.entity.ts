import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One education record of an applicant (spec §3 "Histories"); removing sets active 0 and deleted 1. */
@Entity('apl_education')
@Index('ix_apl_education_applicant', ['customer_id', 'applicant_id', 'deleted'])
export class EducationEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) education_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'varchar', length: 255, nullable: true }) school: string | null;
  /** An EDU_DEGREE code value. */
  @Column({ type: 'varchar', length: 128, nullable: true }) degree: string | null;
  @Column({ type: 'varchar', length: 128, nullable: true }) major: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) city: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) state: string | null;
  @Column({ type: 'varchar', length: 4, nullable: true }) grad_year: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) start_date: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) end_date: string | null;
  @Column({ type: 'tinyint', default: 1 }) active: number;
  @Column({ type: 'tinyint', default: 0 }) deleted: number;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
