import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentAuth, IdParam, Parties, type AuthContext } from '@attest/platform';
import { icsFileName } from '../calendar/calendar-file';
import { sendIcs } from '../calendar/ics-reply';
import { InterviewsService } from './interviews.service';

/** The applicant's own interviews (the spec shows no paths; decision 0040). */
@ApiTags('interviews')
@Controller('api/v1/talent/interviews')
@Parties('applicant')
export class InterviewsController {
  constructor(private readonly interviews: InterviewsService) {}

  @Get()
  mine(@CurrentAuth() auth: AuthContext) {
    return this.interviews.mine(auth);
  }

  @Get(':id/calendar.ics')
  async calendar(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Res() reply: FastifyReply) {
    sendIcs(reply, icsFileName('interview', id), await this.interviews.calendar(auth, id));
  }
}
