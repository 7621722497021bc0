package cubin_test

import (
	"fmt"
	"log"

	"cudasim/cubin"
)

// Load a fatbin, pick the code an H200 (compute capability 9.0) runs, and
// read what the driver reports about a kernel.
func Example() {
	img, err := cubin.LoadFile("../testdata/reference/kernels.fatbin")
	if err != nil {
		log.Fatal(err) // CUDA_ERROR_FILE_NOT_FOUND, _INVALID_IMAGE, ...
	}
	prog, err := img.Select(90)
	if err != nil {
		log.Fatal(err) // CUDA_ERROR_NO_BINARY_FOR_GPU, _INVALID_PTX, ...
	}
	fmt.Println("driver loads", prog.Code.Kind, prog.Code.Arch, "and cudasim runs", prog.PTX.Arch.Virtual(), "PTX")
	k := prog.Kernel("params")
	fmt.Println(k.Name, "regs", k.Regs(), "param block", k.ParamSize, "bytes")
	for i, p := range k.Params {
		fmt.Printf("  param %d: offset %d size %d\n", i, p.Offset, p.Size)
	}
	if v := prog.Variable("managedVal"); v != nil {
		fmt.Println(v.Name, v.Kind, v.Size, v.Init)
	}
	// Output:
	// driver loads ELF sm_90 and cudasim runs compute_90 PTX
	// params regs 18 param block 40 bytes
	//   param 0: offset 0 size 1
	//   param 1: offset 2 size 2
	//   param 2: offset 4 size 4
	//   param 3: offset 8 size 8
	//   param 4: offset 16 size 4
	//   param 5: offset 24 size 8
	//   param 6: offset 32 size 8
	// managedVal managed 4 [7 0 0 0]
}
