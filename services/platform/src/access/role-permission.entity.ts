import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One permission of a role (keys from the catalogue in @attest/contracts). */
@Entity('role_permissions')
@Index('ux_role_permissions', ['role_id', 'permission'], { unique: true })
export class RolePermissionEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  role_id: number;

  @Column({ type: 'varchar', length: 64 })
  permission: string;
}
