import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A customer's adapter property (staff-side §3: name, value). A secret's value is stored encrypted and never read back. */
@Entity('int_adapter_properties')
@Index('ux_int_adapter_properties', ['customer_id', 'adapter_id', 'name'], { unique: true })
export class AdapterPropertyEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) adapter_id: number;
  @Column({ type: 'varchar', length: 64 }) name: string;
  /** Clear text, or the field cipher's text when secret = 1. */
  @Column({ type: 'text', nullable: true }) value: string | null;
  @Column({ type: 'tinyint', default: 0 }) secret: number;
  @Column({ type: 'int', nullable: true }) updated_by: number | null;
  @Column({ type: 'datetime' }) updated_at: Date;
}
