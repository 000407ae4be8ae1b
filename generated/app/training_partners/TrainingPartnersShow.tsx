// GENERATED from schema/masterlists/training_partners.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { EmailField, TextField } from 'react-admin';
export const TrainingPartnersShow = () => (
  <ResourceShow>
    <TextField source="name" />
    <TextField source="uen" />
    <TextField source="contact_person" />
    <EmailField source="email" />
    <TextField source="tel" />
    <TextField source="website" />
    <TextField source="addr1" />
    <TextField source="addr2" />
    <TextField source="postal" />
    <TextField source="country" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
