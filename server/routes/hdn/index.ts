import type { FastifyPluginAsync } from 'fastify';
import { HdnDropFolder } from '../../services/hdn/drop-folder';
import type { HdnDeps } from '../../services/hdn/intake';
import { HDN_SEND_JOB, sendJob } from '../../services/hdn/outgoing';
import intake from './intake';
import messages from './messages';

/**
 * HDN messages (docs/hdn.md): the exchange's intake, the lists of /tickets/hdn and /hdn-log, the
 * linking of a message by hand; the sending job of outgoing messages and, with HDN_DIR, the drop
 * folder every server of the installation reads.
 */
const hdnArea: FastifyPluginAsync = async (app) => {
  const deps: HdnDeps = { db: app.db, storage: app.storage, config: app.appConfig };
  app.jobs.register(HDN_SEND_JOB, sendJob(app.db, app.appConfig, app.log));
  await app.register(intake, { deps });
  await app.register(messages, { deps });
  const folder = app.appConfig.hdnDir;
  if (folder) {
    const reader = new HdnDropFolder(deps, folder, app.log);
    app.addHook('onReady', () => reader.start());
    app.addHook('onClose', () => reader.stop());
  }
};

export default hdnArea;
