#!/usr/bin/env python3
"""Writes video.cu: every PTX video instruction form, one inline-asm statement each, grouped in
kernels by family (scalar vadd/vsub/vabsdiff/vmin/vmax, vshl/vshr, vmad, vset; SIMD vop2/vop4
with selectors, masks, .sat and .add; vset2/vset4). Operand selectors, masks and (for vmad)
negations are spread over the forms by a fixed pseudo-random choice so that every selector
appears with every family. Run: python3 videogen.py > video.cu (record-video.sh records it)."""
import itertools
import random

rng = random.Random(20261201)
TYPES = ["u32", "s32"]
SEL1 = ["", ".b0", ".b1", ".b2", ".b3", ".h0", ".h1"]           # scalar operand selectors
DSEL = [".b0", ".b1", ".b2", ".b3", ".h0", ".h1"]
SEL2 = [""] + [".h%d%d" % (x, y) for x in range(4) for y in range(4)]
MASK2 = ["", ".h0", ".h1", ".h10"]
MASK4 = ["", ".b0", ".b1", ".b10", ".b2", ".b20", ".b21", ".b210", ".b3", ".b30", ".b31", ".b310",
         ".b32", ".b320", ".b321", ".b3210"]


def sel4():
    if rng.random() < 0.15:
        return ""
    return ".b" + "".join(str(rng.randrange(8)) for _ in range(4))


kernels = []  # (name, [asm text with %0 d, %1 a, %2 b, %3 c; has_c])


