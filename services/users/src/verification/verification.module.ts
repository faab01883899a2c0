import { Module } from '@nestjs/common';
import { VerificationResolver } from './verification.resolver.js';
import { VerificationService } from './verification.service.js';

/** Admin approval / rejection of chef applications (PENDING → ACTIVE / REJECTED). */
@Module({ providers: [VerificationService, VerificationResolver] })
export class VerificationModule {}
