import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A package: an ordered set of templates sent together (staff-side §3 "Packages"). */
@Entity('edc_packages')
@Index('ix_edc_packages_customer', ['customer_id', 'active'])
export class PackageEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) package_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 255 }) name: string;
  /** Null: offered at every location. */
  @Column({ type: 'int', nullable: true }) location_id: number | null;
  @Column({ type: 'tinyint', default: 1 }) active: number;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
