import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Why a version was written: the first save keeps what was stored before as 'initial'. */
export type EntityManagerConfigVersionAction = 'initial' | 'create' | 'update' | 'revert' | 'set_from_old';

/**
 * One saved version of a customer's entity-manager configuration (decision 0031). Versions are never
 * changed; `is_current` marks the one the configuration holds (a revert moves it back one).
 */
@Entity('cst_entity_manager_config_versions')
@Index('ux_cst_em_config_versions', ['customer_id', 'config_id', 'version'], { unique: true })
export class EntityManagerConfigVersionEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) config_id: number;
  @Column({ type: 'int' }) version: number;
  @Column({ type: 'text' }) config: string;
  @Column({ type: 'varchar', length: 16 }) action: EntityManagerConfigVersionAction;
  @Column({ type: 'tinyint', default: 0 }) is_current: number;
  @Column({ type: 'int', nullable: true }) created_by: number | null;
  @Column({ type: 'datetime' }) created_at: Date;
}
