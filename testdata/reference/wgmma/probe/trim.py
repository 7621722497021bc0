#!/usr/bin/env python3
# Keeps the first N trials of wgmma/sparse probe recordings (host.cpp / sphost.cpp formats) so the
# repository holds a bounded share of what the H200 recorded: trim.py N OUT IN.bin... writes
# OUT/<name>.bin.gz. GEMM recordings (WGG1) are copied whole.
import gzip, os, struct, sys

n, out = int(sys.argv[1]), sys.argv[2]
for path in sys.argv[3:]:
    b = open(path, 'rb').read()
    magic = struct.unpack_from('<I', b)[0]
    if magic == 0x31504757:
        h = list(struct.unpack_from('<8I', b))
        all_, secs = h[2], [h[3], h[4], h[5], h[6], h[7]]
        t = min(n, all_)
        body, off = b'', 32
        for s in secs:
            body += b[off:off + t * s]
            off += all_ * s
        assert off == len(b), path
        h[2] = t
        b = struct.pack('<8I', *h) + body
    elif magic == 0x31505053:
        h = list(struct.unpack_from('<8I', b))
        all_, nw, nd = h[2], h[3], h[4]
        t = min(n, all_)
        ins, outs = all_ * 32 * nw * 4, all_ * 32 * nd * 4
        assert 32 + ins + outs == len(b), path
        h[2] = t
        b = struct.pack('<8I', *h) + b[32:32 + t * 32 * nw * 4] + b[32 + ins:32 + ins + t * 32 * nd * 4]
    name = os.path.basename(path)
    with gzip.GzipFile(os.path.join(out, name + '.gz'), 'wb', compresslevel=9, mtime=0) as f:
        f.write(b)
