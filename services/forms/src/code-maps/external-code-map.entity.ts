import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An external code map entry: a code of a category and the code an external system uses for it (staff-side §3). */
@Entity('adm_external_code_maps')
@Index('ux_adm_external_code_maps', ['customer_id', 'category', 'code', 'external_code'], { unique: true })
export class ExternalCodeMapEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 64 }) category: string;
  @Column({ type: 'varchar', length: 128 }) code: string;
  @Column({ type: 'varchar', length: 128 }) external_code: string;
}
