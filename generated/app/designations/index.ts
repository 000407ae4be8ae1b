// GENERATED from schema/masterlists/designations.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { designationsColumns } from './columns';
import { DesignationsCreate } from './DesignationsCreate';
import { DesignationsEdit } from './DesignationsEdit';
import { DesignationsForm } from './DesignationsForm';
import { DesignationsList } from './DesignationsList';
import { DesignationsShow } from './DesignationsShow';
const views: ResourceViews = {
  list: DesignationsList,
  create: DesignationsCreate,
  edit: DesignationsEdit,
  form: DesignationsForm,
  show: DesignationsShow,
  columns: designationsColumns,
  recordRepresentation: 'name',
};
export default views;
