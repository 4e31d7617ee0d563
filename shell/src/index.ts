import { hadSession, rememberFromProbe } from './boot/sessionHint';
import { startEntryChunk } from './boot/entryChunks';
import { userProbe } from './boot/userProbe';

// The auth check starts at once, while the shared singletons load, and so does the half of the shell it is
// expected to choose, or, at `/` in a browser not signed in before, the half it chooses (boot/entryChunks).
rememberFromProbe(userProbe());
startEntryChunk(window.location.pathname === '/', hadSession(), userProbe());
// The async boundary: shared singletons (react, react-dom, …) are negotiated with the federation runtime
// before any code that uses them runs.
import('./bootstrap');
