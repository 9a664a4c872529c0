import { Module } from '@nestjs/common';
import { StaffSessions } from './staff-sessions.js';

@Module({ providers: [StaffSessions], exports: [StaffSessions] })
export class SessionsModule {}
