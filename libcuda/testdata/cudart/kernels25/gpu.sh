#!/bin/bash
# gpu.sh: records this folder's goldens on the H200 as ../suite/gpu.sh does
# (run from this folder: OUT=/some/dir bash gpu.sh).
cd "$(dirname "$0")" && exec bash ../suite/gpu.sh "$@"
