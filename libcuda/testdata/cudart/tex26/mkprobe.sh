#!/bin/bash
# mkprobe.sh DIR CASE...: a probe folder DIR (tools/devq) that builds the programs of the named
# cases of cases.txt from src/ with nvcc 13.0 and runs those cases with probe-run.sh (natively
# twice, through the drop-in once); its bin.txz holds only those programs.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
d=$1
shift
rm -rf "$d" && mkdir -p "$d"
tmp=$(mktemp -d)
mkdir -p "$tmp/cudart/src" "$tmp/cudart/tex26/src"
cp "$here/../src/check.h" "$tmp/cudart/src/"
cp "$here/build.sh" "$here/probe-run.sh" "$here/src/tx.h" "$tmp/cudart/tex26/"
mv "$tmp/cudart/tex26/tx.h" "$tmp/cudart/tex26/src/"
for c in "$@"; do
	line=$(grep -E "^$c " "$here/cases.txt")
	echo "$line" >> "$tmp/cudart/tex26/cases.txt"
	prog=$(echo "$line" | awk '{print $2}')
	cp "$here/src/$prog.cu" "$tmp/cudart/tex26/src/"
done
(cd "$tmp" && tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cf - cudart | xz -9e) > "$d/tree.txz"
rm -rf "$tmp"
printf '#!/bin/bash\nxz -dc tree.txz | tar xf - && TEX26_BUILD=1 exec bash cudart/tex26/probe-run.sh\n' > "$d/run.sh"
echo 240 > "$d/TIMEOUT"
touch "$d/READY"
du -sh "$d"
