import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The documents the employee says they will present (decision 0019): document types per list, nothing else
 * (no numbers, no dates). One row per record; the JSON is encrypted like the I-9 payload (a document type
 * tells the immigration status). Staff's and the representative's Section 2 start from it.
 */
@Entity('i9_document_choices')
@Index('ux_i9_document_choices_record', ['record_id'], { unique: true })
@Index('ix_i9_document_choices_customer', ['customer_id', 'record_id'])
export class I9DocumentChoiceEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) record_id: number;
  /** `[{ list, document_type }]` as JSON, sealed with the field cipher. */
  @Column({ type: 'text' }) documents: string;
  @Column({ type: 'varchar', length: 16 }) chosen_by_party: string;
  @Column({ type: 'int' }) chosen_by_id: number;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
