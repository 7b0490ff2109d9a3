import type { UserCode } from '../../../contract/permissions';

/**
 * The user types of the organisation's own staff. Beheer entries that are not for lenders (spec
 * 002 §2: Backoffice templates, Informatie en nieuws) demand one of these besides the permission,
 * so a lender who was given the permission by mistake is still refused; advisers get no Beheer.
 */
export const STAFF_TYPES: readonly UserCode[] = ['M', 'E', 'B', 'V', 'S'];
