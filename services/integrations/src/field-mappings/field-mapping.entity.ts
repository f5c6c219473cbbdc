import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { FieldType, MappingDirection } from './apply-mappings';

/** A field mapping of one customer's integration (staff-side §3; decision 0050). */
@Entity('int_field_mappings')
@Index('ux_int_field_mappings', ['customer_id', 'integration', 'internal_entity_type', 'external_entity_type', 'external_field'], { unique: true })
export class FieldMappingEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 32 }) integration: string;
  @Column({ type: 'varchar', length: 32 }) internal_entity_type: string;
  @Column({ type: 'varchar', length: 32 }) external_entity_type: string;
  @Column({ type: 'varchar', length: 128 }) internal_field: string;
  @Column({ type: 'varchar', length: 128 }) external_field: string;
  @Column({ type: 'varchar', length: 16 }) field_type: FieldType;
  @Column({ type: 'varchar', length: 64, nullable: true }) code_category: string | null;
  @Column({ type: 'varchar', length: 8 }) direction: MappingDirection;
  @Column({ type: 'datetime' }) updated_at: Date;
}
