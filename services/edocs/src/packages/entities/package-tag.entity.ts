import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A tag on a package (staff-side §3 "Packages": tags and an ordered list of templates). */
@Entity('edc_package_tags')
@Index('ux_edc_package_tags', ['package_id', 'tag'], { unique: true })
export class PackageTagEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) package_id: number;
  @Column({ type: 'varchar', length: 100 }) tag: string;
}
