package trace_test

import (
	"fmt"
	"os"
	"strings"

	"cudasim/cu"
	"cudasim/trace"
)

// A recorder turns raw values into names with Symbols and writes each call
// with Record.
func ExampleWriter() {
	w := trace.NewWriter(os.Stdout)
	syms := trace.NewSymbols()
	w.Directive("trace", "1")
	w.Record("t0", "cuInit", []trace.Value{trace.Int(0)}, cu.Success)
	ctx := syms.New("ctx", 0x55d0c0a0) // the handle the real driver returned
	w.Record("t0", "cuDevicePrimaryCtxRetain", []trace.Value{syms.Name("dev", 0)}, cu.Success, ctx)
	buf := syms.NewRange("buf", 0x7f0000000000, 256)
	w.Record("t0", "cuMemAlloc", []trace.Value{trace.Int(256)}, cu.Success, buf)
	w.Record("t0", "cuMemcpyDtoH", []trace.Value{syms.Pointer(0x7f0000000010), trace.Int(8)}, cu.Success,
		trace.Array("i32", []byte{6, 0, 0, 0, 6, 0, 0, 0}))
	w.Record("t1", "cuMemAlloc", []trace.Value{trace.Int(0)}, cu.ErrorInvalidValue)
	// Output:
	// @trace 1
	// t0 cuInit(0) -> CUDA_SUCCESS
	// t0 cuDevicePrimaryCtxRetain(dev0) -> CUDA_SUCCESS ctx0
	// t0 cuMemAlloc(256) -> CUDA_SUCCESS buf0
	// t0 cuMemcpyDtoH(buf0+16, 8) -> CUDA_SUCCESS i32[6 6]
	// t1 cuMemAlloc(0) -> CUDA_ERROR_INVALID_VALUE
}

func ExampleParse() {
	t, err := trace.Parse(strings.NewReader(`
# A launch, and what it wrote.
t0 cuLaunchKernel(k0, grid=(2,1,1), block=(32,1,1), shmem=0, stream=null, params=[buf0, i32:64]) -> CUDA_SUCCESS
t0 cuMemcpyDtoH(buf0, 8) -> CUDA_SUCCESS i32[6 _]
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range t.Calls {
		fmt.Printf("line %d: %s on %s returned %s\n", c.Line, c.Name, c.Thread, c.Result.Name())
		for _, a := range c.Args {
			fmt.Printf("  in  %-6s %s\n", a.Key, a)
		}
		for _, o := range c.Outs {
			fmt.Printf("  out %s (%d bytes)\n", o, len(o.Bytes))
		}
	}
	// Output:
	// line 3: cuLaunchKernel on t0 returned CUDA_SUCCESS
	//   in         k0
	//   in  grid   grid=(2, 1, 1)
	//   in  block  block=(32, 1, 1)
	//   in  shmem  shmem=0
	//   in  stream stream=null
	//   in  params params=[buf0, i32:64]
	// line 4: cuMemcpyDtoH on t0 returned CUDA_SUCCESS
	//   in         buf0
	//   in         8
	//   out i32[6 _] (8 bytes)
}
