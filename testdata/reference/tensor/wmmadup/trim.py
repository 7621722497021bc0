#!/usr/bin/env python3
# trim.py IN OUT N: keeps the first N trials of every kernel of a recording in host.cu's format
# (the repository keeps a share; the full recording came back from the H200 probe).
import struct, sys
src, dst, keep = sys.argv[1], sys.argv[2], int(sys.argv[3])
d = open(src, "rb").read()
o, out = 0, bytearray()
trial = (32 * 24 + 32 * 8) * 4
while o < len(d):
    name = d[o:o + 64]
    (n,) = struct.unpack_from("<I", d, o + 64)
    o += 68
    k = min(n, keep)
    out += name + struct.pack("<I", k) + d[o:o + k * trial]
    o += n * trial
open(dst, "wb").write(out)
