#!/bin/bash
# build.sh: builds this folder's programs (src/s_*.cu) as ../suite/build.sh
# builds the suite's (same flags, bin/b130), reusing that script.
SUITE_DIR=$(cd "$(dirname "$0")" && pwd) exec bash "$(dirname "$0")/../suite/build.sh" "$@"
