package surface_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"cudasim/internal/surface"
)

// A notSupported says what a function that answers CUDA_ERROR_NOT_SUPPORTED
// means for the table: the entry points it makes partial (whose notes must
// say so), or why it is no gap in cudasim.
type notSupported struct {
	partial []string
	why     string
}

// notSupportedSites lists every function of the packages behind the driver
// API that builds a CUDA_ERROR_NOT_SUPPORTED answer, by package, receiver
// type and name (not file: files get renamed). A new one fails
// TestNotSupportedSites until it is listed here, and with it the entry
// points it makes partial: so the table cannot miss a refusal added later.
// (sim's refusals are all unsupported PTX instructions, which cuLaunchKernel's
// note covers.)
var notSupportedSites = map[string]notSupported{
	"cubin.Program.CheckExecutable": {partial: launches},
	"cubin.elfKernel":               {partial: loads},
	"cubin.hostSectionData":         {partial: []string{"cuLinkAddData", "cuLinkAddFile"}},

	"driver.Driver.side3D":                             {partial: []string{"cuMemcpy3D", "cuMemcpy3DAsync"}},
	"driver.Thread.DeviceGetP2PAtomicCapabilities":     {partial: []string{"cuDeviceGetP2PAtomicCapabilities"}},
	"driver.Thread.MemGetHandleForAddressRange":        {partial: []string{"cuMemGetHandleForAddressRange"}},
	"driver.Thread.Multicast":                          {partial: []string{"cuMulticastAddDevice", "cuMulticastBindAddr", "cuMulticastBindMem", "cuMulticastCreate", "cuMulticastGetGranularity", "cuMulticastUnbind"}},
	"driver.Thread.advise":                             {why: "memory of a managed pool refuses advice with CUDA_ERROR_NOT_SUPPORTED on the H200 too (measured, testdata/reference/pools2 section advise)"},
	"driver.Thread.adviceLocation":                     {partial: []string{"cuMemAdvise"}},
	"driver.Thread.memRangeAttribute":                  {partial: []string{"cuMemRangeGetAttribute", "cuMemRangeGetAttributes"}},
	"driver.Driver.memOpAccessRefused":                 {partial: []string{"cuStreamWriteValue32", "cuStreamWriteValue64", "cuStreamWaitValue32", "cuStreamWaitValue64", "cuStreamBatchMemOp", "cuGraphAddBatchMemOpNode", "cuGraphBatchMemOpNodeSetParams", "cuGraphExecBatchMemOpNodeSetParams"}},
	"driver.checkHostPages":                            {partial: []string{"cuMemHostRegister"}},
	"driver.Thread.PointerGetAttribute":                {partial: []string{"cuPointerGetAttribute", "cuPointerGetAttributes"}},
	"driver.Thread.PointerGetAttributes":               {partial: []string{"cuPointerGetAttributes"}},
	"driver.Thread.CtxCreateWithParams":                {partial: []string{"cuCtxCreate"}},
	"driver.CheckHostRegisterSize":                     {why: "a size beyond any address space: the H200 answers CUDA_ERROR_NOT_SUPPORTED too (measured, testdata/reference/probe5)"},
	"driver.Thread.LaunchKernelEx":                     {partial: []string{"cuLaunchKernelEx"}},
	"libcuda.graphAddNode":                             {partial: []string{"cuGraphAddNode"}},
	"libcuda.nodeSetParams":                            {partial: []string{"cuGraphNodeSetParams", "cuGraphExecNodeSetParams"}},
	"driver.Driver.checkMemOps":                        {why: "CU_STREAM_WAIT_VALUE_FLUSH and CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES: the H200 answers CUDA_ERROR_NOT_SUPPORTED too (measured, testdata/reference/streamops; its CAN_FLUSH_REMOTE_WRITES is 0)"},
	"driver.checkEdge":                                 {partial: []string{"cuGraphAddDependencies"}},
	"driver.Thread.condNode":                           {partial: []string{"cuGraphAddNode"}},
	"driver.pinnedMemoryGone":                          {why: "a call, queued work or a kernel that finds page-locked or registered memory the program unmapped or protected after registering it (a program error): the real driver answers 0 there, the GPU reaching the pinned pages through its own mapping (measured on an H100 with the H200's driver: testdata/reference/locks30/h100-s32, mend31/h100-s32), which cudasim does not model: CUDA_ERROR_NOT_SUPPORTED with a message (queued: the context's sticky error)"},
	"driver.condCheck":                                 {why: "a body graph instantiated, or a second executable graph of a graph with conditional nodes: the H200 answers CUDA_ERROR_NOT_SUPPORTED too (measured, testdata/reference/condgraph)"},
	"driver.managedMemory.AllocManaged":                {partial: libraryLoads},
	"driver.ctxEnv.alloc":                              {partial: loads},
	"driver.checkLibraryOptions":                       {partial: libraryLoads},
	"driver.checkJIT":                                  {partial: []string{"cuModuleLoadDataEx", "cuLibraryLoadData", "cuLibraryLoadFromFile", "cuLinkCreate", "cuLinkAddData", "cuLinkAddFile"}},
	"driver.linkState.add":                             {partial: []string{"cuLinkAddData", "cuLinkAddFile"}},
	"driver.linkState.addImage":                        {partial: []string{"cuLinkAddData", "cuLinkAddFile"}},
	"driver.linkState.addLibrary":                      {partial: []string{"cuLinkAddData", "cuLinkAddFile"}},
	"driver.Thread.LaunchCooperativeKernelMultiDevice": {partial: []string{"cuLaunchCooperativeKernelMultiDevice"}},
	"module.judge":                                     {why: "code the real driver refuses to load (suq queries of a surface's format): the H200 answers CUDA_ERROR_NOT_SUPPORTED too, at the same calls (measured, testdata/texture/probe-jit, testdata/reference/jitstages)"},
	"driver.Thread.MemAllocManaged":                    {why: "the real driver's answer on a device without managed memory (CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY 0)"},
	"driver.Thread.MemAllocAsync":                      {why: "the real driver's answer on a device without memory pools (CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED 0)"},
	"driver.Thread.poolsDevice":                        {why: "the real driver's answer on a device without memory pools (CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED 0)"},
	"driver.Thread.locationPool":                       {why: "the real driver's answer for CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT and unknown location types (testdata/reference/pools2)"},
	"driver.Thread.MemPoolCreate":                      {why: "the real driver's answer for managed memory at an unknown location type (testdata/reference/pools2)"},
	"driver.Thread.MemSetMemPool":                      {partial: []string{"cuMemSetMemPool"}},
	"driver.dupFD":                                     {why: "only where there are no file descriptors to share (not Linux), as for cuIpc*"},
	"driver.dupFDCloexec":                              {why: "only where there are no file descriptors to share (not Linux), as for cuIpc*"},
	"driver.Thread.MemMap":                             {why: "the H200 answers CUDA_ERROR_NOT_SUPPORTED to a mapping from an offset or of another size than the handle's (measured, testdata/reference/vmm section map)"},
	"driver.Thread.MemSetAccess":                       {why: "the H200 answers CUDA_ERROR_NOT_SUPPORTED to host access to device memory (measured, testdata/reference/vmm section access)"},
	"driver.mapSharedAt":                               {why: "only where shared files cannot be mapped (not Linux), as for cuIpc*"},
	"driver.newPoolFile":                               {why: "only where memfd_create fails (not Linux), as for cuIpc*"},
	"driver.Thread.occupancyFor":                       {why: "only a custom device profile that lacks the attributes occupancy is computed from"},
	"driver.applyView":                                 {partial: []string{"cuTexObjectCreate"}},
	"driver.Thread.validateArray":                      {partial: []string{"cuArray3DCreate", "cuArrayCreate", "cuMipmappedArrayCreate"}},
	"driver.Thread.TexObjectCreate":                    {partial: []string{"cuTexObjectCreate"}},
	"driver.Thread.ArrayGetMemoryRequirements":         {partial: []string{"cuArrayGetMemoryRequirements"}},
	"driver.Thread.deferredRequirements":               {partial: []string{"cuArrayGetMemoryRequirements", "cuMipmappedArrayGetMemoryRequirements"}},
	"driver.Thread.ArrayGetSparseProperties":           {partial: []string{"cuArrayGetSparseProperties"}},
	"driver.errUnmeasured":                             {partial: []string{"cuMemMapArrayAsync"}},
	"driver.checkPage":                                 {partial: []string{"cuMemMapArrayAsync"}},
	"driver.unmeasuredDeferred":                        {partial: []string{"cuTexObjectCreate", "cuSurfObjectCreate", "cuTexRefSetArray", "cuTexRefSetMipmappedArray", "cuSurfRefSetArray"}},
	"driver.unmeasuredPacked": {partial: []string{"cuMemcpyHtoA", "cuMemcpyAtoH", "cuMemcpyAtoD", "cuMemcpyDtoA", "cuMemcpyAtoA", "cuMemcpyHtoAAsync",
		"cuMemcpyAtoHAsync", "cuMemcpy3DBatchAsync", "cuTexRefSetArray", "cuSurfRefSetArray", "cuTexObjectCreate", "cuSurfObjectCreate"}},
	"driver.Thread.clusterOccupancyConfig": {why: "a device profile without thread block clusters (the A100's, custom ones); the H200 has them"},
	"driver.newSharedMapping":              {partial: []string{"cuIpcGetMemHandle"}},
	"driver.checkpointRemote":              {why: "built only off Linux (checkpoint_other.go), where cudasim has no channel to other processes; the drop-in is built for Linux"},
	"libcuda.cuCheckpointProcessRestore":   {partial: []string{"cuCheckpointProcessRestore"}},
	"driver.geometry":                      {partial: []string{"cuDeviceGetDevResource", "cuCtxGetDevResource", "cuDevSmResourceSplitByCount", "cuDevResourceGenerateDesc"}},
	"mem.Space.Share":                      {partial: []string{"cuIpcGetMemHandle"}},
	"driver.openSharedMapping":             {partial: []string{"cuIpcOpenMemHandle"}},
	"libcuda.cuIpcOpenMemHandle_v2":        {partial: []string{"cuIpcOpenMemHandle"}},
	"libcuda.cuIpcOpenEventHandle":         {partial: []string{"cuIpcOpenEventHandle"}},
	"libcuda.addMemAllocNode":              {partial: []string{"cuGraphAddMemAllocNode", "cuGraphAddNode"}},
	"driver.Driver.refObject":              {why: "a texture reference set to a format and channel count whose reads were not measured (testdata/reference/texref): the launch answers 801 naming the reference; the calls that set it succeed as on the H200"},
	"libcuda.cuParamSetf":                  {why: "recording only: the recorded driver has no cuParamSetf (or the recorder records cudasim itself)"},

	"module.compile": {partial: launches},

	"libcuda.recorder.fwd": {why: "the recorder's answer when the recorded driver lacks a symbol"},
}

