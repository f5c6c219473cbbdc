import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A language a customer offers its applicants. */
@Entity('languages')
@Index('ux_languages_customer_code', ['customer_id', 'code'], { unique: true })
export class LanguageEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  language_id: number;

  @Column({ type: 'int' })
  customer_id: number;

  /** e.g. 'en', 'es'. */
  @Column({ type: 'varchar', length: 16 })
  code: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'tinyint', default: 0 })
  is_default: number;
}
