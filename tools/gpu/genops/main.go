// Command genops writes ops.cu, a CUDA program that runs several hundred
// single PTX instructions (arithmetic in every rounding mode, cvt between
// type pairs, min/max, f16/bf16, approximations, integer division) on special
// and random operands and prints every result. Its output is the golden file
// sim/fp tests against (sim/fp/testdata/h200-ops.txt.gz).
//
//	go run ./tools/gpu/genops > ops.cu && nvcc -O3 -arch=sm_90 -o ops ops.cu && ./ops | gzip -9 > h200-ops.txt.gz
//
// Output format: "sig NAME TYPES N" followed by N lines of hex operands, then
// for each instruction "op PTX DSTTYPE SIG" followed by N lines of hex results.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

// An op is a PTX instruction with its destination and source types
// (f32 f64 f16 bf16 s8 u8 s16 u16 s32 u32 s64 u64).
type op struct {
	ptx  string
	dst  string
	srcs []string
}

func ops() []op {
	var l []op
	add := func(ptx, dst string, srcs ...string) { l = append(l, op{ptx, dst, srcs}) }
	rnd := []string{"rn", "rz", "rm", "rp"}
	for _, r := range rnd {
		for _, o := range []string{"add", "sub", "mul", "div"} {
			add(o+"."+r+".f32", "f32", "f32", "f32")
			add(o+"."+r+".f64", "f64", "f64", "f64")
		}
		add("fma."+r+".f32", "f32", "f32", "f32", "f32")
		add("fma."+r+".f64", "f64", "f64", "f64", "f64")
		add("sqrt."+r+".f32", "f32", "f32")
		add("sqrt."+r+".f64", "f64", "f64")
		add("rcp."+r+".f32", "f32", "f32")
		add("rcp."+r+".f64", "f64", "f64")
	}
	for _, o := range []string{"add", "sub", "mul"} {
		add(o+".rn.ftz.f32", "f32", "f32", "f32")
		add(o+".rn.sat.f32", "f32", "f32", "f32")
		add(o+".rz.ftz.f32", "f32", "f32", "f32")
	}
	add("fma.rn.ftz.f32", "f32", "f32", "f32", "f32")
	add("fma.rn.sat.f32", "f32", "f32", "f32", "f32")
	add("fma.rn.ftz.sat.f32", "f32", "f32", "f32", "f32")
	add("div.rn.ftz.f32", "f32", "f32", "f32")
	add("sqrt.rn.ftz.f32", "f32", "f32")
	add("rcp.rn.ftz.f32", "f32", "f32")
	for _, t := range []string{"f32", "f64"} {
		add("min."+t, t, t, t)
		add("max."+t, t, t, t)
		add("abs."+t, t, t)
		add("neg."+t, t, t)
		add("copysign."+t, t, t, t)
	}
	add("min.ftz.f32", "f32", "f32", "f32")
	add("max.ftz.f32", "f32", "f32", "f32")
	add("min.NaN.f32", "f32", "f32", "f32")
	add("max.NaN.f32", "f32", "f32", "f32")
	add("abs.ftz.f32", "f32", "f32")
	add("neg.ftz.f32", "f32", "f32")
	for _, a := range []string{"rcp.approx", "rcp.approx.ftz", "sqrt.approx", "sqrt.approx.ftz", "rsqrt.approx", "rsqrt.approx.ftz",
		"ex2.approx", "ex2.approx.ftz", "lg2.approx", "lg2.approx.ftz", "sin.approx.ftz", "cos.approx.ftz", "tanh.approx"} {
		add(a+".f32", "f32", "f32")
	}
	add("div.approx.f32", "f32", "f32", "f32")
	add("div.approx.ftz.f32", "f32", "f32", "f32")
	add("div.full.f32", "f32", "f32", "f32")
	add("div.full.ftz.f32", "f32", "f32", "f32")
	add("rcp.approx.ftz.f64", "f64", "f64")
	add("rsqrt.approx.f64", "f64", "f64")
	add("rsqrt.approx.ftz.f64", "f64", "f64")
	// f16 / bf16 arithmetic.
	for _, o := range []string{"add", "sub", "mul"} {
		add(o+".rn.f16", "f16", "f16", "f16")
		add(o+".rn.ftz.f16", "f16", "f16", "f16")
		add(o+".rn.sat.f16", "f16", "f16", "f16")
		add(o+".rn.bf16", "bf16", "bf16", "bf16")
	}
	add("fma.rn.f16", "f16", "f16", "f16", "f16")
	add("fma.rn.ftz.f16", "f16", "f16", "f16", "f16")
	add("fma.rn.sat.f16", "f16", "f16", "f16", "f16")
	add("fma.rn.relu.f16", "f16", "f16", "f16", "f16")
	add("fma.rn.bf16", "bf16", "bf16", "bf16", "bf16")
	add("fma.rn.relu.bf16", "bf16", "bf16", "bf16", "bf16")
	for _, t := range []string{"f16", "bf16"} {
		add("min."+t, t, t, t)
		add("max."+t, t, t, t)
		add("min.NaN."+t, t, t, t)
		add("neg."+t, t, t)
		add("abs."+t, t, t)
	}
	add("min.ftz.f16", "f16", "f16", "f16")
	// cvt: float <-> float.
	for _, r := range rnd {
		add("cvt."+r+".f32.f64", "f32", "f64")
		add("cvt."+r+".f16.f32", "f16", "f32")
		add("cvt."+r+".f16.f64", "f16", "f64")
		add("cvt."+r+"i.f32.f32", "f32", "f32")
		add("cvt."+r+"i.f64.f64", "f64", "f64")
		add("cvt."+r+"i.f16.f16", "f16", "f16")
	}
	add("cvt.rn.bf16.f32", "bf16", "f32")
	add("cvt.rz.bf16.f32", "bf16", "f32")
	add("cvt.rn.relu.f16.f32", "f16", "f32")
	add("cvt.rn.relu.bf16.f32", "bf16", "f32")
	add("cvt.rn.ftz.f32.f64", "f32", "f64")
	add("cvt.rn.sat.f32.f64", "f32", "f64")
	add("cvt.f64.f32", "f64", "f32")
	add("cvt.ftz.f64.f32", "f64", "f32")
	add("cvt.f32.f16", "f32", "f16")
	add("cvt.f64.f16", "f64", "f16")
	add("cvt.f32.bf16", "f32", "bf16")
	add("cvt.ftz.f32.f32", "f32", "f32")
	add("cvt.sat.f32.f32", "f32", "f32")
	add("cvt.ftz.sat.f32.f32", "f32", "f32")
	add("cvt.rzi.ftz.f32.f32", "f32", "f32")
	add("cvt.rni.sat.f32.f32", "f32", "f32")
	// cvt: float -> integer.
	for _, r := range rnd {
		for _, d := range []string{"s32", "u32", "s64", "u64"} {
			for _, s := range []string{"f32", "f64"} {
				add("cvt."+r+"i."+d+"."+s, d, s)
			}
		}
	}
	for _, d := range []string{"s8", "u8", "s16", "u16"} {
		for _, s := range []string{"f16", "f32", "f64"} {
			add("cvt.rzi."+d+"."+s, d, s)
		}
		add("cvt.rni."+d+".f32", d, "f32")
	}
	for _, d := range []string{"s32", "u32", "s64", "u64"} {
		add("cvt.rni."+d+".f16", d, "f16")
	}
	add("cvt.rzi.ftz.s32.f32", "s32", "f32")
	// cvt: integer -> float.
	for _, r := range rnd {
		for _, s := range []string{"s32", "u32", "s64", "u64"} {
			add("cvt."+r+".f32."+s, "f32", s)
		}
		add("cvt."+r+".f64.s64", "f64", "s64")
		add("cvt."+r+".f64.u64", "f64", "u64")
		add("cvt."+r+".f16.s32", "f16", "s32")
		add("cvt."+r+".f16.u16", "f16", "u16")
	}
	add("cvt.rn.f64.s32", "f64", "s32")
	add("cvt.rn.f64.u32", "f64", "u32")
	add("cvt.rn.f32.s16", "f32", "s16")
	add("cvt.rn.f32.u8", "f32", "u8")
	add("cvt.rn.f16.s64", "f16", "s64")
	add("cvt.rn.sat.f32.s32", "f32", "s32")
	// cvt: integer -> integer.
	for _, p := range [][2]string{{"s8", "s32"}, {"u8", "s32"}, {"s16", "u32"}, {"u16", "s32"}, {"s32", "s64"}, {"u32", "u64"},
		{"s64", "s32"}, {"u64", "u32"}, {"s64", "u32"}, {"u64", "s32"}, {"s32", "u32"}, {"u32", "s32"}, {"s16", "s8"}, {"u16", "s8"},
		{"s32", "u16"}, {"s64", "s16"}, {"u8", "u64"}, {"s8", "u16"}} {
		add("cvt."+p[0]+"."+p[1], p[0], p[1])
		if !widening[p] {
			add("cvt.sat."+p[0]+"."+p[1], p[0], p[1])
		}
	}
	// Integer division.
	for _, t := range []string{"s16", "u16", "s32", "u32", "s64", "u64"} {
		add("div."+t, t, t, t)
		add("rem."+t, t, t, t)
	}
	return l
}

