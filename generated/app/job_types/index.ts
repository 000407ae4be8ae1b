// GENERATED from schema/masterlists/job_types.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { jobTypesColumns } from './columns';
import { JobTypesCreate } from './JobTypesCreate';
import { JobTypesEdit } from './JobTypesEdit';
import { JobTypesForm } from './JobTypesForm';
import { JobTypesList } from './JobTypesList';
import { JobTypesShow } from './JobTypesShow';
const views: ResourceViews = {
  list: JobTypesList,
  create: JobTypesCreate,
  edit: JobTypesEdit,
  form: JobTypesForm,
  show: JobTypesShow,
  columns: jobTypesColumns,
  recordRepresentation: 'name',
};
export default views;
