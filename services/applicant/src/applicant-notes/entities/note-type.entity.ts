import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A kind of applicant note (General, Phone call, ...); each customer gets the defaults on first read. */
@Entity('note_types')
@Index('ux_note_types_code', ['customer_id', 'code'], { unique: true })
export class NoteTypeEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) note_type_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 32 }) code: string;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'int', default: 0 }) sort_order: number;
}
