import { DATATYPE as D, TEMPLATE_TYPE } from '@attest/contracts';
import type { SeedField, SeedTemplate } from './template-writer';

export const LARGE_TEMPLATE_NAME = 'Large form (200 fields)';

const CYCLE = [D.TEXT, D.TEXTAREA, D.NUMBER, D.MONEY_STEP, D.DATE, D.DROPDOWN, D.RADIO_GROUP, D.INTEGER, D.CHECKBOX, D.YES_NO, D.CHECKBOX_GROUP, D.PHONE];
const CODED: readonly number[] = [D.DROPDOWN, D.RADIO_GROUP, D.CHECKBOX_GROUP];

function field(i: number): SeedField {
  const datatype = CYCLE[i % CYCLE.length];
  const code = `field_${String(i + 1).padStart(3, '0')}`;
  return {
    code,
    datatype_id: datatype,
    desc: `Question ${i + 1}`,
    required: i % 7 === 0,
    params: datatype === D.TEXT ? { max_length: 100 } : {},
    codes: CODED.includes(datatype) ? [['A', 'Option A', datatype === D.RADIO_GROUP], ['B', 'Option B'], ['C', 'Option C'], ['D', 'Option D']] : undefined,
  };
}

/** 200 fields of mixed datatypes (the form benchmark's subject), in sections of 20. */
export const largeTemplate: SeedTemplate = {
  name: LARGE_TEMPLATE_NAME,
  template_type_id: TEMPLATE_TYPE.EMPLOYER,
  directive: '',
  desc: 'A long form for measuring the form engine.',
  category: 'Benchmarks',
  tags: ['demo', 'benchmark'],
  sort_order: 90,
  fields: Array.from({ length: 200 }, (_, i) => field(i)),
};
