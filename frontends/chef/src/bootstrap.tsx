// Standalone development entry (http://localhost:3002/chef/dashboard); the shell loads ./App instead.
import { renderStandalone } from '../../shared/standalone';
import App from './App';

renderStandalone(App, '/chef');
