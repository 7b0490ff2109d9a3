import type { Profiel } from '../../contract/profile';
import { request, upload } from './http';

const PROFILE = '/api/v1/profile';

export const profileCalls = {
  /**
   * The own profile (docs/profile.md). `quiet` keeps a failure out of the Foutmelding dialog: the
   * user panel reads the profile on every page, and its picture is not worth a dialog.
   */
  getProfile: (quiet = false) => request<Profiel>(PROFILE, { report: !quiet }),
  /** Saves the phone numbers; a 400 VALIDATION comes back as field errors for the form. */
  updateProfile: (values: { telefoonnummer?: string | null; mobielnummer?: string | null; version: number }) =>
    request<Profiel>(PROFILE, { method: 'PUT', body: values, formErrors: true }),
  getProfilePicture: () => request<Blob>(`${PROFILE}/picture`, { as: 'blob', report: false }),
  uploadProfilePicture: (file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return upload<Profiel>(`${PROFILE}/picture`, { method: 'PUT', form, onProgress });
  },
  deleteProfilePicture: () => request<void>(`${PROFILE}/picture`, { method: 'DELETE' }),
};
export type ProfileCalls = typeof profileCalls;
