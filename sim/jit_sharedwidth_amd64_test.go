//go:build amd64 && linux

package sim

import (
	"fmt"
	"strings"
	"testing"
)

// widthKernel stores a 64-bit value of each thread to shared memory as STTYPE at the lane's offset
// (%tid.x * STRIDE) & WRAP, plus IMM, in its warp's own 2 KiB, loads it back as LDTYPE and stores
// what it read, plus its index, to out[gid]: every instruction from the offset's mul on is a
// member of one compiled run where the accesses are (sharedLdKind, sharedStKind), or of two
// where a bar.sync before the store or the load (BEFORESTORE, BEFORELOAD) makes it a run's
// first member, whose fields x hold the run's (planRuns).
const widthKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .b32 %r<16>;
	.reg .b64 %rd<16>;
	.shared .align 8 .b8 s[SHARED];
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, s;
	mul.lo.u32 %r3, %r1, STRIDE;
	and.b32 %r4, %r3, WRAP;
	shr.u32 %r5, %r1, 5;
	shl.b32 %r6, %r5, 11;
	add.s32 %r7, %r4, %r6;
	add.s32 %r8, %r2, %r7;
	cvt.u64.u32 %rd3, %r1;
	mul.lo.u64 %rd4, %rd3, -7046029254386353131;
	xor.b64 %rd5, %rd4, %rd3;
BEFORESTORE
	st.shared.STTYPE [%r8+IMM], %rd5;
BEFORELOAD
	ld.shared.LDTYPE %rd6, [%r8+IMM];
	add.s64 %rd7, %rd6, %rd3;
	mul.wide.u32 %rd8, %r1, 8;
	add.s64 %rd9, %rd2, %rd8;
	st.global.u64 [%rd9], %rd7;
	ret;
}
`

// TestSharedWidthAccesses compares every path on compiled shared loads and stores of bytes,
// halves, signed words and quadwords: at strides of one element, CUB's 56 bytes and 0 (every
// lane one address: store order keeps the lowest lane's value, or for quadwords the lowest
// of lanes 16-31), lanes 16 apart on one quadword, misaligned lanes (716; by one byte and by
// half the element), lanes past the end (700) and past an array whose size is no
// multiple of the element's, each with the faulting lane first or last.
func TestSharedWidthAccesses(t *testing.T) {
	type form struct{ st, ld string }
	forms := []form{{"u8", "u8"}, {"u8", "s8"}, {"b16", "u16"}, {"u16", "s16"}, {"b32", "s32"},
		{"u64", "u64"}, {"b64", "s64"}, {"u64", "u8"}, {"u8", "u64"}}
	sizes := map[string]int{"u8": 1, "s8": 1, "b16": 2, "u16": 2, "s16": 2, "b32": 4, "s32": 4, "u64": 8, "b64": 8, "s64": 8}
	for _, f := range forms {
		size := max(sizes[f.st], sizes[f.ld])
		for _, c := range []struct {
			name                      string
			stride, wrap, imm, shared int
		}{
			{"one element", size, 2047, 0, 6400},
			{"stride 56", 56, 2047, 8, 6400},
			{"one address", 0, 2047, 16, 6400},
			{"sixteen lanes", 8, 127, 0, 6400},
			{"misaligned", size + 1, 2047, 0, 6400},
			{"misaligned lane 0", size, 2047, 1, 6400},
			{"misaligned by half", size + size/2, 2047, 0, 6400},
			{"lane 0 misaligned by half", size, 2047, size / 2, 6400},
			{"past the end", size, 2047, 6400 - 4096 - 31*size, 6400},
			{"lane 0 past the end", 0, 2047, 6400 - 4096, 6400},
			// the last lane's element past an array whose size is no multiple of it (the launch
			// rounds shared memory up to sharedUnit: inside on every path)
			{"across the end", size, 2047, 6400 - 4096 - 31*size, 6400 + 1},
			{"lane 0 across the end", 0, 2047, 6400 - 4096, 6400 + size/2},
		} {
			if size == 1 && strings.HasPrefix(c.name, "misaligned") || c.shared == 6400 && c.name == "lane 0 across the end" {
				continue
			}
			for split, before := range [][2]string{{"", ""}, {"bar.sync 0;", ""}, {"", "bar.sync 0;"}} {
				t.Run(fmt.Sprintf("%s %s %s split %d", f.st, f.ld, c.name, split), func(t *testing.T) {
					src := hdr + strings.NewReplacer("BEFORESTORE", before[0], "BEFORELOAD", before[1], "STTYPE", f.st, "LDTYPE", f.ld, "STRIDE", fmt.Sprint(c.stride),
						"WRAP", fmt.Sprint(c.wrap), "IMM", fmt.Sprint(c.imm), "SHARED", fmt.Sprint(c.shared)).Replace(widthKernel)
					if accessMembers() {
						kinds := map[int32]bool{}
						eachCompiledRun(t, src, func(run []inst, pc int, uni *uniformity) {
							for _, in := range run {
								kinds[in.x[2]] = true
							}
						})
						want := []int32{sharedStKind, sharedLdKind}
						if sizes[f.st] == 4 {
							want[0] = int32(runKinds[opStShared32])
						}
						for _, k := range want {
							if !kinds[k] {
								t.Fatalf("no access of kind %d in a compiled run (kinds %v)", k, kinds)
							}
						}
					}
					comparePaths(t, src)
					comparePathsBlock(t, src, [3]uint32{80, 1, 1}) // warp 2 partial: runFirst
				})
			}
		}
	}
}

// TestGeneratedKernelsHoldNewMembers: TestPaths' generated kernels (genKernel) hold shared38's
// members in compiled runs, 64-bit setps among them, and keep their slot renaming (session
// 37's generator of 64-bit setps had lost it for every kernel: TestRenamedLiveness), so that
// FuzzPaths compares the paths on them.
func TestGeneratedKernelsHoldNewMembers(t *testing.T) {
	if !accessMembers() {
		t.Skip("no accesses in runs (the race detector)")
	}
	withCoalescing(t)
	held := map[string]int{}
	renamed := 0
	const kernels = 60
	for s := range uint64(kernels) {
		src := genKernel(s, 20+int(s%7)*20)
		if _, _, ok := mustKernel(t, src, "k").coalesceSlots(baseCode(mustKernel(t, src, "k"))); ok {
			renamed++
		}
		seen := map[string]bool{}
		eachCompiledRun(t, src, func(run []inst, pc int, uni *uniformity) {
			for _, in := range run {
				switch k := in.x[2]; {
				case k == sharedLdKind:
					seen["shared load"] = true
				case k == sharedStKind:
					seen["shared store"] = true
				case k == predLogicKind:
					seen["pred op"] = true
				case k == laneidKind:
					seen["%laneid"] = true
				case (k == setpKind || k == setpBraKind) && in.imm&setpInt64 != 0:
					seen["64-bit setp"] = true
				}
			}
		})
		for k := range seen {
			held[k]++
		}
	}
	for _, k := range []string{"shared load", "shared store", "pred op", "64-bit setp", "%laneid"} {
		if held[k] < kernels/10 {
			t.Errorf("%d of %d generated kernels hold a %s in a compiled run, want at least %d", held[k], kernels, k, kernels/10)
		}
	}
	if renamed < kernels/4 {
		t.Errorf("%d of %d generated kernels renamed, want at least %d", renamed, kernels, kernels/4)
	}
	t.Logf("of %d kernels: %v in compiled runs, %d renamed", kernels, held, renamed)
}
