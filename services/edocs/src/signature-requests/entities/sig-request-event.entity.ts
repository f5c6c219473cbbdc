import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The audit trail of a signature request: each status move, order, signature, with IP and user agent. */
@Entity('edc_sig_request_events')
@Index('ix_edc_sig_request_events_req', ['sig_request_id', 'at'])
export class SigRequestEventEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) sig_request_id: number;
  /** e.g. 'status:OPENED', 'order', 'candidate_signed', 'signed'. */
  @Column({ type: 'varchar', length: 64 }) event: string;
  @Column({ type: 'datetime' }) at: Date;
  @Column({ type: 'varchar', length: 64, nullable: true }) ip: string | null;
  @Column({ type: 'varchar', length: 512, nullable: true }) user_agent: string | null;
  /** 'applicant:12', 'user:3', 'system'. */
  @Column({ type: 'varchar', length: 128, nullable: true }) actor: string | null;
  /** JSON details. */
  @Column({ type: 'text', nullable: true }) meta: string | null;
}
