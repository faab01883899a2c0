// Runtime configuration of the browser apps (served as /env.js with Cache-Control: no-cache).
// docker-compose mounts this file into the `web` container; Kubernetes serves the ConfigMap `web-env`.
window.__HEARTH_CONFIG__ = {
  gatewayUrl: '/graphql',
  remotes: {
    guest: '/remotes/guest/remoteEntry.js',
    chef: '/remotes/chef/remoteEntry.js',
    admin: '/remotes/admin/remoteEntry.js',
  },
};
