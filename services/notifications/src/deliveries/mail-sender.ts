import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import nodemailer, { type Transporter } from 'nodemailer';
import type { NotificationsConfig } from '../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Stable per delivery: a mailbox that receives a resend shows it once. */
  messageId: string;
  headers?: Record<string, string>;
}

/** SMTP through nodemailer (SMTP_URL, MAIL_FROM); a refused or unreachable server throws. */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig) {
    this.transport = nodemailer.createTransport(config.SMTP_URL);
  }

  async send({ to, subject, text, html, messageId, headers }: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to,
      subject,
      text,
      ...(html ? { html } : {}),
      messageId,
      ...(headers ? { headers } : {}),
    });
  }

  onApplicationShutdown() {
    this.transport.close();
  }
}
