package driver

import (
	"testing"

	"cudasim/cu"
)

// TestMulticastRefusedAsH200: on the H200 profile (MULTICAST_SUPPORTED 0)
// every multicast call is the driver's own CUDA_ERROR_NOT_SUPPORTED, marked
// as measured (no "not implemented" warning), CUDA_ERROR_NOT_INITIALIZED
// before cuInit; a profile that claims multicast gets the refusal as a gap.
func TestMulticastRefusedAsH200(t *testing.T) {
	d := New(Config{})
	t.Cleanup(d.Close)
	th := d.NewThread()
	if err := th.Multicast("cuMulticastCreate"); cu.Code(err) != cu.ErrorNotInitialized {
		t.Errorf("before cuInit: %v; the H200 CUDA_ERROR_NOT_INITIALIZED", err)
	}
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	err := th.Multicast("cuMulticastCreate")
	if cu.Code(err) != cu.ErrorNotSupported || !cu.IsAsMeasured(err) {
		t.Errorf("%v (as measured %v); want the H200's CUDA_ERROR_NOT_SUPPORTED", err, cu.IsAsMeasured(err))
	}
	p := H200()
	p.Attributes[AttrMulticastSupported] = AttrValue{Value: 1}
	_, th2, _ := setup(t, Config{Devices: []Profile{p}})
	if err := th2.Multicast("cuMulticastCreate"); cu.Code(err) != cu.ErrorNotSupported || cu.IsAsMeasured(err) {
		t.Errorf("multicast profile: %v; want CUDA_ERROR_NOT_SUPPORTED as a gap", err)
	}
}
