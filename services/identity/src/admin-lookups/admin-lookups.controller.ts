import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DATE_FORMATS, PERMISSIONS, TIME_ZONES, type DateFormatDto, type TimeZoneOption } from '@attest/contracts';
import { Parties, RequirePermission } from '@attest/platform';

/** Lists the admin pages choose from (staff-side §7 "Admin lookups"); any staff user may read them. */
@ApiTags('admin')
@Controller('api/v1/admin')
export class AdminLookupsController {
  @Parties('user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('date-formats')
  dateFormats(): DateFormatDto[] {
    return DATE_FORMATS.map((f) => ({ ...f }));
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('timezones')
  timezones(): TimeZoneOption[] {
    return TIME_ZONES.map((z) => ({ ...z }));
  }
}
