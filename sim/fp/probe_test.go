package fp

import (
	"bufio"
	"math"
	"os"
	"regexp"
	"strconv"
	"testing"
)

// readProbe reads testdata/h200-probe.txt (the output of a probe kernel run
// on the H200; docs/ptx-notes.md, Sources) into a map from its "[32:NN]" /
// "[64:NN]" tag to the value.
func readProbe(t *testing.T) map[string]uint64 {
	t.Helper()
	f, err := os.Open("testdata/h200-probe.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	re := regexp.MustCompile(`^\[(\d\d:\d\d)\] .* = 0x([0-9a-f]+) `)
	m := make(map[string]uint64)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if g := re.FindStringSubmatch(sc.Text()); g != nil {
			v, err := strconv.ParseUint(g[2], 16, 64)
			if err != nil {
				t.Fatal(err)
			}
			m[g[1]] = v
		}
	}
	return m
}

func fb(u uint32) float32 { return math.Float32frombits(u) }
func db(u uint64) float64 { return math.Float64frombits(u) }
func bf32(f float32) uint64 {
	return uint64(math.Float32bits(f))
}
func bf64(f float64) uint64 { return math.Float64bits(f) }

func cvt(dst, src Type, r Rounding, integral bool, x uint64) uint64 {
	return Cvt{Dst: dst, Src: src, Round: r, Integral: integral}.Apply(x)
}

