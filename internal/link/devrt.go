package link

import (
	_ "embed"
	"slices"

	"cudasim/sim"
)

// DeviceRuntimePTX is cudasim's device runtime (devrt.ptx): the
// cooperative-groups entry points of cuda_device_runtime_api.h, written in
// PTX over the grid workspace that the driver gives a cooperative launch.
// The driver links it in place of the toolkit's libcudadevrt.a.
//
//go:embed devrt.ptx
var DeviceRuntimePTX []byte

// DeviceRuntimeName is the input name the device runtime is linked under.
const DeviceRuntimeName = "libcudadevrt.a (cudasim's device runtime)"

// IsDeviceRuntime reports whether an archive's member names are those of
// the CUDA toolkit's device runtime library, libcudadevrt.a: its one
// object, cuda_device_runtime.o.
func IsDeviceRuntime(members []string) bool {
	return slices.Contains(members, "cuda_device_runtime.o")
}

// deviceRuntimeProvided reports whether a link that includes the device
// runtime provides function name without a definition: the grid barriers
// and the calls the engine executes itself (with the driver), and the entry points cudasim does not
// implement, which the engine answers with CUDA_ERROR_NOT_SUPPORTED.
func deviceRuntimeProvided(name string) bool {
	return sim.IsDeviceRuntimeCall(name) || slices.Contains(sim.DeviceRuntimeGridSync, name)
}
