#!/usr/bin/env python3
"""bspatch.py OLD NEW PATCH: applies a BSDIFF40 patch (bsdiff 4.x's format) with Python's standard
library alone, for the GPU host, which has no bspatch: a probe ships the branch's drop-in as a
patch against the window's shared main build (a whole drop-in is 6 MB of xz; the probe folders
must stay small)."""
import bz2
import sys


def offtin(b):
    y = int.from_bytes(b[:8], "little") & ~(1 << 63)
    return -y if b[7] & 0x80 else y


def main(old_path, new_path, patch_path):
    old = open(old_path, "rb").read()
    patch = open(patch_path, "rb").read()
    if patch[:8] != b"BSDIFF40":
        sys.exit("not a BSDIFF40 patch")
    clen, dlen, nsize = offtin(patch[8:16]), offtin(patch[16:24]), offtin(patch[24:32])
    ctrl = bz2.decompress(patch[32:32 + clen])
    diff = bz2.decompress(patch[32 + clen:32 + clen + dlen])
    extra = bz2.decompress(patch[32 + clen + dlen:])
    new = bytearray(nsize)
    oldpos = newpos = cp = dp = ep = 0
    zero = bytes(4096)
    while newpos < nsize:
        x, y, z = offtin(ctrl[cp:cp + 8]), offtin(ctrl[cp + 8:cp + 16]), offtin(ctrl[cp + 16:cp + 24])
        cp += 24
        # x bytes: the old bytes plus the diff bytes (mostly zero: those blocks are copied).
        i = 0
        while i < x:
            n = min(4096, x - i)
            d = diff[dp + i:dp + i + n]
            o = old[oldpos + i:oldpos + i + n] if 0 <= oldpos + i else b""
            if d == zero[:n] and len(o) == n:
                new[newpos + i:newpos + i + n] = o
            else:
                new[newpos + i:newpos + i + n] = bytes(
                    (d[k] + (old[oldpos + i + k] if 0 <= oldpos + i + k < len(old) else 0)) & 255
                    for k in range(n))
            i += n
        dp += x
        newpos += x
        oldpos += x
        new[newpos:newpos + y] = extra[ep:ep + y]
        ep += y
        newpos += y
        oldpos += z
    open(new_path, "wb").write(new)


if __name__ == "__main__":
    main(*sys.argv[1:4])
