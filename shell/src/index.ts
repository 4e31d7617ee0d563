import { userProbe } from './boot/userProbe';

// The auth check starts at once, while the shared singletons load.
void userProbe();
// The async boundary: shared singletons (react, react-dom, …) are negotiated with the federation runtime
// before any code that uses them runs.
import('./bootstrap');
