package driver

import (
	"testing"

	"cudasim/cu"
)

// TestPTXJITPolicy loads a PTX-only image, a SASS-only cubin and a fatbin
// holding both under CUDA_FORCE_PTX_JIT and CUDA_DISABLE_PTX_JIT (as
// Config.PTXJIT): the codes are the H200's (libcuda/testdata/cudart/
// envexplore25: env.sass.force-jit 209, env.ptx.disable-jit-nocache 223;
// a fatbin with both runs under either).
func TestPTXJITPolicy(t *testing.T) {
	ptx, sass, both := probeImage(t, "async/async_kernels.ptx"), probeImage(t, "kernels.cubin"), probeImage(t, "kernels.fatbin")
	for _, tt := range []struct {
		policy          PTXJITPolicy
		ptx, sass, both cu.Result
	}{
		{PTXJITDefault, cu.Success, cu.Success, cu.Success},
		{PTXJITDefault | PTXJITForce, cu.Success, cu.ErrorNoBinaryForGpu, cu.Success},
		{PTXJITDefault | PTXJITDisable, cu.ErrorJITCompilationDisabled, cu.Success, cu.Success},
	} {
		_, th, _ := newConfiguredTest(t, Config{Devices: []Profile{H200()}, PTXJIT: tt.policy})
		for _, img := range []struct {
			name  string
			image []byte
			want  cu.Result
		}{{"ptx", ptx, tt.ptx}, {"sass", sass, tt.sass}, {"both", both, tt.both}} {
			_, err := th.ModuleLoadData(img.image)
			if got := cu.Code(err); got != img.want {
				t.Errorf("policy %d, %s image: cuModuleLoadData %v, want %v", tt.policy, img.name, err, img.want)
			}
			lib, err := th.LibraryLoadData(img.image, nil, nil)
			if err == nil {
				_, err = th.LibraryGetModule(lib)
			}
			if got := cu.Code(err); got != img.want {
				t.Errorf("policy %d, %s image: cuLibraryGetModule %v, want %v", tt.policy, img.name, err, img.want)
			}
		}
	}
}

// TestLaunchBlocking launches a kernel that stores through a null pointer
// with and without Config.LaunchBlocking (CUDA_LAUNCH_BLOCKING=1): blocking,
// the launch itself answers the fault, as on the H200 (libcuda/testdata/
// cudart/envexplore25, env.launch-blocking: cudaPeekAtLastError after the
// launch 700); otherwise the launch succeeds and the synchronization
// answers it.
func TestLaunchBlocking(t *testing.T) {
	const store = ".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry st(.param .u64 p)\n{\n.reg .b64 %rd<3>;\n.reg .b32 %r<2>;\n" +
		"ld.param.u64 %rd1, [p];\ncvta.to.global.u64 %rd2, %rd1;\nmov.u32 %r1, 7;\nst.global.u32 [%rd2], %r1;\nret;\n}\n"
	for _, blocking := range []bool{false, true} {
		_, th, _ := newConfiguredTest(t, Config{Devices: []Profile{H200()}, LaunchBlocking: blocking})
		m, err := th.ModuleLoadData([]byte(store))
		must(t, err)
		f, err := th.ModuleGetFunction(m, "st")
		must(t, err)
		launch := cu.Code(th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, Args(DevicePtr(0)), nil))
		sync := cu.Code(th.CtxSynchronize())
		want := cu.Success
		if blocking {
			want = cu.ErrorIllegalAddress
		}
		if launch != want || sync != cu.ErrorIllegalAddress {
			t.Errorf("blocking %v: launch %v, synchronize %v; want %v, %v", blocking, launch, sync, want, cu.ErrorIllegalAddress)
		}
	}
}
