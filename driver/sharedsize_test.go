package driver

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// smemDir holds smemattr.c, the kernels it measured (smem.cu, smem48k.cu:
// static shared arrays of 4 bytes to 48 KiB, none, dynamic only, printf,
// a call, a shared atomic), their sm_90 cubins from nvcc 11.8 and 13.0, and
// the H200's transcripts (testdata/reference/numba-cuda/smem/README.md).
const smemDir = "../testdata/reference/numba-cuda/smem/"

// TestSharedSizeTranscript replays smemattr.c's transcripts from the H200
// (driver 580): for each kernel of each cubin, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES
// and MAX_DYNAMIC_SHARED_SIZE_BYTES, occupancy at 128 and 1024 threads
// (and 128 with 8 KiB of dynamic shared memory), the dynamic shared memory
// available to blocks of 128, and launches at the dynamic limit and one
// byte over it. An sm_90 cubin's .nv.shared.<kernel> section begins with
// the 1 KiB the device reserves per block, which the attribute leaves out:
// numba-cuda's get_shared_mem_per_block tests read 1,024 bytes too many
// on cudasim before. The kernels run from smem.ptx / smem48k.ptx (nvcc
// 11.8's PTX of the same sources), registered as the cubins' equivalents.
func TestSharedSizeTranscript(t *testing.T) {
	kernels := strings.Fields("s4 s40 s400 s1024 s4096 none dyn printer calls atom")
	for _, c := range []struct {
		cubin, ptx string
		kernels    []string
	}{
		{"smem118.cubin", "smem.ptx", kernels},
		{"smem13.cubin", "smem.ptx", kernels},
		{"smem48k118.cubin", "smem48k.ptx", []string{"s48k", "s47k"}},
		{"smem48k13.cubin", "smem48k.ptx", []string{"s48k", "s47k"}},
	} {
		t.Run(c.cubin, func(t *testing.T) {
			transcript, err := os.ReadFile(smemDir + "smemattr-" + strings.TrimSuffix(c.cubin, ".cubin") + "-h200.txt")
			must(t, err)
			var want []string
			for _, l := range strings.Split(strings.TrimSuffix(string(transcript), "\n"), "\n") {
				if !strings.HasPrefix(l, "x ") { // the printer kernel's printf, which cudasim prints to stdout
					want = append(want, l)
				}
			}
			img, err := os.ReadFile(smemDir + c.cubin)
			must(t, err)
			ptx, err := os.ReadFile(smemDir + c.ptx)
			must(t, err)
			must(t, RegisterPTXEquivalent(img, ptx))
			if diff := cmp.Diff(want, smemAttr(t, c.cubin, img, c.kernels)); diff != "" {
				t.Errorf("%s (-H200 +cudasim):\n%s", c.cubin, diff)
			}
		})
	}
}

// smemAttr is smemattr.c on cudasim: its transcript for kernels of img.
func smemAttr(t *testing.T, name string, img []byte, kernels []string) []string {
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	dev := Device(0)
	attr := func(a DeviceAttribute) int32 { v, err := th.DeviceGetAttribute(a, dev); must(t, err); return v }
	perBlock := attr(AttrMaxSharedMemoryPerBlock)
	got := []string{fmt.Sprintf("device reserved %d perBlock %d perSM %d optin %d", attr(AttrReservedSharedMemoryPerBlock),
		perBlock, attr(AttrMaxSharedMemoryPerMultiprocessor), attr(AttrMaxSharedMemoryPerBlockOptin))}
	m, err := th.ModuleLoadData(img)
	got = append(got, fmt.Sprintf("cuModuleLoad(%s) -> %s", name, codeOf(err).Name()))
	must(t, err)
	out, err := th.MemAlloc(4096 * 4)
	must(t, err)
	for _, k := range kernels {
		f, err := th.ModuleGetFunction(m, k)
		if err != nil {
			got = append(got, fmt.Sprintf("kernel %s: cuModuleGetFunction -> %s", k, codeOf(err).Name()))
			continue
		}
		ssz, e1 := th.FuncGetAttribute(FuncAttributeSharedSizeBytes, f)
		maxdyn, _ := th.FuncGetAttribute(FuncAttributeMaxDynamicSharedSizeBytes, f)
		regs, _ := th.FuncGetAttribute(FuncAttributeNumRegs, f)
		o128, e2 := th.OccupancyMaxActiveBlocksPerMultiprocessor(f, 128, 0)
		o1024, e3 := th.OccupancyMaxActiveBlocksPerMultiprocessor(f, 1024, 0)
		o8k, _ := th.OccupancyMaxActiveBlocksPerMultiprocessor(f, 128, 8192)
		avail, e4 := th.OccupancyAvailableDynamicSMemPerBlock(f, 1, 128)
		avail8, _ := th.OccupancyAvailableDynamicSMemPerBlock(f, 8, 128)
		got = append(got, fmt.Sprintf("kernel %s shared %d (%s) maxdyn %d regs %d occ128 %d (%s) occ1024 %d (%s) occ128dyn8k %d avail1 %d (%s) avail8 %d",
			k, ssz, codeOf(e1).Name(), maxdyn, regs, o128, codeOf(e2).Name(), o1024, codeOf(e3).Name(), o8k, avail, codeOf(e4).Name(), avail8))
		for _, dyn := range []uint32{uint32(maxdyn), uint32(maxdyn) + 1, uint32(perBlock - ssz), uint32(perBlock-ssz) + 1} {
			l := th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{32, 1, 1}, dyn, 0, Args(out), nil)
			s := th.CtxSynchronize()
			got = append(got, fmt.Sprintf("  launch dyn %d -> %s sync %s", dyn, codeOf(l).Name(), codeOf(s).Name()))
		}
	}
	return got
}
