import type { FastifyPluginAsync } from 'fastify';
import actions from './actions';
import lists from './lists';
import rights from './rights';
import send from './send';

/** Mail (spec 002 §7 "Mail"; docs/mail.md): the lists and one message, the actions on messages, sending and attachments. */
const mailArea: FastifyPluginAsync = async (app) => {
  await app.register(lists);
  await app.register(actions);
  await app.register(send);
  await app.register(rights);
};

export default mailArea;
