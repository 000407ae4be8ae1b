/**
 * A record's `image` field (a product's thumbnail): shown as the picture, stored under
 * /api/static/{collection}/{id}/{file} and loaded through a signed link; edited by choosing a
 * picture, which the form sends as the contract's `{field}base64` beside the file name
 * (`thumbnail` + `thumbnailbase64`), so the record and its picture are saved in one write.
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useFormContext, useWatch } from 'react-hook-form';
import { useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { readAsBase64 } from '../authProvider/api';
import { useSignedFileUrl } from '../authProvider/thumbnail';

/** Pictures a browser shows (the server accepts the same). */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp';

/** The body property carrying an image field's bytes (api-contract.md, Files: `thumbnailbase64`). */
export const imageBase64Field = (source: string): string => `${source}base64`;

/** The stored path of a record's picture, or undefined when it has none. */
export function recordImagePath(resource: string, record: RaRecord | undefined, source: string): string | undefined {
  const name = record?.[source];
  if (!record?.id || typeof name !== 'string' || !name) return undefined;
  return `${resource}/${encodeURIComponent(String(record.id))}/${encodeURIComponent(name)}`;
}

/** The picture of a record, `size` pixels at most; nothing when it has none. */
export const ImageField = ({ source, size = 120, record: given }: { source: string; size?: number; record?: RaRecord; label?: string; sortable?: boolean }) => {
  const fromContext = useRecordContext();
  const resource = useResourceContext() ?? '';
  const record = given ?? fromContext;
  const url = useSignedFileUrl(recordImagePath(resource, record, source));
  if (!url) return null;
  return <Box component="img" src={url} alt={String(record?.[source] ?? '')} data-testid={`image-${source}`} sx={{ maxWidth: size, maxHeight: size, objectFit: 'contain', borderRadius: 1, display: 'block' }} />;
};

/** Choose a picture: the form's `source` becomes its name and `{source}base64` its bytes. */
export const ImageInput = ({ source, label }: { source: string; label?: string; validate?: unknown; helperText?: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const { setValue, register } = useFormContext();
  const name = useWatch({ name: source }) as string | null | undefined;
  const pickedBase64 = useWatch({ name: imageBase64Field(source) }) as string | undefined;
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const stored = useSignedFileUrl(pickedBase64 ? undefined : recordImagePath(resource, record, source));
  register(imageBase64Field(source));
  const preview = pickedBase64 ? `data:image/*;base64,${pickedBase64}` : stored;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_ACCEPT.split(',').some((ext) => file.name.toLowerCase().endsWith(ext))) {
      setError(translate('app.image.not_a_picture', { accepted: IMAGE_ACCEPT }));
      return;
    }
    setError(null);
    const read = await readAsBase64(file);
    setValue(source, read.name, { shouldDirty: true });
    setValue(imageBase64Field(source), read.base64, { shouldDirty: true });
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 1, gridColumn: '1 / -1' }}>
      {preview && <Box component="img" src={preview} alt={name ?? ''} sx={{ width: 64, height: 64, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider' }} />}
      <Box>
        <Button variant="outlined" size="small" startIcon={<AddPhotoAlternateIcon />} onClick={() => input.current?.click()}>
          {translate(label ?? `resources.${resource}.fields.${source}`, { _: source })}
        </Button>
        {/* Reached through the button above: the input itself is never shown nor focused. */}
        <input ref={input} type="file" hidden aria-hidden="true" tabIndex={-1} accept={IMAGE_ACCEPT} data-testid={`image-input-${source}`} onChange={(e) => void choose(e.target.files?.[0])} />
        {name && <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>{name}</Typography>}
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    </Box>
  );
};
