import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A customer's code value in a category (e.g. EDU_DEGREE), answered by getCodeValuesForCategory. */
@Entity('adm_code_values')
@Index('ux_adm_code_values', ['customer_id', 'category', 'code'], { unique: true })
export class CodeValueEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 64 }) category: string;
  @Column({ type: 'varchar', length: 128 }) code: string;
  @Column({ type: 'varchar', length: 255 }) value: string;
  @Column({ type: 'int', default: 0 }) sort_order: number;
  @Column({ type: 'tinyint', default: 0 }) is_default: number;
  @Column({ type: 'tinyint', default: 1 }) active: number;
}
