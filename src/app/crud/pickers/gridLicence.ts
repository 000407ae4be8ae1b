/**
 * The pickers' grid licence key (MUI_LICENSE_KEY, GET /pickers/config), set once before the
 * first grid shows. Without one, or when the call fails, the grid shows its watermark.
 */
import { use } from 'react';
import { LicenseInfo } from '@mui/x-license';
import { API_URL, httpClient } from '../../authProvider/api';

let loaded: Promise<void> | null = null;

function loadLicence(): Promise<void> {
  loaded ??= httpClient<{ data: { mui_license_key: string | null } }>(`${API_URL}/pickers/config`).then(
    ({ json }) => {
      if (json.data.mui_license_key) LicenseInfo.setLicenseKey(json.data.mui_license_key);
    },
    () => undefined, // the watermark, not a broken picker
  );
  return loaded;
}

/** Starts fetching the licence (a picker's button does, so the grid need not wait for it). */
export const prefetchGridLicence = (): void => void loadLicence();

/** Suspends until the licence is known; call it inside a Suspense boundary. */
export const useGridLicence = (): void => use(loadLicence());