var (
	launches     = []string{"cuLaunchKernel", "cuLaunchKernelEx", "cuLaunchCooperativeKernel", "cuLaunchCooperativeKernelMultiDevice"}
	libraryLoads = []string{"cuLibraryLoadData", "cuLibraryLoadFromFile"}
	loads        = append([]string{"cuModuleLoad", "cuModuleLoadData", "cuModuleLoadDataEx", "cuModuleLoadFatBinary"}, libraryLoads...)
)

func TestNotSupportedSites(t *testing.T) {
	found := map[string][]string{} // key -> positions
	for _, dir := range []string{"cubin", "internal/ctx", "driver", "libcuda", "internal/mem", "internal/module"} {
		sites, err := notSupportedIn("../../"+dir, path.Base(dir))
		if err != nil {
			t.Fatal(err)
		}
		for k, pos := range sites {
			found[k] = append(found[k], pos...)
		}
	}
	for _, k := range sortedKeys(found) {
		s, ok := notSupportedSites[k]
		if !ok {
			t.Errorf("%s answers CUDA_ERROR_NOT_SUPPORTED (%s): list it in notSupportedSites with the entry points it makes partial (and say what is missing in their notes), or why it is no gap", k, strings.Join(found[k], ", "))
			continue
		}
		for _, name := range s.partial {
			e, ok := surface.Lookup(name)
			switch {
			case !ok || e.Name != name:
				t.Errorf("%s: %s is not a base name", k, name)
			case e.Support != surface.Partial:
				t.Errorf("%s refuses some calls of %s with CUDA_ERROR_NOT_SUPPORTED, but the table says %s is %s", k, name, name, e.Support)
			}
		}
		if (len(s.partial) == 0) == (s.why == "") {
			t.Errorf("%s: give either the entry points it makes partial or why it is no gap", k)
		}
	}
	for _, k := range sortedKeys(notSupportedSites) {
		if _, ok := found[k]; !ok {
			t.Errorf("notSupportedSites lists %s, which no longer answers CUDA_ERROR_NOT_SUPPORTED", k)
		}
	}
}

// notSupportedIn finds the functions of a package's non-test files that
// pass cu.ErrorNotSupported to a call (cu.Errorf, a conversion), keyed as
// pkg.Func or pkg.Recv.Func.
func notSupportedIn(dir, pkg string) (map[string][]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	out := map[string][]string{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || filepath.Base(f) == "gen.go" {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range af.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			key := pkg + "." + fd.Name.Name
			if fd.Recv != nil && len(fd.Recv.List) == 1 {
				typ := fd.Recv.List[0].Type
				if st, ok := typ.(*ast.StarExpr); ok {
					typ = st.X
				}
				if id, ok := typ.(*ast.Ident); ok {
					key = pkg + "." + id.Name + "." + fd.Name.Name
				}
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				c, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				for _, a := range c.Args {
					if sel, ok := a.(*ast.SelectorExpr); ok && sel.Sel.Name == "ErrorNotSupported" {
						p := fset.Position(a.Pos())
						out[key] = append(out[key], fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line))
					}
				}
				return true
			})
		}
	}
	return out, nil
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
