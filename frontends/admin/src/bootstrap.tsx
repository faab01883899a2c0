// Standalone development entry (http://localhost:3003/admin); the shell loads ./App instead.
import { renderStandalone } from '../../shared/standalone';
import App from './App';

renderStandalone(App, '/admin');