// TestH200Probe checks every scalar numeric edge case the probe measured.
func TestH200Probe(t *testing.T) {
	want := readProbe(t)
	nanA, nanB := fb(0x7fc12345), fb(0xffc12345)
	one := float32(1)
	inf := float32(math.Inf(1))
	sub := fb(0x000116c2)
	negZero := fb(0x80000000)
	dNaNA, dNaNB := db(0x7ff8000012345678), db(0xfff8000000000abc)
	dInf := math.Inf(1)
	cases := map[string]func() uint64{
		"32:00": func() uint64 { return uint64(DivU[uint32](7, 0)) },
		"32:01": func() uint64 { return uint64(DivU[uint32](0, 0)) },
		"32:02": func() uint64 { return uint64(uint32(DivS[int32](7, 0))) },
		"32:03": func() uint64 { return uint64(uint32(DivS[int32](-7, 0))) },
		"32:04": func() uint64 { return uint64(RemU[uint32](7, 0)) },
		"32:05": func() uint64 { return uint64(uint32(RemS[int32](-7, 0))) },
		"32:06": func() uint64 { return uint64(uint32(DivS[int32](math.MinInt32, -1))) },
		"32:07": func() uint64 { return uint64(uint32(RemS[int32](math.MinInt32, -1))) },
		"32:16": func() uint64 { return cvt(S32, F32, RZ, true, 0x7fc00000) & 0xffffffff },
		"32:17": func() uint64 { return cvt(S32, F32, RZ, true, 0x7f800000) & 0xffffffff },
		"32:18": func() uint64 { return cvt(S32, F32, RZ, true, 0xff800000) & 0xffffffff },
		"32:19": func() uint64 { return cvt(S32, F32, RZ, true, 0x4f32d05e) & 0xffffffff },
		"32:20": func() uint64 { return cvt(S32, F32, RZ, true, 0xcf32d05e) & 0xffffffff },
		"32:21": func() uint64 { return cvt(U32, F32, RZ, true, 0xbfc00000) & 0xffffffff },
		"32:22": func() uint64 { return cvt(U32, F32, RZ, true, 0x7fc00000) & 0xffffffff },
		"32:23": func() uint64 { return cvt(U32, F32, RZ, true, 0x4f9502f9) & 0xffffffff },
		"32:24": func() uint64 { return cvt(S32, F32, RN, true, 0x40200000) & 0xffffffff },
		"32:25": func() uint64 { return cvt(S32, F64, RZ, true, 0x7ff8000012345678) & 0xffffffff },
		"32:26": func() uint64 { return cvt(U32, F64, RZ, true, 0x7ff8000012345678) & 0xffffffff },
		"32:27": func() uint64 { return cvt(S16, F32, RZ, true, 0x7fc00000) & 0xffff },
		"32:28": func() uint64 { return cvt(S16, F32, RZ, true, 0x49742400) & 0xffff },
		"32:29": func() uint64 { return cvt(F16, F32, RN, false, 0x7fc12345) },
		"32:30": func() uint64 { return cvt(F32, F16, RN, false, 0x7e01) },
		"32:31": func() uint64 { return Cvt{Dst: F32, Src: F32, Sat: true}.Apply(0x7fc12345) },
		"32:32": func() uint64 { return cvt(F32, F64, RN, false, 0x7ff8000012345678) },
		"32:33": func() uint64 { return bf32(Add32(nanA, one, RN)) },
		"32:34": func() uint64 { return bf32(Add32(one, nanB, RN)) },
		"32:35": func() uint64 { return bf32(Add32(inf, -inf, RN)) },
		"32:36": func() uint64 { return bf32(Mul32(0, inf, RN)) },
		"32:37": func() uint64 { return bf32(FMA32(one, one, nanA, RN)) },
		"32:38": func() uint64 { return bf32(Sqrt32(-1, RN)) },
		"32:39": func() uint64 { return bf32(Div32(0, 0, RN)) },
		"32:40": func() uint64 { return bf32(Abs32(nanB)) },
		"32:41": func() uint64 { return bf32(Neg32(nanA)) },
		"32:42": func() uint64 { return bf32(Min32(nanA, one, false)) },
		"32:43": func() uint64 { return bf32(Min32(nanA, nanB, false)) },
		"32:44": func() uint64 { return bf32(Min32(negZero, 0, false)) },
		"32:45": func() uint64 { return bf32(Min32(0, negZero, false)) },
		"32:46": func() uint64 { return bf32(Max32(negZero, 0, false)) },
		"32:47": func() uint64 { return bf32(Max32(0, negZero, false)) },
		"32:48": func() uint64 { return bf32(Min32(nanA, one, true)) },
		"32:49": func() uint64 { return bf32(RcpApprox32(nanA, false)) },
		"32:50": func() uint64 { return bf32(Ex2Approx32(nanA, false)) },
		"32:51": func() uint64 { return bf32(SinApprox32(inf, false)) },
		"32:52": func() uint64 { return bf32(Add32(fb(0x7f800001), one, RN)) },
		"32:53": func() uint64 { return bf32(Add32(sub, 0, RN)) },
		"32:54": func() uint64 { return bf32(FTZ32(Add32(FTZ32(sub), 0, RN))) },
		"32:55": func() uint64 { return bf32(FMA32(fb(0x3f800800), fb(0x3f800800), fb(0xbf801000), RN)) },
		"32:56": func() uint64 {
			return bf32(Add32(Mul32(fb(0x3f800800), fb(0x3f800800), RN), fb(0xbf801000), RN))
		},
		"32:62": func() uint64 { return Cvt{Dst: F32, Src: F32, Sat: true}.Apply(0xbf800000) },
		"32:63": func() uint64 { return bf32(Sat32(Add32(nanA, one, RN))) },
		"32:64": func() uint64 { return uint64(Add16(0x7e01, 0x3c00, RN)) },
		"32:65": func() uint64 { return uint64(Add16(0x7c00, 0xfc00, RN)) },
		"32:67": func() uint64 { return bf32(RsqrtApprox32(-1, false)) },
		"32:68": func() uint64 { return bf32(Lg2Approx32(-1, false)) },
		"32:69": func() uint64 { return bf32(SqrtApprox32(-1, false)) },
		"32:70": func() uint64 { return bf32(TanhApprox32(nanA)) },
		"32:71": func() uint64 { return bf32(Ex2Approx32(-130, true)) },
		"32:72": func() uint64 { return bf32(Ex2Approx32(-130, false)) },
		"32:73": func() uint64 { return bf32(RcpApprox32(sub, true)) },
		"32:74": func() uint64 { return bf32(Rcp32(fb(0x00400000), RN)) },
		"32:75": func() uint64 { return bf32(DivFull32(1, 0, false)) },
		"32:77": func() uint64 { return cvt(F32, F32, RZ, true, 0x7fc12345) },
		"32:78": func() uint64 { return bf32(Max32(nanB, nanA, false)) },
		"32:79": func() uint64 { return bf32(Mul32(nanA, nanB, RN)) },
		"64:00": func() uint64 { return DivU[uint64](7, 0) },
		"64:01": func() uint64 { return uint64(DivS[int64](-7, 0)) },
		"64:02": func() uint64 { return RemU[uint64](7, 0) },
		"64:03": func() uint64 { return uint64(RemS[int64](-7, 0)) },
		"64:04": func() uint64 { return uint64(DivS[int64](math.MinInt64, -1)) },
		"64:07": func() uint64 { return cvt(S64, F32, RZ, true, 0x7fc00000) },
		"64:08": func() uint64 { return cvt(U64, F32, RZ, true, 0x7fc00000) },
		"64:09": func() uint64 { return cvt(S64, F64, RZ, true, 0x7ff8000012345678) },
		"64:10": func() uint64 { return cvt(U64, F64, RZ, true, 0x7ff8000012345678) },
		"64:11": func() uint64 { return cvt(F64, F32, RN, false, 0x7fc12345) },
		"64:12": func() uint64 { return bf64(Add64(dNaNA, 1, RN)) },
		"64:13": func() uint64 { return bf64(Add64(1, dNaNB, RN)) },
		"64:14": func() uint64 { return bf64(Add64(dInf, -dInf, RN)) },
		"64:15": func() uint64 { return bf64(Sqrt64(-1, RN)) },
		"64:16": func() uint64 { return bf64(Add64(db(0x7ff0000000000001), 1, RN)) },
		"64:17": func() uint64 { return bf64(Min64(dNaNA, dNaNB, false)) },
		"64:18": func() uint64 { return bf64(Min64(math.Copysign(0, -1), 0, false)) },
		"64:19": func() uint64 { return bf64(Abs64(dNaNB)) },
		"64:20": func() uint64 { return bf64(Neg64(dNaNA)) },
		"64:21": func() uint64 {
			x := db(0x3ff0000008000000)
			return bf64(FMA64(x, x, db(0xbff0000004000000), RN))
		},
		"64:22": func() uint64 {
			x := db(0x3ff0000008000000)
			return bf64(Add64(Mul64(x, x, RN), db(0xbff0000004000000), RN))
		},
		"64:23": func() uint64 { return bf64(Mul64(0, dInf, RN)) },
		"64:24": func() uint64 { return bf64(Div64(0, 0, RN)) },
		"64:25": func() uint64 { return bf64(RcpApproxFTZ64(dNaNA)) },
		"64:26": func() uint64 { return bf64(FMA64(1, 1, dNaNA, RN)) },
		"64:27": func() uint64 { return bf64(Add64(dNaNA, dNaNB, RN)) },
		"64:28": func() uint64 { return bf64(Add64(dNaNB, dNaNA, RN)) },
		"64:29": func() uint64 { return bf64(RcpApproxFTZ64(1)) },
		"64:30": func() uint64 { return bf64(RsqrtApprox64(dNaNA, false)) },
		"64:31": func() uint64 { return bf64(Max64(math.Copysign(0, -1), 0, false)) },
	}
	for tag, f := range cases {
		w, ok := want[tag]
		if !ok {
			t.Errorf("[%s]: not in the probe output", tag)
			continue
		}
		if got := f(); got != w {
			t.Errorf("[%s]: got %#x, H200 gave %#x", tag, got, w)
		}
	}
}
