import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A signing failure reported by the client (spec: name, customer_id, errors, applicant_id, sig_request_id). */
@Entity('edc_sign_failures')
@Index('ix_edc_sign_failures_customer', ['customer_id', 'created_at'])
export class SignFailureEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int', nullable: true }) applicant_id: number | null;
  @Column({ type: 'int', nullable: true }) sig_request_id: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) name: string | null;
  /** JSON of what the client sent. */
  @Column({ type: 'text', nullable: true }) errors: string | null;
  @Column({ type: 'datetime' }) created_at: Date;
}
