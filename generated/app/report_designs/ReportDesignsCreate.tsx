// GENERATED from schema/dev-tools/report_designs.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ReportDesignsForm } from './ReportDesignsForm';
export const ReportDesignsCreate = () => (
  <ResourceCreate>
    <ReportDesignsForm />
  </ResourceCreate>
);
