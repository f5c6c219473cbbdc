import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A staff user's membership of a customer: the customers they may act for (home customer included). */
@Entity('user_customers')
@Index('ux_user_customers_user_customer', ['user_id', 'customer_id'], { unique: true })
export class UserCustomerEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'int' })
  customer_id: number;
}
