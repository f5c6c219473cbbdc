import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The entity manager configuration of one entity type for one customer (EntityManagerConfig as JSON). */
@Entity('cst_entity_manager_configs')
@Index('ux_cst_entity_manager_configs', ['customer_id', 'entity_type'], { unique: true })
export class EntityManagerConfigEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 64 }) entity_type: string;
  @Column({ type: 'text' }) config: string;
  @Column({ type: 'datetime' }) updated_at: Date;
}
