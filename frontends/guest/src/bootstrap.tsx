// Standalone development entry (http://localhost:3001/user/explore); the shell loads ./App instead.
import { renderStandalone } from '../../shared/standalone';
import App from './App';

renderStandalone(App, '/user');
