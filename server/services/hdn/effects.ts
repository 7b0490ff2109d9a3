import type { Dossier, Tx } from '../dossiers/audit';
import type { FileStorage } from '../storage/storage';
import type { CheckedFile } from '../storage/upload';
import type { HdnSoort } from '../../../contract/hdn';
import type { HdnBody, HdnMessage } from './message';

/**
 * What a kind of message does to its dossier (docs/hdn.md, "What each kind changes"), run in the
 * message's transaction with the dossier locked. Answers what it changed, in words for the log;
 * throws HdnRefusal when the message cannot be applied, which rolls everything back.
 */
export interface EffectContext {
  tx: Tx;
  storage: FileStorage;
  /** Null: the exchange (the system); a user who linked the message by hand otherwise. */
  actorId: number | null;
  dossier: Dossier;
  message: HdnMessage;
  /** The files a DX message carries, staged before the transaction (documents.ts). */
  files: readonly CheckedFile[];
}

export type Effect<K extends HdnSoort> = (context: EffectContext, body: Extract<HdnBody, { soort: K }>) => Promise<string>;
