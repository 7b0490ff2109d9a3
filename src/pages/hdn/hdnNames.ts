import { HDN_KANALEN, HDN_RICHTINGEN, HDN_SOORTEN, HDN_STATUSSEN } from '../../../contract/hdn';

const nameOf = (list: readonly { id: string; name: string }[]) => (code: string | null) => (code ? (list.find((item) => item.id === code)?.name ?? code) : '–');

/** The Dutch names of the codes the HDN screens show. */
export const soortName = nameOf(HDN_SOORTEN);
export const statusName = nameOf(HDN_STATUSSEN);
export const richtingName = nameOf(HDN_RICHTINGEN);
export const kanaalName = nameOf(HDN_KANALEN);

/** How a status looks: what needs a person (not linked, refused, not sent) stands out. */
export const statusColour = (status: string): 'success' | 'warning' | 'error' | 'default' | 'info' =>
  status === 'VERWERKT' || status === 'VERZONDEN' ? 'success' : status === 'ONGEKOPPELD' ? 'warning' : status === 'GEWEIGERD' || status === 'NIET_VERZONDEN' ? 'error' : 'info';

/** The two screens on the one message store (docs/hdn.md): their path, what they list and title. */
export type HdnMode = 'berichten' | 'log';
export const HDN_BASE: Record<HdnMode, string> = { berichten: '/tickets/hdn', log: '/hdn-log' };
