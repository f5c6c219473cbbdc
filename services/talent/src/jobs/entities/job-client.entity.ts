import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A customer's client a job is for (staff-side §3 JobClient). */
@Entity('job_clients')
export class JobClientEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) client_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 200, nullable: true }) client_name: string | null;
  @Column({ type: 'tinyint', default: 1 }) active: number;
  @Column({ type: 'varchar', length: 64, nullable: true }) external_id: string | null;
  @Column({ type: 'datetime' }) date_added: Date;
}
