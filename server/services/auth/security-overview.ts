import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beveiligingslog, uitgaandeMails } from '../../db/schema';

export interface PageQuery {
  page: number;
  size: number;
}

const page = <T>(content: T[], total: number, { page, size }: PageQuery) => ({
  content,
  totalElements: total,
  totalPages: Math.ceil(total / size),
  number: page,
  size,
});

const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The security log, newest first, filtered by user name and event (Beheer › Beveiligingslog). */
export async function securityLogPage(db: Db, query: PageQuery & { gebruikersnaam?: string; gebeurtenis?: string }) {
  const where = and(
    ...([
      query.gebruikersnaam ? ilike(beveiligingslog.gebruikersnaam, escapeLike(query.gebruikersnaam)) : undefined,
      query.gebeurtenis ? eq(beveiligingslog.gebeurtenis, query.gebeurtenis) : undefined,
    ].filter(Boolean) as SQL[]),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(beveiligingslog).where(where).orderBy(desc(beveiligingslog.at), desc(beveiligingslog.id)).limit(query.size).offset(query.page * query.size),
    db.select({ n: count() }).from(beveiligingslog).where(where),
  ]);
  return page(rows, total.n, query);
}

/** The outgoing mail, newest first (Beheer › Uitgaande mail): what was sent, what waits without SMTP_URL, what was given up. */
export async function outboxPage(db: Db, query: PageQuery & { aan?: string }) {
  const where = query.aan ? ilike(uitgaandeMails.aan, escapeLike(query.aan)) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(uitgaandeMails).where(where).orderBy(desc(uitgaandeMails.createdAt), desc(uitgaandeMails.id)).limit(query.size).offset(query.page * query.size),
    db.select({ n: count() }).from(uitgaandeMails).where(where),
  ]);
  // A message written in a mailbox is read there, under the mailbox rights (docs/mail.md); Beheer sees that it went out.
  const shown = rows.map(({ mailId, ...row }) => ({ ...row, tekst: mailId === null ? row.tekst : '', html: mailId === null ? row.html : null, postvakBericht: mailId !== null }));
  return page(shown, total.n, query);
}
