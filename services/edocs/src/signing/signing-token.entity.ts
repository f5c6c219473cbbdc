import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A signing-page link: `/{c}/{l}/esign/{token}`. Only the SHA-256 of the token is kept; the link opens
 * one request (and the others signed together with it) for one applicant for 30 minutes and grants nothing else (it is not a session token).
 */
@Entity('edc_signing_tokens')
@Index('ux_edc_signing_tokens_hash', ['token_hash'], { unique: true })
export class SigningTokenEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) sig_request_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'varchar', length: 64 }) token_hash: string;
  /** The other requests this link signs together with sig_request_id, comma-separated; null when alone. */
  @Column({ type: 'varchar', length: 1000, nullable: true }) also_sig_request_ids: string | null;
  @Column({ type: 'datetime' }) expires_at: Date;
  @Column({ type: 'datetime' }) created_at: Date;
}
