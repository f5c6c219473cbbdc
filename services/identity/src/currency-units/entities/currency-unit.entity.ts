import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One of a customer's currency units (a code of CURRENCIES); one of them is the default money is shown in. */
@Entity('currency_units')
@Index('ux_currency_units_customer_code', ['customer_id', 'code'], { unique: true })
export class CurrencyUnitEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'varchar', length: 3 })
  code: string;

  @Column({ type: 'tinyint', default: 0 })
  is_default: number;

  @Column({ type: 'datetime' })
  created_at: Date;
}
