package driver

import (
	"encoding/binary"
	"testing"

	"cudasim/cu"
	"cudasim/sim"
)

// TestDeviceUpdatableKernelNode drives a device-updatable node from the host
// side and through the device runtime's update entry (what a kernel's
// cudaGraphKernelNodeSetParam... reach): the codes measured on the H200
// (testdata/reference/occ12/w2/devupd.h200.1.out, faith kattr2) and that an
// update holds for later launches. libcuda.TestDeviceUpdatableKernelNodes
// runs the measured program itself.
func TestDeviceUpdatableKernelNode(t *testing.T) {
	_, th, _ := setup(t, Config{})
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(lib, "addOne")
	must(t, err)
	buf, err := th.MemAlloc(256)
	must(t, err)
	must(t, th.MemsetD32(buf, 0, 64))
	g, err := th.GraphCreate(0)
	must(t, err)
	n, err := th.GraphAddKernelNode(g, nil, KernelNodeParams{Kernel: k, Grid: Dim3{1, 1, 1}, Block: Dim3{64, 1, 1}, Params: Args(buf, int32(64))})
	must(t, err)

	if _, err := th.GraphKernelNodeSetAttribute(n, LaunchAttributeDeviceUpdatableKernelNode, LaunchAttrValue{DeviceUpdatable: 2}); cu.Code(err) != cu.ErrorInvalidValue {
		t.Fatalf("deviceUpdatable 2: %v", err)
	}
	v, err := th.GraphKernelNodeSetAttribute(n, LaunchAttributeDeviceUpdatableKernelNode, LaunchAttrValue{DeviceUpdatable: 1})
	must(t, err)
	dn := v.DevNode
	if dn == 0 {
		t.Fatal("no device handle written back")
	}
	v, err = th.GraphKernelNodeSetAttribute(n, LaunchAttributeDeviceUpdatableKernelNode, LaunchAttrValue{DeviceUpdatable: 1})
	if err != nil || v.DevNode != dn {
		t.Fatalf("set again: %#x %v, want %#x", v.DevNode, err, dn)
	}
	for what, err := range map[string]error{
		"reset": func() error {
			_, err := th.GraphKernelNodeSetAttribute(n, LaunchAttributeDeviceUpdatableKernelNode, LaunchAttrValue{})
			return err
		}(),
		"clone":   func() error { _, err := th.GraphClone(g); return err }(),
		"destroy": th.GraphDestroyNode(n),
	} {
		if cu.Code(err) != cu.ErrorNotSupported {
			t.Errorf("%s of a device-updatable node: %v, want CUDA_ERROR_NOT_SUPPORTED", what, err)
		}
	}
	e, err := th.GraphInstantiate(g, GraphInstantiateDeviceLaunch)
	must(t, err)
	if _, _, _, err := th.GraphExecUpdate(e, g); cu.Code(err) != cu.ErrorNotSupported {
		t.Errorf("exec update: %v", err)
	}

	dev := &devGrid{t: th}
	sixteen := binary.LittleEndian.AppendUint32(nil, 16)
	update := func(us ...sim.KernelNodeUpdate) uint32 { return dev.UpdateKernelNodes(us) }
	param := func(off uint64, b []byte) sim.KernelNodeUpdate {
		return sim.KernelNodeUpdate{Node: dn, Field: sim.KernelNodeFieldParam, Offset: off, Size: uint64(len(b)), Value: b}
	}
	sum := func() (s uint32) {
		b := make([]byte, 256)
		must(t, th.MemcpyDtoH(b, buf))
		for i := 0; i < 256; i += 4 {
			s += binary.LittleEndian.Uint32(b[i:])
		}
		must(t, th.MemsetD32(buf, 0, 64))
		return s
	}
	launch := func() uint32 {
		must(t, th.GraphLaunch(e, 0))
		must(t, th.CtxSynchronize())
		return sum()
	}
	if got := launch(); got != 64 {
		t.Fatalf("before updates: %d incremented, want 64", got)
	}
	for _, c := range []struct {
		what string
		us   []sim.KernelNodeUpdate
		code uint32
		sum  uint32 // what the next launch increments
	}{
		{"n = 16", []sim.KernelNodeUpdate{param(8, sixteen)}, 0, 16},
		{"past the block", []sim.KernelNodeUpdate{param(10, sixteen)}, cudaErrorInvalidValue, 16},
		{"n = 8 with a grid of 0", []sim.KernelNodeUpdate{param(8, []byte{8, 0, 0, 0}), {Node: dn, Field: sim.KernelNodeFieldGridDim}}, cudaErrorInvalidValue, 16},
		{"no node", []sim.KernelNodeUpdate{{Field: sim.KernelNodeFieldEnabled}}, cudaErrorInvalidValue, 16},
		{"no bytes", []sim.KernelNodeUpdate{param(0, nil)}, 0, 16},
		{"disabled", []sim.KernelNodeUpdate{{Node: dn, Field: sim.KernelNodeFieldEnabled}}, 0, 0},
		{"enabled, one byte of n = 4", []sim.KernelNodeUpdate{{Node: dn, Field: sim.KernelNodeFieldEnabled, Enabled: true}, param(8, []byte{4})}, 0, 4},
	} {
		if code := update(c.us...); code != c.code {
			t.Errorf("%s: code %d, want %d", c.what, code, c.code)
		}
		if got := launch(); got != c.sum {
			t.Errorf("%s: the launch after it incremented %d, want %d", c.what, got, c.sum)
		}
	}
	if _, err := th.GraphInstantiate(g, 0); cu.Code(err) != cu.ErrorNotSupported {
		t.Errorf("a second instantiation: %v", err)
	}
	must(t, th.GraphExecDestroy(e))
	if code := update(param(8, sixteen)); code != 0 {
		t.Errorf("update after the executable graph's destruction: code %d", code)
	}
}
