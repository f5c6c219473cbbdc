import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { COUNTRIES, type CountryReference, SELECTABLE_COUNTRIES, TIME_ZONES, type TimeZoneOption } from '@attest/contracts';
import { fieldErrors, Public } from '@attest/platform';

const copy = (list: readonly CountryReference[]): CountryReference[] =>
  list.map((c) => ({ ...c, states: c.states.map((s) => ({ ...s })) }));

/** Static reference lists (spec §3 "Reference data"); guest pages need them too, so public. */
@ApiTags('reference')
@Controller('api/v1/reference')
export class ReferenceController {
  /** Every country, or with `?selectable=1` only the four an applicant may choose. */
  @Public()
  @Get('countries')
  countries(@Query('selectable') selectable: unknown): CountryReference[] {
    if (selectable === undefined || selectable === '' || selectable === '0' || selectable === 'false') {
      return copy(COUNTRIES);
    }
    if (selectable === '1' || selectable === 'true') {
      return copy(SELECTABLE_COUNTRIES);
    }
    throw fieldErrors({ selectable: 'invalid_entry' });
  }

  @Public()
  @Get('timezones')
  timezones(): TimeZoneOption[] {
    return TIME_ZONES.map((z) => ({ ...z }));
  }
}
