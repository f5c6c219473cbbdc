import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Alternate (external system) ids of an applicant; deletable by staff. */
@Entity('applicant_alt_ids')
@Index('ix_applicant_alt_ids_applicant', ['customer_id', 'applicant_id'])
export class ApplicantAltIdEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 128 }) alt_id_value: string;
}
