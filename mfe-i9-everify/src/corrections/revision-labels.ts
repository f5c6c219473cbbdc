import type { Translate } from '../i9-common/i9-text';

/** A section of an I-9 (compliance's I9Section) as words; never the raw code. */
export function sectionLabel(t: Translate, section: string): string {
  switch (section) {
    case 'section1':
      return t('i9_section_1', 'Section 1');
    case 'section2':
      return t('i9_section_2', 'Section 2');
    case 'supplementB':
      return t('i9_supplement_b', 'Supplement B');
    default:
      return t('i9_section_other', 'Other');
  }
}
