import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { encryptedColumn } from '@attest/platform';

/**
 * One automatic EAD extension recorded on an I-9: the category and dates the extension was computed from,
 * and the Form I-797C receipt number, which the Section 2 payload has no field for (encrypted, answered
 * masked). The Section 2 revision it made is `revision_id`. Rows go with their record (ON DELETE CASCADE),
 * so the retention purge removes them too.
 */
@Entity('i9_ead_extensions')
@Index('ix_i9_ead_extensions_record', ['customer_id', 'record_id'])
export class I9EadExtensionEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) record_id: number;
  @Column({ type: 'int' }) revision_id: number;
  @Column({ type: 'varchar', length: 8 }) category: string;
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn }) receipt_number: string | null;
  /** YYYY-MM-DD: the date on the card, the I-797C's received date, and the last day the extension covers. */
  @Column({ type: 'varchar', length: 10 }) card_expiration: string;
  @Column({ type: 'varchar', length: 10 }) renewal_filed_on: string;
  @Column({ type: 'varchar', length: 10 }) extended_until: string;
  @Column({ type: 'int' }) created_by_id: number;
  @Column({ type: 'datetime' }) created_at: Date;
}
