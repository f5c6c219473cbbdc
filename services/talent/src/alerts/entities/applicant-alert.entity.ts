import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An applicant's alert (applicant-side §3 Alert); status 0 or 1 unread, 2 read (§4). */
@Entity('apl_alerts')
@Index('ux_apl_alerts_once', ['customer_id', 'applicant_id', 'type', 'entity_id'], { unique: true })
export class ApplicantAlertEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) alert_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) type: number;
  @Column({ type: 'int', default: 0 }) status: number;
  /** The placement or interview the alert is about. */
  @Column({ type: 'int' }) entity_id: number;
  @Column({ type: 'datetime' }) date_created: Date;
}
