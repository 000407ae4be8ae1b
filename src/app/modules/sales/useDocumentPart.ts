/**
 * A sales document's read-only part as a list (GET /{collection}/{id}/{part}: its chain, a
 * quotation's revision thread): empty until it answers, and when it fails. Kept under the
 * document's own query key, so what invalidates the collection's queries asks it again.
 */
import { useQuery } from '@tanstack/react-query';
import { API_URL, httpClient } from '../../authProvider/api';

export function useDocumentPart<T>(collection: string, id: string, part: string): T[] {
  const { data } = useQuery({
    queryKey: [collection, id, part],
    queryFn: async () => (await httpClient(`${API_URL}/${collection}/${encodeURIComponent(id)}/${part}`)).json.data as T[],
    enabled: id !== '',
  });
  return data ?? [];
}
