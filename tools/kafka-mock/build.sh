#!/usr/bin/env bash
# Builds tools/kafka-mock/kafka-mock (git-ignored) from kafka-mock.c.
# Needs gcc and librdkafka's headers: `apt-get install librdkafka-dev` (Debian/Ubuntu).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ ! -f /usr/include/librdkafka/rdkafka_mock.h ] && ! pkg-config --exists rdkafka 2>/dev/null; then
  echo "kafka-mock: librdkafka headers not found; install them with: apt-get install librdkafka-dev" >&2
  exit 2
fi
gcc -O2 -Wall -Wextra -o "$here/kafka-mock.tmp" "$here/kafka-mock.c" -lrdkafka
mv "$here/kafka-mock.tmp" "$here/kafka-mock"
