import { Module } from '@nestjs/common';
import { ReservationsService } from './reservations.service.js';

/** The sessions half of the order saga: reservations and releases (ADR 0006). */
@Module({ providers: [ReservationsService], exports: [ReservationsService] })
export class ReservationsModule {}
