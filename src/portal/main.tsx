/** The customer portal's entry (portal.html): its own small app, none of the staff app's chunks. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './portal.css';
import { PortalApp } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortalApp />
  </StrictMode>,
);