// widening conversions, where ptxas refuses .sat.
var widening = map[[2]string]bool{{"s64", "s32"}: true, {"u64", "u32"}: true, {"s64", "u32"}: true, {"s16", "s8"}: true, {"s32", "u16"}: true, {"s64", "s16"}: true}

// Register kind of a type: constraint, declaration type, mov type, C type.
func reg(t string) (cons, decl, mov, ctype string) {
	switch t {
	case "f32":
		return "r", ".f32", ".b32", "unsigned"
	case "f64":
		return "l", ".f64", ".b64", "unsigned long long"
	case "f16", "bf16", "s8", "u8", "s16", "u16":
		return "h", ".b16", ".b16", "unsigned short"
	case "s32", "u32":
		return "r", ".b32", ".b32", "unsigned"
	}
	return "l", ".b64", ".b64", "unsigned long long"
}

func main() {
	list := ops()
	sigs := map[string]int{}
	var sigNames []string
	for _, o := range list {
		s := strings.Join(o.srcs, ",")
		if _, ok := sigs[s]; !ok {
			sigs[s] = len(sigNames)
			sigNames = append(sigNames, s)
		}
	}
	w := os.Stdout
	io.WriteString(w, prelude)
	for i, o := range list {
		dc, dd, dm, dct := reg(o.dst)
		fmt.Fprintf(w, "__global__ void op%d(const unsigned long long *a, const unsigned long long *b, const unsigned long long *c, unsigned long long *o, int n) {\n", i)
		fmt.Fprintf(w, "  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return;\n  %s d;\n", dct)
		var decl, movs []string
		var ins []string
		args := []string{"a", "b", "c"}
		for k, s := range o.srcs {
			sc, sd, sm, sct := reg(s)
			decl = append(decl, fmt.Sprintf(".reg %s x%d;", sd, k))
			movs = append(movs, fmt.Sprintf("mov%s x%d, %%%d;", sm, k, k+1))
			ins = append(ins, fmt.Sprintf("\"%s\"((%s)%s[i])", sc, sct, args[k]))
		}
		var xs []string
		for k := range o.srcs {
			xs = append(xs, fmt.Sprintf("x%d", k))
		}
		fmt.Fprintf(w, "  asm volatile(\"{ %s .reg %s y; %s %s y, %s; mov%s %%0, y; }\" : \"=%s\"(d) : %s);\n",
			strings.Join(decl, " "), dd, strings.Join(movs, " "), o.ptx, strings.Join(xs, ", "), dm, dc, strings.Join(ins, ", "))
		fmt.Fprintf(w, "  o[i] = d;\n}\n")
	}
	fmt.Fprintf(w, "static const char *sigs[] = {")
	for _, s := range sigNames {
		fmt.Fprintf(w, "%q, ", s)
	}
	fmt.Fprintf(w, "};\nstruct Op { const char *ptx, *dst; int sig; void (*k)(const unsigned long long *, const unsigned long long *, const unsigned long long *, unsigned long long *, int); };\nstatic Op ops[] = {\n")
	for i, o := range list {
		fmt.Fprintf(w, "  {%q, %q, %d, op%d},\n", o.ptx, o.dst, sigs[strings.Join(o.srcs, ",")], i)
	}
	io.WriteString(w, "};\n"+mainC)
}

