#!/bin/sh
# Runs once, on the first start of the postgres container (empty volume), after init.sql.
# One login role per service, hearth_<service>, owning only its schema; PUBLIC has no right on
# the service schemas, so one service's SQL cannot read another's tables (docs/rules/secrets.md).
# The same statements as scripts/lib/db-roles.mjs (npm start's embedded database); passwords
# come from <SERVICE>_DB_PASSWORD (hex, see deploy/README.md).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
SQL
for service in users restaurants sessions orders notifications admin; do
  var="$(echo "$service" | tr '[:lower:]' '[:upper:]')_DB_PASSWORD"
  password="$(printenv "$var" || true)"
  case "$password" in
    '' | *[!A-Za-z0-9_-]*) echo "$var must be set to [A-Za-z0-9_-] characters" >&2; exit 1 ;;
  esac
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
CREATE ROLE hearth_${service} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS PASSWORD '${password}';
ALTER ROLE hearth_${service} SET search_path = ${service};
GRANT CONNECT, TEMPORARY ON DATABASE "${POSTGRES_DB}" TO hearth_${service};
CREATE SCHEMA IF NOT EXISTS ${service} AUTHORIZATION hearth_${service};
ALTER SCHEMA ${service} OWNER TO hearth_${service};
REVOKE ALL ON SCHEMA ${service} FROM PUBLIC;
SQL
done
