import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A custom field definition for one entity type (datatypes Text=1, Number=2, Money=3, Date=4, Multiline=5). */
@Entity('cst_entity_custom_fields')
@Index('ux_cst_entity_custom_fields', ['customer_id', 'entity_type', 'name'], { unique: true })
export class EntityCustomFieldEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_custom_field_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 64 }) entity_type: string;
  @Column({ type: 'varchar', length: 128 }) name: string;
  @Column({ type: 'int' }) datatype_id: number;
  @Column({ name: 'description', type: 'text', nullable: true }) desc: string | null;
  @Column({ type: 'tinyint', default: 0 }) required: number;
  /** The spec's `order` (a reserved word in SQL). */
  @Column({ type: 'int', default: 0 }) sort_order: number;
  @Column({ type: 'tinyint', default: 1 }) visible_to_applicant: number;
  @Column({ type: 'tinyint', default: 1 }) active: number;
}
