/** Sends the browser to /error-404: an unknown path, or a resource view that does not exist. */
import { Navigate } from 'react-router-dom';

export const ToNotFound = () => <Navigate to="/error-404" replace />;
