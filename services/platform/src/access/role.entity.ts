import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A named set of permissions. System roles (customer_id null) are shared by every customer and
 * read-only; a customer's own roles carry its id. The tables are the platform's because every
 * service's AuthGuard reads them; identity's roles module is the only writer.
 */
@Entity('roles')
@Index('ix_roles_customer', ['customer_id'])
export class RoleEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  role_id: number;

  @Column({ type: 'int', nullable: true })
  customer_id: number | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ type: 'tinyint', default: 0 })
  system: number;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime' })
  updated_at: Date;
}
