// Async boundary: shared singletons are negotiated before any app code runs (STACK.md).
import('./bootstrap');
