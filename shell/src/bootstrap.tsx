import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BootRoot } from './boot/BootRoot';
import { hadSession } from './boot/sessionHint';
import { userProbe } from './boot/userProbe';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <BootRoot probe={userProbe()} landing={window.location.pathname === '/'} signedInBefore={hadSession()} />
  </StrictMode>,
);
