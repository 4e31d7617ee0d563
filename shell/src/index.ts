// The async boundary: shared singletons (react, react-dom, …) are negotiated with the federation runtime
// before any code that uses them runs.
import('./bootstrap');
