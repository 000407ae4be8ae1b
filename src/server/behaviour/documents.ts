/**
 * A document's file must have one of its document type's extensions (document_types.extension,
 * e.g. '.pdf' or 'jpg, png'; empty accepts any). The documents panel only offers such files, and
 * the server refuses the others (422 on `file`, naming the accepted ones), on add and on update,
 * whether the file or the type changes.
 */
import { defineBehaviour } from '../behaviours';
import { HttpError } from '../errors';
import { acceptedExtensions, hasAcceptedExtension } from '../../shared/document-types';

export default defineBehaviour(({ registry }) => {
  const types = registry.require('document_types').def;

  return {
    async validate({ input, current, uow }) {
      if (!input) return;
      const changed = (field: string) => field in input.values;
      if (!changed('file') && !changed('document_type_id')) return;
      const file = (changed('file') ? input.values.file : current?.file) as string | null | undefined;
      const typeId = (changed('document_type_id') ? input.values.document_type_id : current?.document_type_id) as number | null | undefined;
      if (!file || typeId === null || typeId === undefined) return;
      const type = await uow.trx.selectFrom(types.table).select(['name', 'extension']).where('id', '=', Number(typeId)).executeTakeFirst();
      const accepted = acceptedExtensions(type?.extension);
      if (hasAcceptedExtension(file, accepted)) return;
      throw new HttpError('VALIDATION_FAILED', [
        { title: `A ${type!.name} document must be a ${accepted.join(', ')} file; "${file}" is not`, meta: { field: 'file' } },
      ]);
    },
  };
});
