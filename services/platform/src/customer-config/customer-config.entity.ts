import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One per-customer configuration key (spec applicant-side §9 "Per-customer configuration keys"). */
@Entity('customer_configs')
@Index('ux_customer_config_name', ['customer_id', 'name'], { unique: true })
export class CustomerConfigEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'varchar', length: 128 })
  name: string;

  @Column({ type: 'text' })
  value: string;

  @Column({ type: 'datetime' })
  updated_at: Date;
}
