import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { dossiers, gebruikers, postvakken, teams } from '../../../server/db/schema';
import { hasMail, seedMail } from '../../../server/demo/mail';
import { demoPdf } from '../../../server/demo/files';
import { fileIncoming, parseMessage } from '../../../server/services/mail/intake';

/** The demo mail once per test process (the API test files share one database). */
export async function mailFixtures(app: FastifyInstance) {
  const { db } = app;
  if (!(await hasMail(db))) await seedMail(db, app.storage);
  const users = await db.select().from(gebruikers).where(inArray(gebruikers.username, ['medewerker', 'employee', 'adviseur', 'medewerker1', 'medewerker2', 'verstrekker', 'beheerder']));
  const user = Object.fromEntries(users.map((u) => [u.username, u]));
  const box = async (where: ReturnType<typeof eq>) => (await db.select().from(postvakken).where(where))[0];
  return {
    user,
    boxOf: (username: string) => box(eq(postvakken.gebruikerId, user[username].id)),
    teamBox: async (teamNaam: string) => {
      const [team] = await db.select().from(teams).where(eq(teams.teamNaam, teamNaam));
      return box(eq(postvakken.teamId, team.id));
    },
    dossier: async (id: number) => (await db.select().from(dossiers).where(eq(dossiers.id, id)))[0],
  };
}

/** A real message over SMTP to a listener, as another mail server delivers it. */
export async function sendSmtp(port: number, message: Mail.Options) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({ from: '"J. de Adviseur" <j.adviseur@advies.example.nl>', ...message });
  } finally {
    transport.close();
  }
}

export const pdfAttachment = async (title: string) => ({ filename: `${title}.pdf`, content: Buffer.from(await demoPdf(title, ['Demo'])), contentType: 'application/pdf' });


/** A message received in one mailbox through the real intake (parsed, its files to the store), linked to a dossier when given; answers its id. */
export async function receive(app: FastifyInstance, postvakId: number, message: Mail.Options, dossierId?: number) {
  const raw = await new MailComposer({ from: '"J. de Adviseur" <j.adviseur@advies.example.nl>', ...message }).compile().build();
  const [id] = await fileIncoming(app.db, app.storage, await parseMessage(raw), [postvakId], { dossierId });
  return id;
}