const prelude = `// Generated by tools/gpu/genops. DO NOT EDIT.
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { fprintf(stderr, "CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); exit(1); } } while (0)
`

const mainC = `
static uint64_t rs;
static uint64_t rnd() { rs ^= rs >> 12; rs ^= rs << 25; rs ^= rs >> 27; return rs * 2685821657736338717ull; }

static std::vector<uint64_t> specials(const std::string &t) {
  if (t == "f32") return {0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc12345, 0x7f800001, 0x3f800000, 0xbf800000,
    0x3f000000, 0x3fc00000, 0x40200000, 0xc0200000, 1, 0x80000001, 0x007fffff, 0x00800000, 0x00800001, 0x7f7fffff, 0xff7fffff,
    0x3f800001, 0x3f7fffff, 0x4b800001, 0x4f000000, 0xcf000000, 0x4f800000, 0x5f000000, 0xdf000000, 0x5f800000, 0x477fe000,
    0x477ff000, 0x477fefff, 0x33800000, 0x33000000, 0x387fc000, 0x42fe0000, 0x43000000, 0xc3010000, 0x437f0000, 0x43800000,
    0x46fffe00, 0x47000000, 0x4f32d05e, 0xbf7fffff, 0x3effffff, 0x00400000, 0x7e800000, 0x7f000000, 0x0c000000, 0x73000000};
  if (t == "f64") return {0, 0x8000000000000000ull, 0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000012345678ull,
    0xfff8000000000abcull, 0x7ff0000000000001ull, 0x3ff0000000000000ull, 0xbff0000000000000ull, 0x3fe0000000000000ull,
    0x3ff8000000000000ull, 0x4004000000000000ull, 0xc004000000000000ull, 1, 0x8000000000000001ull, 0x000fffffffffffffull,
    0x0010000000000000ull, 0x7fefffffffffffffull, 0xffefffffffffffffull, 0x3ff0000000000001ull, 0x3fefffffffffffffull,
    0x36a0000000000000ull, 0x3690000000000000ull, 0x47efffffe0000000ull, 0x47effffff0000000ull, 0x47f0000000000000ull,
    0x3ff0000010000000ull, 0x3ff0000010000001ull, 0x3ff0000030000000ull, 0x380fffffe0000000ull, 0x41dfffffffc00000ull,
    0x41e0000000000000ull, 0xc1e0000000000000ull, 0x41f0000000000000ull, 0x43e0000000000000ull, 0xc3e0000000000000ull,
    0x43f0000000000000ull, 0x40effc0000000000ull, 0x40effe0000000000ull, 0x3e70000000000000ull, 0x0000000080000000ull,
    0x4340000000000001ull, 0x7fe0000000000000ull, 0x0020000000000000ull};
  if (t == "f16") return {0, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0xfe01, 0x7c01, 0x3c00, 0xbc00, 0x3800, 0x3e00, 0x4100, 0xc100,
    1, 0x8001, 0x03ff, 0x0400, 0x0401, 0x7bff, 0xfbff, 0x3c01, 0x3bff, 0x5bff, 0x6400, 0xe400, 0x7800, 0x0200, 0x2000};
  if (t == "bf16") return {0, 0x8000, 0x7f80, 0xff80, 0x7fc0, 0xffc1, 0x7f81, 0x3f80, 0xbf80, 0x3f00, 0x3fc0, 0x4020, 0xc020,
    1, 0x8001, 0x007f, 0x0080, 0x0081, 0x7f7f, 0xff7f, 0x3f81, 0x3f7f, 0x4b00, 0x4b01, 0x0100, 0x7f00};
  std::vector<uint64_t> v = {0, 1, 2, 3, 0x7f, 0x80, 0x81, 0xff, 0x100, 0x7fff, 0x8000, 0x8001, 0xffff, 0x10000, 0x7fffffff,
    0x80000000, 0x80000001, 0xffffffff, 0x100000000ull, 0x1000001, 0x20000000000001ull, 0x7fffffffffffffffull,
    0x8000000000000000ull, 0xfffffffffffffffeull, 0xffffffffffffffffull, 0xfffffffffffffff9ull, 0xffffffff80000000ull,
    0xffffffffffff8000ull, 0xffffffffffffff80ull, 7, 0xfffffffffffffffdull};
  return v;
}

static uint64_t random(const std::string &t) {
  uint64_t r = rnd();
  if (t == "f32") {
    if (r & 1) return r >> 32;
    float f = (float)((int64_t)(rnd() >> 40) - (1ll << 23)) / (float)(1 << (r >> 8 & 15)); uint32_t u; memcpy(&u, &f, 4); return u;
  }
  if (t == "f64") {
    if (r & 1) return rnd();
    double f = (double)((int64_t)(rnd() >> 11) - (1ll << 52)) / (double)(1ull << (r >> 8 & 63)); uint64_t u; memcpy(&u, &f, 8); return u;
  }
  if (t == "f16" || t == "bf16") return (r >> 16) & 0xffff;
  int w = t == "s8" || t == "u8" ? 8 : t == "s16" || t == "u16" ? 16 : t == "s32" || t == "u32" ? 32 : 64;
  uint64_t v = rnd() >> (r & 63); // small values are common
  if (r & 64) v = -v;
  return w == 64 ? v : v & ((1ull << w) - 1);
}

static uint64_t mask(const std::string &t) {
  if (t == "f64" || t == "s64" || t == "u64") return ~0ull;
  if (t == "f32" || t == "s32" || t == "u32") return 0xffffffffull;
  return 0xffff;
}

int main() {
  const int NR = 320;
  int nsig = sizeof sigs / sizeof sigs[0];
  std::vector<std::vector<std::vector<uint64_t>>> in(nsig);
  for (int s = 0; s < nsig; s++) {
    std::vector<std::string> ts; std::string sig = sigs[s];
    for (size_t p = 0; p != std::string::npos;) { size_t q = sig.find(',', p); ts.push_back(sig.substr(p, q == std::string::npos ? q : q - p)); p = q == std::string::npos ? q : q + 1; }
    rs = 0x9E3779B97F4A7C15ull * (s + 1) + 1;
    int k = ts.size(); in[s].resize(3);
    std::vector<std::vector<uint64_t>> sp; for (auto &t : ts) sp.push_back(specials(t));
    size_t lim = k == 1 ? 64 : k == 2 ? 26 : 12;
    std::vector<size_t> idx(k, 0);
    for (;;) { // the product of the first lim specials of each operand
      for (int j = 0; j < k; j++) in[s][j].push_back(sp[j][idx[j]]);
      int j = k - 1;
      while (j >= 0 && ++idx[j] >= std::min(lim, sp[j].size())) idx[j--] = 0;
      if (j < 0) break;
    }
    for (int r = 0; r < NR; r++) for (int j = 0; j < k; j++) in[s][j].push_back(random(ts[j]));
    size_t n = in[s][0].size();
    printf("sig %s %zu\n", sigs[s], n);
    for (size_t i = 0; i < n; i++) { for (int j = 0; j < k; j++) printf(j ? " %llx" : "%llx", (unsigned long long)(in[s][j][i] & mask(ts[j]))); printf("\n"); }
  }
  for (auto &op : ops) {
    auto &v = in[op.sig]; size_t n = v[0].size();
    unsigned long long *d[4];
    for (int j = 0; j < 4; j++) { CK(cudaMalloc(&d[j], n * 8)); CK(cudaMemset(d[j], 0, n * 8)); }
    for (int j = 0; j < 3; j++) if (!v[j].empty()) CK(cudaMemcpy(d[j], v[j].data(), n * 8, cudaMemcpyHostToDevice));
    op.k<<<(unsigned)((n + 127) / 128), 128>>>(d[0], d[1], d[2], d[3], (int)n);
    CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
    std::vector<unsigned long long> o(n);
    CK(cudaMemcpy(o.data(), d[3], n * 8, cudaMemcpyDeviceToHost));
    printf("op %s %s %s\n", op.ptx, op.dst, sigs[op.sig]);
    for (size_t i = 0; i < n; i++) printf("%llx\n", o[i] & mask(op.dst));
    for (int j = 0; j < 4; j++) cudaFree(d[j]);
  }
  return 0;
}
`
