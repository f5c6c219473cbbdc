import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A customer's own text for a key in a language, shown instead of the product's (the `translations` rows the
 * seed writes) until removed. Kept apart so the editor can show both and removing one restores the product's.
 */
@Entity('translation_overrides')
@Index('ux_translation_overrides', ['customer_id', 'language_code', 'tkey'], { unique: true })
export class TranslationOverrideEntity {
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

  @Column({ type: 'datetime' })
  updated_at: Date;
}
