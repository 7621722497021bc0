package driver

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"cudasim/cu"
)

// TestGreenSplitMatchesH200 replays every split the H200 made
// (testdata/reference/graphs7/w1/probe-green-transcript.txt, section
// "cuDevSmResourceSplitByCount": flags 0 to 4, minimum counts 0 to 200, a
// count of the groups and then 1, 2, 3 and 100 groups asked for) and
// compares the codes, the numbers of groups, their sizes and what remains.
func TestGreenSplitMatchesH200(t *testing.T) {
	_, th, _ := setup(t, Config{})
	whole, err := th.DeviceGetDevResource(0, DevResourceSM)
	must(t, err)
	if whole.SMCount != 132 || whole.MinPartition != 8 || whole.Alignment != 8 {
		t.Fatalf("device resource %+v; the H200 reported 132 SMs, minSmPartitionSize 8, smCoscheduledAlignment 8", whole)
	}
	f, err := os.Open("../testdata/reference/graphs7/w1/probe-green-transcript.txt")
	must(t, err)
	defer f.Close()
	query := regexp.MustCompile(`^split query flags (\d+) min (\d+) -> \w+\((\d+)\) nbGroups (\d+)`)
	ask := regexp.MustCompile(`^  ask (\d+) -> \w+\((\d+)\) got (\d+):([ \d]*) rem (\d+)$`)
	var flags, minCount uint32
	checked := 0
	num := func(s string) uint32 { v, _ := strconv.Atoi(s); return uint32(v) }
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if m := query.FindStringSubmatch(line); m != nil {
			flags, minCount = num(m[1]), num(m[2])
			_, n, _, err := th.DevSmResourceSplitByCount(0, whole, flags, minCount)
			if got, want := uint32(cu.Code(err)), num(m[3]); got != want || (err == nil && n != num(m[4])) {
				t.Errorf("%s\n  cudasim: %v, %d groups", line, err, n)
			}
			checked++
			continue
		}
		m := ask.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		groups, n, rem, err := th.DevSmResourceSplitByCount(num(m[1]), whole, flags, minCount)
		var sizes strings.Builder
		for _, g := range groups {
			fmt.Fprintf(&sizes, " %d", g.SMCount)
		}
		if uint32(cu.Code(err)) != num(m[2]) || n != num(m[3]) || sizes.String() != m[4] || rem.SMCount != num(m[5]) {
			t.Errorf("flags %d min %d: %s\n  cudasim: %v, %d groups:%s rem %d", flags, minCount, line, err, n, sizes.String(), rem.SMCount)
		}
		checked++
	}
	if checked < 500 {
		t.Fatalf("only %d splits compared", checked)
	}
}

