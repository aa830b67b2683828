import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connect } from './api/connect';
import { App } from './App';
import { setClient } from './store/client';
import { stateSnapshot } from './store/snapshot';
import { applyTheme, useSettings } from './store/settings';
import './styles/index.css';

const root = createRoot(document.getElementById('root')!);
applyTheme(useSettings.getState().theme);
const connection = connect();

if (connection.client) {
  setClient(connection.client);
  // Read by the end-to-end tests (and support): what the renderer holds, as JSON text.
  Object.defineProperty(window, 'pinciteState', { value: stateSnapshot });
  root.render(
    <StrictMode>
      <App mode={connection.mode} />
    </StrictMode>,
  );
} else {
  root.render(
    <div role="alert" data-testid="no-token" className="flex h-full items-center justify-center p-10">
      <div className="max-w-md rounded-xl border border-line bg-panel p-6 text-[14px] leading-relaxed shadow-sm">
        <h1 className="mb-2 text-[16px] font-semibold">Pincite cannot connect</h1>
        <p className="text-muted">{connection.problem}</p>
      </div>
    </div>,
  );
}
