import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A customer that may promote from a blueprint. */
@Entity('frm_blueprint_customers')
@Index('ux_frm_blueprint_customers', ['blueprint_id', 'customer_id'], { unique: true })
export class BlueprintCustomerEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) blueprint_id: number;
  @Column({ type: 'int' }) customer_id: number;
}
