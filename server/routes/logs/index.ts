import type { FastifyPluginAsync } from 'fastify';
import inbound from './inbound';
import logs from './logs';

/** The message logs of the BTL channel, the system events and the client portal (docs/logs.md), and where the last two come in. */
const logsArea: FastifyPluginAsync = async (app) => {
  await app.register(logs);
  await app.register(inbound);
};

export default logsArea;
