import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A staff note on an applicant; deletion is soft (deleted_at) and audited. */
@Entity('applicant_notes')
@Index('ix_applicant_notes_applicant', ['customer_id', 'applicant_id', 'created_at'])
export class ApplicantNoteEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) note_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) note_type_id: number;
  @Column({ type: 'text' }) body: string;
  /** The staff user who wrote it. */
  @Column({ type: 'int' }) created_by: number;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime', nullable: true }) deleted_at: Date | null;
}
