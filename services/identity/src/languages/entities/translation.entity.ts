import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A customer's text for one translation key in one language (overrides the UI's English fallback). */
@Entity('translations')
@Index('ux_translations_customer_lang_key', ['customer_id', 'language_code', 'tkey'], { unique: true })
export class TranslationEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'varchar', length: 16 })
  language_code: string;

  @Column({ type: 'varchar', length: 191 })
  tkey: string;

  @Column({ type: 'text' })
  value: string;

  /** Feeds translationsRevision, so an edited value (same id, same count) still changes the revision. */
  @Column({ type: 'datetime' })
  updated_at: Date;
}
