// GENERATED from schema/masterlists/training_partners.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { EmailField, TextField } from 'react-admin';
/** The list columns of training_partners, shared by its list and any related list that shows it. */
export const trainingPartnersColumns = [
  <TextField key="name" source="name" />,
  <TextField key="contact_person" source="contact_person" sortable={false} />,
  <EmailField key="email" source="email" sortable={false} />,
  <TextField key="tel" source="tel" sortable={false} />,
  <StatusField key="status" source="status" />,
];
