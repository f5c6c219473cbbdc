import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A reference the applicant names (spec §3); removal sets active = 0. */
@Entity('apl_references')
@Index('ix_apl_references_applicant', ['customer_id', 'applicant_id', 'active'])
export class ReferenceEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) ref_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) customer_id: number;
  /** YYYY-MM-DD, set when the row is first saved. */
  @Column({ type: 'varchar', length: 10 }) created: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) company: string | null;
  @Column({ type: 'tinyint', default: 1 }) active: number;
  @Column({ type: 'varchar', length: 100 }) first_name: string;
  @Column({ type: 'varchar', length: 100 }) last_name: string;
  @Column({ type: 'varchar', length: 254, nullable: true }) email: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) phone: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) city: string | null;
  @Column({ type: 'varchar', length: 2, nullable: true }) state: string | null;
  @Column({ type: 'text', nullable: true }) comment: string | null;
  @Column({ type: 'int', default: 1 }) status: number;
}
