import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The value of one custom field on one entity record (entity_id is an apl_entity_records id). */
@Entity('apl_entity_custom_field_values')
@Index('ux_apl_entity_custom_field_values', ['entity_custom_field_id', 'entity_id'], { unique: true })
export class EntityCustomFieldValueEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) entity_id: number;
  @Column({ type: 'int' }) entity_custom_field_id: number;
  @Column({ type: 'varchar', length: 64 }) entity_type: string;
  @Column({ type: 'text', nullable: true }) value: string | null;
}
