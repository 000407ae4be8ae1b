// GENERATED from schema/masterlists/competencies.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { competenciesColumns } from './columns';
import { CompetenciesCreate } from './CompetenciesCreate';
import { CompetenciesEdit } from './CompetenciesEdit';
import { CompetenciesForm } from './CompetenciesForm';
import { CompetenciesList } from './CompetenciesList';
import { CompetenciesShow } from './CompetenciesShow';
const views: ResourceViews = {
  list: CompetenciesList,
  create: CompetenciesCreate,
  edit: CompetenciesEdit,
  form: CompetenciesForm,
  show: CompetenciesShow,
  columns: competenciesColumns,
  recordRepresentation: 'name',
};
export default views;
