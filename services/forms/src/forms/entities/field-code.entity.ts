import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An option of a field (dropdown, radio, checkbox group). */
@Entity('edc_field_codes')
@Index('ix_edc_field_codes_field', ['field_id', 'sort_order'])
export class FieldCodeEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) field_id: number;
  @Column({ type: 'varchar', length: 64 }) category: string;
  @Column({ type: 'varchar', length: 128 }) code: string;
  @Column({ type: 'varchar', length: 255 }) value: string;
  @Column({ type: 'int', default: 0 }) sort_order: number;
  @Column({ type: 'tinyint', default: 0 }) is_default: number;
}
