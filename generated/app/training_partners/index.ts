// GENERATED from schema/masterlists/training_partners.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { trainingPartnersColumns } from './columns';
import { TrainingPartnersCreate } from './TrainingPartnersCreate';
import { TrainingPartnersEdit } from './TrainingPartnersEdit';
import { TrainingPartnersForm } from './TrainingPartnersForm';
import { TrainingPartnersList } from './TrainingPartnersList';
import { TrainingPartnersShow } from './TrainingPartnersShow';
const views: ResourceViews = {
  list: TrainingPartnersList,
  create: TrainingPartnersCreate,
  edit: TrainingPartnersEdit,
  form: TrainingPartnersForm,
  show: TrainingPartnersShow,
  columns: trainingPartnersColumns,
  recordRepresentation: 'name',
};
export default views;
