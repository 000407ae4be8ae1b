/** Files the import answers (templates, failed rows), saved through the browser. */
import { apiFile } from '../../authProvider/api';
import { download as save } from '../../crud/list/export/run';

/** A file the API answers (a template, an error file), saved under `name`; a refusal throws the server's sentence. */
export async function download(path: string, name: string): Promise<void> {
  const { bytes, type } = await apiFile(path);
  save(bytes, name, type);
}
