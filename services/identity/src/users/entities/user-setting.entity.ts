import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One per-user setting (small string values, e.g. a preferred page size). */
@Entity('user_settings')
@Index('ux_user_settings', ['user_id', 'name'], { unique: true })
export class UserSettingEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 1000 })
  value: string;
}
