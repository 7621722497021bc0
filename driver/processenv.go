package driver

import (
	"os"
	"strings"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/internal/module"
)

// The environment variables of NVIDIA's driver that change what a process's
// calls answer, beyond device selection (libcuda's configFromEnv) and module
// loading (ModuleLoadingFromEnv). What each does was measured on the H200 by
// running one program under each setting (libcuda/testdata/cudart/
// envexplore25, docs/cudart.md, section envexplore25).

// LaunchBlockingFromEnv reads CUDA_LAUNCH_BLOCKING: "1" makes every kernel
// launch wait for its kernel. Measured: the launch itself then answers the
// kernel's fault (cudaPeekAtLastError after the launch: 700), and the
// kernel's device printf output comes out before the launch returns.
func LaunchBlockingFromEnv() bool {
	return strings.TrimSpace(os.Getenv("CUDA_LAUNCH_BLOCKING")) == "1"
}

// PTXJITPolicy is what CUDA_FORCE_PTX_JIT and CUDA_DISABLE_PTX_JIT select:
// whether the driver may run a module's SASS and may compile its PTX.
type PTXJITPolicy uint8

const (
	// PTXJITDefault: SASS for the device when the module has it, else its PTX.
	PTXJITDefault PTXJITPolicy = 1
	// PTXJITForce (CUDA_FORCE_PTX_JIT=1): SASS is ignored, the PTX is
	// compiled; a module without PTX has no code for the device (measured:
	// cudaErrorNoKernelImageForDevice, 209, at the kernel's first use).
	PTXJITForce PTXJITPolicy = 2
	// PTXJITDisable (CUDA_DISABLE_PTX_JIT=1): PTX is not compiled; a module
	// the device could run only by compiling its PTX fails with
	// CUDA_ERROR_JIT_COMPILATION_DISABLED (223) at the kernel's first use
	// (measured with an empty compute cache: the H200 ran the module when
	// an earlier run had left the compiled code there; cudasim keeps none).
	PTXJITDisable PTXJITPolicy = 4
)

// PTXJITFromEnv reads CUDA_FORCE_PTX_JIT and CUDA_DISABLE_PTX_JIT ("1" sets
// each).
func PTXJITFromEnv() PTXJITPolicy {
	p := PTXJITDefault
	if strings.TrimSpace(os.Getenv("CUDA_FORCE_PTX_JIT")) == "1" {
		p |= PTXJITForce
	}
	if strings.TrimSpace(os.Getenv("CUDA_DISABLE_PTX_JIT")) == "1" {
		p |= PTXJITDisable
	}
	return p
}

// allow answers code selected for a device (and the selection's error) as
// the real driver would under policy p. cudasim executes PTX whatever the
// driver would run; the policy decides only whether the load succeeds.
func (p PTXJITPolicy) allow(code *module.Code, err error) (*module.Code, error) {
	if err != nil || code == nil || p == PTXJITDefault {
		return code, err
	}
	prog := code.Program
	jits := prog.Code.Kind == cubin.KindPTX // the driver would compile PTX for this device
	if p&PTXJITForce != 0 {
		// The image's own PTX: cudasim may execute SASS-only code through a
		// PTX equivalent registered apart (cubin.RegisterPTX), which the
		// driver does not see.
		if !jits && (prog.PTX == nil || prog.DependsOnEquivalents()) {
			return nil, cu.Errorf(cu.ErrorNoBinaryForGpu, "CUDA_FORCE_PTX_JIT=1: the image has no PTX for sm_%d (only %v), and its SASS is not used", prog.Device, prog.Code.Arch)
		}
		jits = true
	}
	if p&PTXJITDisable != 0 && jits {
		return nil, cu.Errorf(cu.ErrorJITCompilationDisabled, "CUDA_DISABLE_PTX_JIT=1: the image has no SASS the device runs, only PTX (%s), which would have to be compiled", prog.PTX.Arch.Virtual())
	}
	return code, nil
}
