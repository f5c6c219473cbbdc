import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A language a location offers; a location with none offers every language of its customer. */
@Entity('location_languages')
@Index('ux_location_languages', ['location_id', 'language_code'], { unique: true })
export class LocationLanguageEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'int' })
  location_id: number;

  @Column({ type: 'varchar', length: 16 })
  language_code: string;
}
