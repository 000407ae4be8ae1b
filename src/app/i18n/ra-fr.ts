/**
 * react-admin's own messages in French: ra-language-french, with the few messages where it
 * drops the resource name (%{name}, %{recordRepresentation}) said again with it, so every
 * language tells the user what a confirmation or an empty list is about.
 */
import type { TranslationMessages } from 'react-admin';
import raFrench from 'ra-language-french';

const frenchMessages: TranslationMessages = {
  ...raFrench,
  ra: {
    ...raFrench.ra,
    message: {
      ...raFrench.ra.message,
      bulk_delete_content:
        'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ? |||| Êtes-vous sûr(e) de vouloir supprimer ces %{smart_count} éléments ?',
      bulk_update_content:
        'Êtes-vous sûr(e) de vouloir modifier %{name} %{recordRepresentation} ? |||| Êtes-vous sûr(e) de vouloir modifier ces %{smart_count} éléments ?',
      delete_content: 'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ?',
    },
    navigation: {
      ...raFrench.ra.navigation,
      no_filtered_results: 'Aucun résultat (%{name}) avec les filtres actuels.',
      no_results: 'Aucun résultat (%{name})',
    },
  },
};

export default frenchMessages;