// The green context's own codes and resources (w1 transcript, "device
// resources" and "split details").
func TestGreenResourcesAndCodes(t *testing.T) {
	_, th, pctx := setup(t, Config{})
	whole, err := th.DeviceGetDevResource(0, DevResourceSM)
	must(t, err)
	for _, typ := range []DevResourceType{0, 2, 3, 1000, 10000, 99} {
		if _, err := th.DeviceGetDevResource(0, typ); cu.Code(err) != cu.ErrorInvalidResourceType {
			t.Errorf("type %d: %v", typ, err)
		}
	}
	if _, err := th.DeviceGetDevResource(7, DevResourceSM); cu.Code(err) != cu.ErrorInvalidDevice {
		t.Errorf("device 7: %v", err)
	}
	if r, err := th.CtxGetDevResource(pctx, DevResourceSM); err != nil || r.SMCount != 132 {
		t.Errorf("primary context: %+v %v", r, err)
	}
	if _, err := th.CtxGetDevResource(0, DevResourceSM); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("NULL context: %v", err)
	}
	groups, n, rem, err := th.DevSmResourceSplitByCount(2, whole, 0, 16)
	must(t, err)
	if n != 2 || rem.SMCount != 100 || groups[0].MinPartition != 0 || groups[0].Alignment != 0 {
		t.Fatalf("2x16: %d groups %+v, remaining %d", n, groups, rem.SMCount)
	}
	for _, in := range []DevResource{groups[0], rem} {
		if _, _, _, err := th.DevSmResourceSplitByCount(1, in, 0, 8); cu.Code(err) != cu.ErrorInvalidResourceConfiguration {
			t.Errorf("splitting %v again: %v", in, err)
		}
	}
	forged := whole
	forged.SMCount = 500
	if _, _, _, err := th.DevSmResourceSplitByCount(1, forged, 0, 8); cu.Code(err) != cu.ErrorInvalidResourceConfiguration {
		t.Errorf("a device resource of 500 SMs: %v", err)
	}
	if _, _, _, err := th.DevSmResourceSplitByCount(1, DevResource{}, 0, 8); cu.Code(err) != cu.ErrorInvalidResourceType {
		t.Errorf("a zeroed resource: %v", err)
	}

	// A green context over group 0: its CUcontext is another context with
	// the group's SMs, not current until made so, and runs kernels.
	desc, err := th.DevResourceGenerateDesc(groups[:1])
	must(t, err)
	if _, err := th.GreenCtxCreate(desc, 0, 0); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("flags 0: %v", err)
	}
	g, err := th.GreenCtxCreate(desc, 0, GreenCtxDefaultStream)
	must(t, err)
	c, err := th.CtxFromGreenCtx(g)
	must(t, err)
	if c2, _ := th.CtxFromGreenCtx(g); c2 != c || c == pctx {
		t.Fatalf("green context's CUcontext %#x, again %#x, primary %#x", c, c2, pctx)
	}
	if cur, _ := th.CtxGetCurrent(); cur != pctx {
		t.Fatalf("creating a green context changed the current context to %#x", cur)
	}
	if r, err := th.CtxGetDevResource(c, DevResourceSM); err != nil || r.SMCount != 16 {
		t.Fatalf("its SMs: %+v %v", r, err)
	}
	if _, err := th.GreenCtxStreamCreate(g, 0, 0); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("blocking green stream: %v", err)
	}
	s, err := th.GreenCtxStreamCreate(g, StreamNonBlocking, 0)
	must(t, err)
	if back, err := th.StreamGetGreenCtx(s); err != nil || back != g {
		t.Fatalf("stream's green context %#x %v", back, err)
	}
	if c2, g2, err := th.StreamGetCtx2(s); err != nil || c2 != pctx || g2 != g {
		t.Fatalf("cuStreamGetCtx_v2 of the green stream: %#x %#x %v (measured: the primary context and the green one)", c2, g2, err)
	}
	if back, err := th.StreamGetGreenCtx(0); err != nil || back != 0 {
		t.Fatalf("the primary context's stream: %#x %v", back, err)
	}
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(lib, "addOne")
	must(t, err)
	buf, err := th.MemAlloc(256)
	must(t, err)
	must(t, th.MemsetD32(buf, 1, 64))
	must(t, th.LaunchKernel(Function(k), Dim3{1, 1, 1}, Dim3{64, 1, 1}, 0, s, Args(buf, int32(64)), nil))
	must(t, th.StreamSynchronize(s))
	b := make([]byte, 4)
	must(t, th.MemcpyDtoH(b, buf))
	if b[0] != 2 {
		t.Fatalf("addOne in the green context left %d", b[0])
	}

	// As the H200 answered (w2/probe-green-transcript.txt): the green
	// context's handle is its CUcontext's and its id the context's; its
	// context has flags CU_CTX_MAP_HOST and cannot be destroyed by
	// cuCtxDestroy; the occupancy calls count its 16 SMs; events cross
	// between it and the primary context.
	if Context(g) != c {
		t.Errorf("green context %#x, its CUcontext %#x", g, c)
	}
	gid, err := th.GreenCtxGetId(g)
	must(t, err)
	if cid, err := th.CtxGetId(c); err != nil || cid != gid {
		t.Errorf("green id %d, context id %d %v", gid, cid, err)
	}
	if err := th.CtxDestroy(c); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("cuCtxDestroy of the green context's context: %v", err)
	}
	for _, bad := range []GreenCtx{0, GreenCtx(pctx)} {
		if _, err := th.CtxFromGreenCtx(bad); err == nil {
			t.Errorf("cuCtxFromGreenCtx(%#x) succeeded", bad)
		}
	}
	if _, err := th.CtxFromGreenCtx(0); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("cuCtxFromGreenCtx(NULL): %v", err)
	}
	ev, err := th.EventCreate(0) // the primary context's
	must(t, err)
	must(t, th.EventRecord(ev, s))
	must(t, th.GreenCtxRecordEvent(g, ev))
	must(t, th.GreenCtxWaitEvent(g, ev))
	must(t, th.CtxPushCurrent(c))
	if fl, err := th.CtxGetFlags(); err != nil || fl != 0x8 {
		t.Errorf("green context's flags %#x %v", fl, err)
	}
	grid, block, err := th.OccupancyMaxPotentialBlockSize(Function(k), nil, 0, 0)
	must(t, err)
	_, err = th.CtxPopCurrent()
	must(t, err)
	pgrid, pblock, err := th.OccupancyMaxPotentialBlockSize(Function(k), nil, 0, 0)
	must(t, err)
	if block != pblock || grid*132 != pgrid*16 {
		t.Errorf("potential grid %d (block %d) in 16 SMs, %d (block %d) in 132", grid, block, pgrid, pblock)
	}
	two, err := th.DevResourceGenerateDesc(groups)
	must(t, err)
	g2, err := th.GreenCtxCreate(two, 0, GreenCtxDefaultStream)
	must(t, err)
	if r, err := th.GreenCtxGetDevResource(g2, DevResourceSM); err != nil || r.SMCount != 32 {
		t.Errorf("a green context of two groups: %+v %v", r, err)
	}
	must(t, th.GreenCtxDestroy(g2))

	// A function of the primary context's module runs on the green stream.
	mod, err := th.ModuleLoadData(probeImage(t, "kernels.fatbin"))
	must(t, err)
	fn, err := th.ModuleGetFunction(mod, "addOne")
	must(t, err)
	must(t, th.LaunchKernel(fn, Dim3{1, 1, 1}, Dim3{64, 1, 1}, 0, s, Args(buf, int32(64)), nil))
	must(t, th.StreamSynchronize(s))

	must(t, th.StreamDestroy(s))
	must(t, th.GreenCtxDestroy(g))
	if _, err := th.CtxFromGreenCtx(g); cu.Code(err) != cu.ErrorInvalidContext {
		t.Fatalf("destroyed green context: %v", err)
	}
}
