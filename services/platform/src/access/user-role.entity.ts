import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A staff user holds a role in one customer, for every location (location_id null) or for one. */
@Entity('user_roles')
@Index('ix_user_roles_user_customer', ['user_id', 'customer_id'])
export class UserRoleEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'int' })
  role_id: number;

  @Column({ type: 'int', nullable: true })
  location_id: number | null;
}
