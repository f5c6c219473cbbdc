import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { mapsCountry, type GeocodeAnswer, type MapsCountry, type PlacePrediction, type PlaceResult, PERMISSIONS } from '@attest/contracts';
import { fieldErrors, notFound, Parties, RequirePermission } from '@attest/platform';
import { MapsService } from './maps.service';

const MAX_INPUT = 200;
// Place ids are opaque tokens of the maps service (letters, digits, '-', '_'); anything else names no place.
const PLACE_ID = /^[A-Za-z0-9_-]{1,256}$/;

function text(field: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw fieldErrors({ [field]: 'required_field' });
  }
  if (value.length > MAX_INPUT) {
    throw fieldErrors({ [field]: 'es_max' });
  }
  return value;
}

/** Address lookups for the portal's address fields; applicants and staff both fill addresses. */
@ApiTags('maps')
@Controller('api/v1/maps')
@Parties('applicant', 'user')
export class MapsController {
  constructor(private readonly maps: MapsService) {}

  /** GET /api/v1/maps/autocomplete?input=&country= (country US, CA, UK or IE; required like componentRestrictions). */
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('autocomplete')
  autocomplete(@Query('input') input?: unknown, @Query('country') country?: unknown): Promise<PlacePrediction[]> {
    const typed = text('input', input);
    const restricted: MapsCountry | null = typeof country === 'string' ? mapsCountry(country) : null;
    if (!restricted) {
      throw fieldErrors({ country: country === undefined || country === '' ? 'required_field' : 'invalid_country' });
    }
    return this.maps.autocomplete(typed, restricted);
  }

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('place/:placeId')
  place(@Param('placeId') placeId: string): Promise<PlaceResult> {
    if (!PLACE_ID.test(placeId)) {
      throw notFound('place_not_found');
    }
    return this.maps.place(placeId);
  }

  /** GET /api/v1/maps/geocode?address= answers 200 with location null when the lookup fails. */
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('geocode')
  geocode(@Query('address') address?: unknown): Promise<GeocodeAnswer> {
    return this.maps.geocode(text('address', address));
  }
}
