/** /error-404, and the catch-all that sends unknown paths there. */
import { useTranslate } from 'react-admin';
import { MessagePage } from './info/MessagePage';

export const NotFoundPage = () => {
  const translate = useTranslate();
  return <MessagePage testId="not-found" mark="404" title={translate('app.not_found.title')} body={translate('app.not_found.body')} />;
};

export { ToNotFound } from '../crud/ToNotFound';
