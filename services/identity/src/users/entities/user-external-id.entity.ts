import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The user's id in an outside system (e.g. the ATS's recruiter id), per customer. */
@Entity('user_external_ids')
@Index('ux_user_external_ids', ['customer_id', 'system', 'external_id'], { unique: true })
export class UserExternalIdEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'varchar', length: 64 })
  system: string;

  @Column({ type: 'varchar', length: 128 })
  external_id: string;
}
