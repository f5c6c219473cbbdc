import { DATATYPE as D, TEMPLATE_TYPE } from '@attest/contracts';
import type { SeedTemplate } from './template-writer';

export const PRESCREEN_TEMPLATE_NAME = 'Prescreen questions';

export const prescreenTemplate: SeedTemplate = {
  name: PRESCREEN_TEMPLATE_NAME,
  template_type_id: TEMPLATE_TYPE.PRE_SCREEN,
  directive: '',
  desc: 'A few questions before you apply.',
  category: 'Prescreen',
  tags: ['demo', 'prescreen'],
  sort_order: 5,
  fields: [
    { code: 'authorized_to_work', datatype_id: D.YES_NO, required: true, desc: 'Are you authorized to work in the US?' },
    { code: 'over_18', datatype_id: D.YES_NO, required: true, desc: 'Are you 18 or older?' },
    { code: 'desired_shift', datatype_id: D.DROPDOWN, desc: 'Desired shift', codes: [['DAY', 'Day'], ['SWING', 'Swing'], ['NIGHT', 'Night']] },
    { code: 'available_start', datatype_id: D.DATE, desc: 'When can you start?' },
  ],
};
