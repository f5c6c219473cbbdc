import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('applicant_eeoc')
export class ApplicantEeocEntity {
  @PrimaryColumn({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 32, nullable: true }) gender: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) ethnicity: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) veteran: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) disability: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) disabled_veteran: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) medal_winner: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) other_veteran: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) recently_separated: string | null;
}
