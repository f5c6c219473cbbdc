import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Free-form applicant properties; `state` set (2 letters) for state-specific ones. Multi-values join with '||'. */
@Entity('applicant_props')
@Index('ux_applicant_props_key', ['applicant_id', 'state', 'code'], { unique: true })
export class ApplicantPropEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 64 }) code: string;
  /** '' for a general prop: a unique index treats NULLs as distinct on MySQL. */
  @Column({ type: 'varchar', length: 2, default: '' }) state: string;
  @Column({ type: 'text', nullable: true }) value: string | null;
}
