import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { encryptedColumn } from '@attest/platform';

/** One call to or from an outside service (decision 0050). Bodies are redacted, then encrypted at rest. */
@Entity('int_external_requests')
@Index('ix_int_external_requests_customer', ['customer_id', 'id'])
@Index('ix_int_external_requests_applicant', ['customer_id', 'applicant_id'])
@Index('ix_int_external_requests_created', ['created_at'])
export class ExternalRequestEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) adapter_id: number;
  /** 'out': we called them; 'in': they called us (a webhook). */
  @Column({ type: 'varchar', length: 3 }) direction: 'out' | 'in';
  @Column({ type: 'int', nullable: true }) applicant_id: number | null;
  @Column({ type: 'varchar', length: 8 }) method: string;
  /** Path and the query's harmless parameters (sensitive ones are redacted). */
  @Column({ type: 'varchar', length: 500 }) path: string;
  @Column({ type: 'int', nullable: true }) status: number | null;
  @Column({ type: 'int' }) duration_ms: number;
  @Column({ type: 'varchar', length: 300, nullable: true }) error: string | null;
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn }) request_body: string | null;
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn }) response_body: string | null;
  @Column({ type: 'datetime' }) created_at: Date;
}
