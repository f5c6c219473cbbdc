import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A company using the product (the tenant). Browser URLs carry its code, API paths its id. */
@Entity('customers')
export class CustomerEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** Lower-case; unique across the installation. */
  @Index('ux_customers_code', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  customer_code: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'tinyint', default: 1 })
  active: number;

  @Column({ type: 'datetime' })
  created_at: Date;
}
