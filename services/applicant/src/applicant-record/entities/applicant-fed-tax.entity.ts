import { Column, Entity, PrimaryColumn } from 'typeorm';
import { encryptedColumn } from '@attest/platform';

/** Federal tax info (one per applicant); fed_id is encrypted at rest and masked in answers. */
@Entity('applicant_fed_tax')
export class ApplicantFedTaxEntity {
  @PrimaryColumn({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 32, nullable: true }) fed_filing_status: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) fed_tax_allowances: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) fed_tax_add_withholdings: string | null;
  @Column({ type: 'varchar', length: 8, nullable: true }) fed_tax_exempt: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true, transformer: encryptedColumn }) fed_id: string | null;
  /** Keyed hash of the digits of fed_id (FieldCipher.blindIndex): duplicate matching without decrypting. */
  @Column({ type: 'varchar', length: 64, nullable: true }) fed_id_hash: string | null;
  @Column({ type: 'tinyint', default: 0 }) fed_id_not_required: number;
  @Column({ type: 'varchar', length: 10, nullable: true }) date_of_birth: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) last_i9_signed_date: string | null;
}
