import type { Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/**
 * The one place a mail leaves for the SMTP relay (SMTP_URL). Kept to this one call on purpose: a
 * wrapper that records external calls (traces) wraps exactly this function.
 */
export const relaySend = (transport: Transporter, message: Mail.Options) => transport.sendMail(message);
