import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { encryptedColumn } from '@attest/platform';

/** A professional license (spec §3); license_number is encrypted at rest and masked in answers. */
@Entity('apl_licenses')
@Index('ix_apl_licenses_applicant', ['customer_id', 'applicant_id'])
export class LicenseEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) license_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 100 }) license_type: string;
  @Column({ type: 'varchar', length: 255, nullable: true, transformer: encryptedColumn }) license_number: string | null;
  @Column({ type: 'varchar', length: 2, nullable: true }) state: string | null;
  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10, nullable: true }) expiration_date: string | null;
  @Column({ type: 'tinyint', default: 1 }) active: number;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @Column({ type: 'varchar', length: 128, nullable: true }) external_id: string | null;
  /** Soft removal: removed rows are kept for the audit trail but never answered. */
  @Column({ type: 'tinyint', default: 0 }) deleted: number;
  /** The uploaded pictures of the credential (apl_documents ids), front and back. */
  @Column({ type: 'int', nullable: true }) front_document_id: number | null;
  @Column({ type: 'int', nullable: true }) back_document_id: number | null;
}
