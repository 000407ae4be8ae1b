/**
 * "Import" beside "Export" on a list (issue 36). The dialog, its file reading (fflate) and its
 * mapping load only when the button is pressed: the list chunk is on every page, the technician's
 * phone among them (technician-day.test.ts bounds what it downloads).
 */
import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { useListPermissions } from '../../crud/list/permissions';
import { allResources, useResourceDef } from '../../crud/registry';

const ImportDialog = lazy(() => import('./ImportDialog'));

/** Lines written only with their record (a quotation's lines) are not imported on their own (the server says so too). */
const writtenWithParent = (resource: string) => allResources.some((d) => d.children.some((c) => c.resource === resource && !c.writtenAlone));

export const ImportButton = ({ title }: { title: string }) => {
  const def = useResourceDef();
  const permissions = useListPermissions();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!def.importable || !permissions.create || writtenWithParent(def.resource)) return null;
  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)} data-testid="import-button">
        {translate('app.import.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ImportDialog title={title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
