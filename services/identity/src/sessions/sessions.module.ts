import { Module } from '@nestjs/common';
import { Sessions } from './sessions.js';

@Module({ providers: [Sessions], exports: [Sessions] })
export class SessionsModule {}
