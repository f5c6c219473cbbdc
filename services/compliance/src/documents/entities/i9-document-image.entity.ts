import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A copy of one side of one document presented for Section 2 (decision 0010). The bytes live in storage,
 * encrypted (image-vault.ts); this row says whose, which side, what content and who took it. Replacing or
 * removing a side sets removed_at: the row stays, as the trail does.
 */
@Entity('i9_document_images')
@Index('ix_i9_document_images_record', ['customer_id', 'record_id', 'removed_at'])
export class I9DocumentImageEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) record_id: number;
  /** A, B or C. */
  @Column({ type: 'varchar', length: 1 }) list: string;
  /** The document's place within its list (List A 0..2, B and C 0). */
  @Column({ type: 'int' }) doc_index: number;
  /** front or back. */
  @Column({ type: 'varchar', length: 8 }) side: string;
  /** Never answered: reached only through the record's scope or a signed link. */
  @Column({ type: 'varchar', length: 255 }) storage_key: string;
  /** From the bytes (image/jpeg, image/png, image/gif, image/bmp), not from the browser. */
  @Column({ type: 'varchar', length: 64 }) content_type: string;
  @Column({ type: 'int' }) size: number;
  /** Of the image as uploaded (before encryption). */
  @Column({ type: 'varchar', length: 64 }) sha256: string;
  /** upload (desktop: staff or the employee), mobile (the phone hand-off), or what a caller of store() names. */
  @Column({ type: 'varchar', length: 16 }) source: string;
  @Column({ type: 'varchar', length: 16 }) uploaded_by_party: string;
  @Column({ type: 'int' }) uploaded_by_id: number;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime', nullable: true }) removed_at: Date | null;
}
