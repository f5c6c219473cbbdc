import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A kind of credential a customer asks for (a licence, a certificate); staff-side §3 "Credentials". */
@Entity('crd_credentials')
@Index('ix_crd_credentials_customer', ['customer_id', 'name'])
export class CredentialTypeEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) credential_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 255 }) name: string;
  /** The id the ATS knows it by; a requirement on a credential without one is invalid (§5). */
  @Column({ type: 'varchar', length: 100, nullable: true }) alt_id: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  /** Whether an upload must carry an expiration date. */
  @Column({ type: 'tinyint', default: 0 }) requires_expiration: number;
  /** Whether a back side is asked for (an ID card) as well as the front. */
  @Column({ type: 'tinyint', default: 0 }) has_back: number;
  @Column({ type: 'tinyint', default: 1 }) active: number;
  @Column({ type: 'datetime' }) created: Date;
  @Column({ type: 'datetime' }) updated: Date;
}

/** One applicant's credential: the uploaded front/back files, dates and status (applicant-side §3 "Credential", §4). */
@Entity('apl_credentials')
@Index('ix_apl_credentials_applicant', ['customer_id', 'applicant_id'])
@Index('ix_apl_credentials_expiry', ['status', 'expiration_date'])
export class ApplicantCredentialEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) credential_id: number;
  /** SENT (asked for), UPLOADED, EXPIRED, DELETED. */
  @Column({ type: 'varchar', length: 16 }) status: string;
  @Column({ type: 'varchar', length: 512, nullable: true }) front_key: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) front_name: string | null;
  @Column({ type: 'varchar', length: 128, nullable: true }) front_mime: string | null;
  @Column({ type: 'varchar', length: 512, nullable: true }) back_key: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) back_name: string | null;
  @Column({ type: 'varchar', length: 128, nullable: true }) back_mime: string | null;
  /** Calendar dates (YYYY-MM-DD, no time zone). */
  @Column({ type: 'varchar', length: 10, nullable: true }) expiration_date: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) due_date: string | null;
  @Column({ type: 'datetime', nullable: true }) requested_date: Date | null;
  @Column({ type: 'datetime', nullable: true }) uploaded_date: Date | null;
  @Column({ type: 'datetime', nullable: true }) credential_completion_date: Date | null;
  @Column({ type: 'datetime' }) last_modified_date: Date;
}
