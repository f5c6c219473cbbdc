import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentAuth, IdParam, Parties, type AuthContext } from '@attest/platform';
import { icsFileName } from '../calendar/calendar-file';
import { sendIcs } from '../calendar/ics-reply';
import { MyPlacementsService } from './my-placements.service';

/** The applicant's own placements (the spec shows no paths; decision 0040). */
@ApiTags('placements')
@Controller('api/v1/talent/placements')
@Parties('applicant')
export class MyPlacementsController {
  constructor(private readonly placements: MyPlacementsService) {}

  @Get()
  mine(@CurrentAuth() auth: AuthContext) {
    return this.placements.mine(auth);
  }

  @Get(':id/calendar.ics')
  async calendar(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Res() reply: FastifyReply) {
    sendIcs(reply, icsFileName('placement', id), await this.placements.calendar(auth, id));
  }
}
