import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A customer's change to the automatically extended EAD categories: a default (contracts' 14) taken off the
 * list (`listed` 0), or a category added (`listed` 1). The customer's list is the defaults with these applied,
 * so a customer who changed nothing follows the product's defaults as they are updated.
 */
@Entity('ead_category_overrides')
@Index('ux_ead_category_overrides', ['customer_id', 'category'], { unique: true })
export class EadCategoryOverrideEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 8 }) category: string;
  @Column({ type: 'tinyint' }) listed: number;
  @Column({ type: 'int' }) changed_by: number;
  @Column({ type: 'datetime' }) changed_at: Date;
}