def scalar_forms(ops, extra=""):
    forms = []
    j = 0
    for op in ops:
        for dt, at, bt in itertools.product(TYPES, TYPES, TYPES):
            for sat in ["", ".sat"]:
                for mode in ["none", ".add", ".min", ".max"] + DSEL:
                    asel, bsel = SEL1[j % 7], SEL1[(j // 7 + 3 * j) % 7]
                    j += 1
                    head = "%s.%s.%s.%s%s" % (op, dt, at, bt, sat)
                    if mode == "none":
                        forms.append(("%s %%0, %%1%s, %%2%s;" % (head, asel, bsel), False))
                    elif mode in DSEL:
                        forms.append(("%s %%0%s, %%1%s, %%2%s, %%3;" % (head, mode, asel, bsel), True))
                    else:
                        forms.append(("%s%s %%0, %%1%s, %%2%s, %%3;" % (head, mode, asel, bsel), True))
    return forms


def shift_forms():
    forms = []
    j = 0
    for op in ["vshl", "vshr"]:
        for dt, at in itertools.product(TYPES, TYPES):
            for sat in ["", ".sat"]:
                for clamp in [".clamp", ".wrap"]:
                    for mode in ["none", ".add", ".min", ".max"] + DSEL:
                        asel, bsel = SEL1[j % 7], SEL1[(j // 7 + 3 * j) % 7]
                        j += 1
                        head = "%s.%s.%s.u32%s%s" % (op, dt, at, sat, clamp)
                        if mode == "none":
                            forms.append(("%s %%0, %%1%s, %%2%s;" % (head, asel, bsel), False))
                        elif mode in DSEL:
                            forms.append(("%s %%0%s, %%1%s, %%2%s, %%3;" % (head, mode, asel, bsel), True))
                        else:
                            forms.append(("%s%s %%0, %%1%s, %%2%s, %%3;" % (head, mode, asel, bsel), True))
    return forms


def mad_forms():
    forms = []
    j = 0
    negs = ["", "a", "b", "c", "ab", "abc", "po"]  # ptxas refuses -a with -c and -b with -c
    for dt, at, bt in itertools.product(TYPES, TYPES, TYPES):
        for sat in ["", ".sat"]:
            for scale in ["", ".shr7", ".shr15"]:
                for neg in negs:
                    asel, bsel = SEL1[j % 7], SEL1[(j // 7 + 3 * j) % 7]
                    j += 1
                    po = ".po" if neg == "po" else ""
                    na, nb, nc = ("-" if x in neg and neg != "po" else "" for x in "abc")
                    forms.append(("vmad.%s.%s.%s%s%s%s %%0, %s%%1%s, %s%%2%s, %s%%3;" %
                                  (dt, at, bt, po, sat, scale, na, asel, nb, bsel, nc), True))
    return forms


def set_forms():
    forms = []
    j = 0
    for at, bt in itertools.product(TYPES, TYPES):
        for cmp in ["eq", "ne", "lt", "le", "gt", "ge"]:
            for mode in ["none", ".add", ".min", ".max"] + DSEL:
                asel, bsel = SEL1[j % 7], SEL1[(j // 7 + 3 * j) % 7]
                j += 1
                head = "vset.%s.%s.%s" % (at, bt, cmp)
                if mode == "none":
                    forms.append(("%s %%0, %%1%s, %%2%s;" % (head, asel, bsel), False))
                elif mode in DSEL:
                    forms.append(("%s %%0%s, %%1%s, %%2%s, %%3;" % (head, mode, asel, bsel), True))
                else:
                    forms.append(("%s%s %%0, %%1%s, %%2%s, %%3;" % (head, mode, asel, bsel), True))
    return forms


def simd_forms(width):
    forms = []
    masks = MASK2 if width == 2 else MASK4
    for op in ["vadd", "vsub", "vavrg", "vabsdiff", "vmin", "vmax"]:
        for dt, at, bt in itertools.product(TYPES, TYPES, TYPES):
            for mode in ["", ".sat", ".add"]:
                ms = masks if width == 2 else rng.sample(masks, 5)
                for mask in ms:
                    if width == 2:
                        asel, bsel = rng.choice(SEL2), rng.choice(SEL2)
                    else:
                        asel, bsel = sel4(), sel4()
                    forms.append(("%s%d.%s.%s.%s%s %%0%s, %%1%s, %%2%s, %%3;" %
                                  (op, width, dt, at, bt, mode, mask, asel, bsel), True))
    return forms


def set_simd_forms(width):
    forms = []
    masks = MASK2 if width == 2 else MASK4
    for at, bt in itertools.product(TYPES, TYPES):
        for cmp in ["eq", "ne", "lt", "le", "gt", "ge"]:
            for mode in ["", ".add"]:
                ms = masks if width == 2 else rng.sample(masks, 5)
                for mask in ms:
                    if width == 2:
                        asel, bsel = rng.choice(SEL2), rng.choice(SEL2)
                    else:
                        asel, bsel = sel4(), sel4()
                    forms.append(("vset%d.%s.%s.%s%s %%0%s, %%1%s, %%2%s, %%3;" %
                                  (width, at, bt, cmp, mode, mask, asel, bsel), True))
    return forms


kernels = [
    ("vid_addsub", scalar_forms(["vadd", "vsub"])),
    ("vid_minmax", scalar_forms(["vabsdiff", "vmin", "vmax"])),
    ("vid_shift", shift_forms()),
    ("vid_mad", mad_forms()),
    ("vid_set", set_forms()),
    ("vid_simd2", simd_forms(2)),
    ("vid_simd4", simd_forms(4)),
    ("vid_set24", set_simd_forms(2) + set_simd_forms(4)),
]

print("""// Generated by videogen.py (do not edit): every PTX video instruction form, one inline-asm
// statement each; kernel K writes its forms' results for thread i at out[i*N_K + k]. Inputs are
// random words with bytes replaced by edge values (0, 1, 0x7f, 0x80, 0x81, 0xfe, 0xff, 0x40);
// vid_shift masks b to small shift counts in most threads. Compile one kernel alone with -DONLY=n.
#include <stdint.h>
#define IDX (blockIdx.x * blockDim.x + threadIdx.x)
__device__ uint32_t vin(uint32_t r, uint32_t s) {
  const uint8_t bs[8] = {0x00, 0x01, 0x7f, 0x80, 0x81, 0xfe, 0xff, 0x40};
  uint32_t v = r;
  for (int j = 0; j < 4; j++)
    if ((s >> (2 * j) & 3) == 0) v = (v & ~(0xffu << (8 * j))) | (uint32_t)bs[(s >> (8 + 3 * j)) & 7] << (8 * j);
  return v;
}
#define PROLOGUE(N)                                                                                    \\
  int i = IDX;                                                                                         \\
  if (i >= n) return;                                                                                  \\
  uint32_t s = rc[i];                                                                                  \\
  uint32_t a = vin(ra[i], s), b = vin(rb[i], s >> 20), c = vin(rc[i] * 2246822519u, s >> 7);          \\
  if ((s & 0x70000000) == 0) b = a;                                                                    \\
  if ((s & 0x70000000) == 0x10000000) b = (a & 0xffff) | (b & 0xffff0000);                             \\
  uint32_t *o = out + (size_t)i * (N);
#define V3(S, K) asm(S : "=r"(o[K]) : "r"(a), "r"(b));
#define V4(S, K) asm(S : "=r"(o[K]) : "r"(a), "r"(b), "r"(c));""")
for idx, (name, forms) in enumerate(kernels, 1):
    print()
    print("#if !defined(ONLY) || ONLY == %d" % idx)
    print("// %s: %d forms" % (name, len(forms)))
    print("extern \"C\" __global__ void %s(const uint32_t *ra, const uint32_t *rb, const uint32_t *rc, uint32_t *out, int n) {" % name)
    print("  PROLOGUE(%d)" % len(forms))
    if name == "vid_shift":
        print("  switch (s >> 24 & 3) {  // shift counts: mostly small, some any")
        print("  case 1: b &= 0x1f1f1f1fu; break;")
        print("  case 2: b &= 0x003f003fu; break;")
        print("  case 3: b &= 0x0f0f0f0fu; break;")
        print("  }")
    for k, (text, has_c) in enumerate(forms):
        print("  %s(\"%s\", %d)" % ("V4" if has_c else "V3", text, k))
    print("}")
    print("#endif")
import sys
print("\n".join("%s %d" % (n, len(f)) for n, f in kernels), file=sys.stderr)
