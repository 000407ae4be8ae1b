// GENERATED from schema/banners/banners.yaml by generator/. Do not edit.
import { ImageField, OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, NumberField, TextField } from 'react-admin';
export const BannersShow = () => (
  <ResourceShow>
    <OptionField source="placement" />
    <TextField source="title" />
    <TextField source="subtitle" />
    <ImageField source="image" />
    <TextField source="link" />
    <TextField source="section" />
    <NumberField source="position" />
    <UnixDateField source="start_date" />
    <UnixDateField source="end_date" />
    <BooleanField source="active" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
