import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { composeHdn, type ComposedMessage } from '../../../server/services/hdn/compose';
import { checkedRequestId, XSRF } from '../helpers';

/** A message of `soort` with a fresh BerichtId, as the exchange would send it. */
export const hdnXml = (message: Omit<ComposedMessage, 'header'> & { header: Omit<ComposedMessage['header'], 'BerichtId'> & { BerichtId?: string } }) =>
  composeHdn({ ...message, header: { BerichtId: randomUUID(), Datum: '2026-11-26T10:15:00+01:00', ...message.header } });

/** Posts XML to the intake as the exchange does (bearer token, the XSRF pair, application/xml). */
export async function postXml(app: FastifyInstance, token: string | undefined, xml: string, contentType = 'application/xml') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/hdn/berichten',
    headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: xml,
  });
  return { status: res.statusCode, body: checkedRequestId('POST /api/v1/hdn/berichten', res.statusCode, res.body ? JSON.parse(res.body) : undefined, res.headers) };
}

/** A new application (AX) for `office`, addressed to the money provider `ontvanger`, with one applicant named `achternaam`. */
export const applicationXml = (ontvanger: string, kantoorId: number, achternaam: string, afzender = 'ADVIESPAKKET') =>
  hdnXml({
    header: { BerichtSoort: 'AX', Afzender: afzender, Ontvanger: ontvanger },
    body: {
      Aanvraag: {
        Intermediair: { KantoorNummer: kantoorId },
        Hypotheekgever: [{ Geslacht: 'V', Voorletters: 'M.', Achternaam: achternaam, GeboorteDatum: '1990-02-01', Postcode: '1017 CE' }],
        Lening: { Hoofdsom: '280000' },
      },
    },
  });
