import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A blueprint (staff-side §3 "Blueprint: id, options, promotion"): the content of one customer (customer_id, the
 * blueprint's source) offered to the customers subscribed to it (BlueprintCustomerEntity), who promote chosen
 * templates, external code maps and code values from it into their own customer. Decision 0030.
 */
@Entity('frm_blueprints')
@Index('ix_frm_blueprints_customer', ['customer_id'])
export class BlueprintEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  /** The customer whose templates, code maps and code values are the blueprint's content. */
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 200 }) name: string;
  /** BlueprintOptions as JSON. */
  @Column({ type: 'text', nullable: true }) options: string | null;
  @Column({ type: 'tinyint', default: 1 }) active: number;
  @Column({ type: 'datetime' }) created_at: Date;
}
